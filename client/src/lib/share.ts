// Share links: to social sites, WhatsApp and an sms: link.
// Rendered by components/ui/share-links.tsx (the home share section, the supporter pop-up).

export interface ShareLink {
  label: string;
  href: string;
  kind: "facebook" | "twitter" | "whatsapp" | "sms";
}

export function shareLinks(url: string, message: string): ShareLink[] {
  const text = `${message} ${url}`;
  return [
    {
      kind: "facebook",
      label: "Facebook",
      href: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
    },
    {
      kind: "twitter",
      label: "Twitter",
      href: `https://twitter.com/intent/tweet?text=${encodeURIComponent(message)}&url=${encodeURIComponent(url)}`,
    },
    { kind: "whatsapp", label: "WhatsApp", href: `https://wa.me/?text=${encodeURIComponent(text)}` },
    { kind: "sms", label: "Text message", href: smsLink("", text) },
  ];
}

/** An sms: link (RFC 5724) to a number, or to no one when the number is empty, with a prefilled body. */
export function smsLink(phone: string, body: string): string {
  return `sms:${phone}?body=${encodeURIComponent(body)}`;
}

/** The site's public address: the configured URL, else where this page is served from. */
export function siteUrl(publicUrl: string, path = "/"): string {
  const origin = publicUrl || (typeof window !== "undefined" ? window.location.origin : "");
  return `${origin.replace(/\/$/, "")}${path}`;
}
