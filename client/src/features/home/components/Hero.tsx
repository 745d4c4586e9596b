import { home } from "@shared/i18n/home.en";
import { Bell, FileWarning } from "lucide-react";
import { Link } from "wouter";
import { useT } from "@/i18n/i18n";
import { useSiteConfig } from "@/lib/site-config";

export function Hero() {
  const { brandName } = useSiteConfig();
  const t = useT(home);
  return (
    <section
      className="bg-gradient-to-b from-brand-800 to-brand-700 text-white"
      aria-labelledby="hero-heading"
    >
      <div className="mx-auto max-w-5xl px-4 py-16 text-center sm:py-20">
        <h1 id="hero-heading" className="text-4xl font-extrabold tracking-tight sm:text-5xl">
          {t("heroTitle")}
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-red-50">
          {brandName ? t("heroIntro", { brand: brandName }) : t("heroIntroNoBrand")}
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link
            href="/subscribe"
            className="inline-flex h-12 items-center justify-center gap-2 rounded-md bg-white px-6 text-base font-medium text-brand-800 transition-colors hover:bg-red-50"
          >
            <Bell className="h-5 w-5" aria-hidden="true" />
            {t("subscribe")}
          </Link>
          <Link
            href="/report"
            className="inline-flex h-12 items-center justify-center gap-2 rounded-md border-2 border-white px-6 text-base font-medium text-white transition-colors hover:bg-brand-800"
          >
            <FileWarning className="h-5 w-5" aria-hidden="true" />
            {t("report")}
          </Link>
        </div>
      </div>
    </section>
  );
}
