/** The header navigation; each label a key of the common texts' `nav`. */
export const headerLinks = [
  { href: "/", label: "home" },
  { href: "/subscribe", label: "subscribe" },
  { href: "/report", label: "reportMissing" },
  { href: "/active-alerts", label: "activeAlerts" },
  { href: "/community", label: "community" },
] as const;

/** The footer links: not Community. */
export const footerLinks = [
  { href: "/", label: "home" },
  { href: "/subscribe", label: "subscribe" },
  { href: "/report", label: "reportMissingPerson" },
  { href: "/active-alerts", label: "activeAlerts" },
] as const;
