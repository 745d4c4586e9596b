import { home } from "@shared/i18n/home.en";
import { whatsappJoinLink } from "@shared/site";
import { WhatsAppIcon } from "@/components/ui/social-icons";
import { useT } from "@/i18n/i18n";
import { useSiteConfig } from "@/lib/site-config";

/**
 * Bottom-right: opens WhatsApp with 'join' addressed to the configured business number. On a phone
 * the footer reserves room below its last line (Footer.tsx), so the button never hides content.
 */
export function WhatsAppButton() {
  const { whatsappBusinessNumber } = useSiteConfig();
  const t = useT(home);
  if (!whatsappBusinessNumber) return null;
  return (
    <a
      href={whatsappJoinLink(whatsappBusinessNumber)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t("whatsapp")}
      data-testid="whatsapp-button"
      data-floating-dock=""
      className="fixed bottom-3 right-3 z-40 sm:bottom-4 sm:right-4 flex h-14 w-14 items-center justify-center rounded-full bg-green-700 text-white shadow-lg hover:bg-green-800"
    >
      <WhatsAppIcon className="h-7 w-7" />
    </a>
  );
}
