import { verifyPageCode, verifyPagePath } from "@shared/verify";
import { Redirect, useLocation, useSearch } from "wouter";
import { HydrateWhen } from "@/components/ui/hydrate-when";
import { VerifyAnswer } from "@/features/verify/components/VerifyAnswer";
import { VerifyCodeForm } from "@/features/verify/components/VerifyCodeForm";
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
  const code = verifyPageCode(path);
  // The form sent before the page's code ran (/verify?code=...): the code's own page.
  if (!code && typed) return <Redirect to={verifyPagePath(typed)} replace />;
  return (
    <PageShell title="Is this alert real?">
      <p className="mb-6 max-w-3xl text-gray-700">
        Every {brandName} alert, card and poster carries a six-character code. Type it here to check that the
        appeal is ours and still current. Only share alerts you can check here.
      </p>
      <div className="space-y-6">
        {code && <VerifyAnswer code={code} />}
        <HydrateWhen trigger="interaction">
          <VerifyCodeForm key={code ?? ""} label={code ? "Check another code" : "Code from the alert"} />
        </HydrateWhen>
      </div>
    </PageShell>
  );
}
