import { type LucideIcon, MessageSquare } from "lucide-react";
import { buttonClasses } from "@/components/ui/button";
import { FacebookIcon, TwitterIcon, WhatsAppIcon } from "@/components/ui/social-icons";
import { type ShareLink, shareLinks } from "@/lib/share";
import { cn } from "@/lib/utils";

const brandIcons = { facebook: FacebookIcon, twitter: TwitterIcon, whatsapp: WhatsAppIcon } as const;

/**
 * Share buttons for a URL and a message: Facebook, Twitter, WhatsApp and a text message (lib/share).
 * Social sites open in a new tab; the sms: link goes to the phone's messaging app.
 */
export function ShareLinks({
  url,
  message,
  size = "md",
  smsIcon: SmsIcon = MessageSquare,
  className,
  label,
  smsLabel,
}: {
  url: string;
  message: string;
  size?: "sm" | "md";
  smsIcon?: LucideIcon;
  className?: string;
  /** The list's accessible name. */
  label?: string;
  /** The text-message link's words in the page's language. */
  smsLabel?: string;
}) {
  const icon = (kind: ShareLink["kind"]) => (kind === "sms" ? SmsIcon : brandIcons[kind]);
  return (
    <ul className={cn("flex flex-wrap gap-2", className)} aria-label={label}>
      {shareLinks(url, message).map((link) => {
        const Icon = icon(link.kind);
        return (
          <li key={link.kind}>
            <a
              href={link.href}
              target={link.kind === "sms" ? undefined : "_blank"}
              rel="noopener noreferrer"
              className={buttonClasses("outline", size)}
            >
              <Icon className="h-4 w-4" aria-hidden="true" />
              {link.kind === "sms" && smsLabel ? smsLabel : link.label}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
