import { verify } from "@shared/i18n/verify.en";
import { verifyPageCode, verifyPagePath } from "@shared/verify";
import { Redirect, useLocation, useSearch } from "wouter";
import { HydrateWhen } from "@/components/ui/hydrate-when";
import { VerifyAnswer } from "@/features/verify/components/VerifyAnswer";
import { VerifyCodeForm } from "@/features/verify/components/VerifyCodeForm";
import { useT } from "@/i18n/i18n";
import { useSiteConfig } from "@/lib/site-config";
import { PageShell } from "./PageShell";

/**
 * "Is this alert real?" (/verify and /verify/{code}): type the code printed on an alert, card or
 * poster; the answer says whether it is a current appeal of ours and nothing else.
 */
export default function VerifyPage() {
  const [path] = useLocation();
  const typed = new URLSearchParams(useSearch()).get("code")?.trim();
  const { brandName } = useSiteConfig();
  const t = useT(verify);
  const code = verifyPageCode(path);
  // The form sent before the page's code ran (/verify?code=...): the code's own page.
  if (!code && typed) return <Redirect to={verifyPagePath(typed)} replace />;
  return (
    <PageShell title={t("title")}>
      <p className="mb-6 max-w-3xl text-gray-700">{t("intro", { brand: brandName })}</p>
      <div className="space-y-6">
        {code && <VerifyAnswer code={code} />}
        <HydrateWhen trigger="interaction">
          <VerifyCodeForm key={code ?? ""} label={code ? t("another") : t("code")} />
        </HydrateWhen>
      </div>
    </PageShell>
  );
}
