import { COPY_CONFIRMATION_MS } from "@shared/constants";
import { homeMore } from "@shared/i18n/home-more.en";
import { contestHasEnded } from "@shared/site";
import { Check, Copy, Trophy } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { ShareLinks } from "@/components/ui/share-links";
import { toast } from "@/components/ui/use-toast";
import { useDates } from "@/i18n/dates";
import { useT } from "@/i18n/i18n";
import { siteUrl } from "@/lib/share";
import { useSiteConfig } from "@/lib/site-config";

/** Share links, a copy-link button and the referral contest (or the news that it has ended). */
export function ShareSection({ now }: { now?: Date }) {
  const site = useSiteConfig();
  const t = useT(homeMore);
  const dates = useDates();
  const [copied, setCopied] = useState(false);
  const url = siteUrl(site.publicUrl, "/");
  const ended = contestHasEnded(site.contestEndDate, now ?? new Date());
  // Shown as it is when it is not a date.
  const endDate = dates.calendarDate(site.contestEndDate) || site.contestEndDate;
  const message = site.brandName ? t("share.message", { brand: site.brandName }) : t("share.messageNoBrand");

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error("Clipboard not available");
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      toast({
        title: t("share.copyFailed"),
        description: t("share.copyFailedText"),
        variant: "destructive",
      });
    }
  };

  return (
    <section aria-labelledby="share-heading" className="bg-brand-50 py-12">
      <div className="mx-auto max-w-3xl px-4 text-center">
        <Trophy className="mx-auto h-10 w-10 text-brand-700" aria-hidden="true" />
        <h2 id="share-heading" className="mt-2 text-3xl font-bold text-gray-900">
          {ended ? t("share.spread") : t("share.win", { prize: site.contestPrize })}
        </h2>
        <div data-testid="contest-text" className="mt-3 text-gray-800">
          {ended ? (
            <>
              <p>{t("share.ended", { prize: site.contestPrize, date: endDate })}</p>
              <p className="mt-2">{t("share.keepSharing")}</p>
            </>
          ) : (
            <p>
              {t("share.contestBefore")} <strong>{site.contestPrize}</strong>.{" "}
              {t("share.contestAfter", { date: endDate })}
            </p>
          )}
        </div>

        <div className="mx-auto mt-6 flex max-w-xl gap-2">
          <label htmlFor="share-url" className="sr-only">
            {t("share.linkLabel")}
          </label>
          <input
            id="share-url"
            readOnly
            value={url}
            onFocus={(e) => e.currentTarget.select()}
            className="h-10 min-w-0 flex-1 rounded-md border border-gray-300 bg-white px-3 text-sm text-gray-900"
          />
          <Button onClick={copy} variant={copied ? "success" : "primary"} aria-live="polite">
            {copied ? (
              <Check className="h-4 w-4" aria-hidden="true" />
            ) : (
              <Copy className="h-4 w-4" aria-hidden="true" />
            )}
            {copied ? t("share.copied") : t("share.copy")}
          </Button>
        </div>

        <ShareLinks
          url={url}
          message={message}
          label={t("share.shareOn")}
          smsLabel={t("share.textMessage")}
          className="mt-6 justify-center"
        />
      </div>
    </section>
  );
}
