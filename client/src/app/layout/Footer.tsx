import { guyanaYear } from "@shared/guyana-time";
import { common } from "@shared/i18n/common.en";
import { layout } from "@shared/i18n/layout.en";
import { whatsappJoinLink } from "@shared/site";
import { Phone } from "lucide-react";
import { Link } from "wouter";
import { FacebookIcon, InstagramIcon, TwitterIcon, WhatsAppIcon } from "@/components/ui/social-icons";
import { useT } from "@/i18n/i18n";
import { useNow } from "@/lib/render-time";
import { useSiteConfig } from "@/lib/site-config";
import { footerLinks } from "../routes";

export function Footer() {
  const site = useSiteConfig();
  const t = useT(layout);
  const tc = useT(common);
  const { brandName, emergencyPhone } = site;
  const socialLinks = [
    { label: "Facebook", Icon: FacebookIcon, href: site.facebookUrl },
    { label: "Twitter", Icon: TwitterIcon, href: site.twitterUrl },
    { label: "Instagram", Icon: InstagramIcon, href: site.instagramUrl },
    { label: "WhatsApp", Icon: WhatsAppIcon, href: whatsappJoinLink(site.whatsappBusinessNumber) },
  ];
  const year = guyanaYear(useNow());
  return (
    <footer className="mt-12 bg-gray-900 text-gray-200">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 md:grid-cols-3">
        <div>
          <p className="text-lg font-bold text-white">{brandName}</p>
          <p className="mt-2 text-sm text-gray-300">{t("footer.tagline")}</p>
        </div>
        <nav aria-label={t("footer.footerNav")}>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-gray-300">
            {t("footer.quickLinks")}
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            {footerLinks.map((l) => (
              <li key={l.href}>
                <Link href={l.href} className="hover:text-white hover:underline">
                  {tc(`nav.${l.label}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-gray-300">
            {t("footer.emergencyContact")}
          </h2>
          <p className="mt-3 flex items-center gap-2 text-lg font-semibold text-white">
            <Phone className="h-5 w-5" aria-hidden="true" />
            <a href={`tel:${emergencyPhone}`} data-testid="footer-emergency-phone">
              {emergencyPhone}
            </a>
          </p>
          <ul className="mt-4 flex gap-3" aria-label={t("footer.socialMedia")}>
            {socialLinks.map(({ label, Icon, href }) => (
              <li key={label}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={label}
                  className="inline-flex rounded-full bg-gray-800 p-2 hover:bg-gray-700"
                >
                  <Icon className="h-5 w-5" />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      {/* On a phone, room below the last line for what floats in the bottom corners (home page). */}
      <div
        className="border-t border-gray-800 py-4 text-center text-sm text-gray-300 max-sm:[body:has([data-floating-dock])_&]:pb-28"
        data-testid="copyright"
      >
        &copy; {year} {brandName}. {t("footer.rights")}
      </div>
    </footer>
  );
}
