import { common } from "@shared/i18n/common.en";
import { Menu, X } from "lucide-react";
import { useState } from "react";
import { Link, useLocation } from "wouter";
import { useT } from "@/i18n/i18n";
import { useSiteConfig } from "@/lib/site-config";
import { cn } from "@/lib/utils";
import { headerLinks } from "../routes";
import { LanguagePicker } from "./LanguagePicker";

function isCurrent(location: string, href: string): boolean {
  return href === "/" ? location === "/" : location === href || location.startsWith(`${href}/`);
}

export function Header() {
  const [location] = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const { brandName } = useSiteConfig();
  const t = useT(common);

  const linkClass = (href: string) =>
    cn(
      "rounded-md px-3 py-2 text-sm font-medium",
      isCurrent(location, href) ? "bg-white text-brand-700" : "text-white hover:bg-brand-800",
    );

  return (
    <header className="bg-brand-700 text-white shadow">
      <div className="mx-auto flex max-w-7xl items-center justify-between px-4 py-3">
        <Link
          href="/"
          className="flex items-center gap-2 text-lg font-bold tracking-tight"
          data-testid="brand"
        >
          <span aria-hidden="true" className="inline-block h-3 w-3 rounded-full bg-white" />
          {brandName}
        </Link>
        <nav aria-label={t("nav.main")} className="hidden md:block">
          <ul className="flex gap-1">
            {headerLinks.map((l) => (
              <li key={l.href}>
                <Link
                  href={l.href}
                  className={linkClass(l.href)}
                  aria-current={isCurrent(location, l.href) ? "page" : undefined}
                >
                  {t(`nav.${l.label}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-1">
          <LanguagePicker />
          <button
            type="button"
            className="rounded-md p-2 hover:bg-brand-800 md:hidden"
            aria-label={menuOpen ? t("nav.closeMenu") : t("nav.openMenu")}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? (
              <X className="h-6 w-6" aria-hidden="true" />
            ) : (
              <Menu className="h-6 w-6" aria-hidden="true" />
            )}
          </button>
        </div>
      </div>
      {menuOpen && (
        <nav id="mobile-menu" aria-label={t("nav.mobile")} className="border-t border-brand-800 md:hidden">
          <ul className="flex flex-col gap-1 px-4 py-3">
            {headerLinks.map((l) => (
              <li key={l.href}>
                <Link
                  href={l.href}
                  className={cn(linkClass(l.href), "block")}
                  aria-current={isCurrent(location, l.href) ? "page" : undefined}
                  onClick={() => setMenuOpen(false)}
                >
                  {t(`nav.${l.label}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </header>
  );
}
