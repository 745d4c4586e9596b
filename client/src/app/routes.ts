/** The header navigation (spec section 2, Header and footer). */
export const headerLinks = [
  { href: "/", label: "Home" },
  { href: "/subscribe", label: "Subscribe" },
  { href: "/report", label: "Report Missing" },
  { href: "/active-alerts", label: "Active Alerts" },
  { href: "/community", label: "Community" },
] as const;

/** The footer links: not Community. */
export const footerLinks = [
  { href: "/", label: "Home" },
  { href: "/subscribe", label: "Subscribe" },
  { href: "/report", label: "Report Missing Person" },
  { href: "/active-alerts", label: "Active Alerts" },
] as const;
