import type { PublicAlert } from "@shared/alerts";
import { alertMore } from "@shared/i18n/alert-more.en";
import { verifyPagePath, verifySiteAddress } from "@shared/verify";
import { ShieldCheck } from "lucide-react";
import { Link } from "wouter";
import { useT } from "@/i18n/i18n";
import { useSiteConfig } from "@/lib/site-config";

/**
 * "Verify this alert at example.gy/verify — code ABC123", as on the card and poster: how someone
 * sent a copy can tell it from ours. Only while the appeal is current.
 */
export function VerifyCodeNote({
  alert,
}: {
  alert: Pick<PublicAlert, "verifyCode" | "isActive" | "isVerified">;
}) {
  const { publicUrl } = useSiteConfig();
  const t = useT(alertMore);
  if (!alert.verifyCode || !alert.isActive || !alert.isVerified) return null;
  return (
    <p className="mt-4 flex items-start gap-2 text-sm text-gray-700" data-testid="alert-verify-code">
      <ShieldCheck className="mt-0.5 h-4 w-4 shrink-0 text-green-700" aria-hidden="true" />
      <span>
        {t("verifyBefore")}{" "}
        <Link href={verifyPagePath(alert.verifyCode)} className="font-medium text-brand-700 underline">
          {verifySiteAddress(publicUrl)}
        </Link>{" "}
        {t("verifyCode")} <span className="font-mono font-semibold tracking-wider">{alert.verifyCode}</span>
      </span>
    </p>
  );
}
