import { verify } from "@shared/i18n/verify.en";
import { CheckCircle2, XCircle } from "lucide-react";
import { Link } from "wouter";
import { Card } from "@/components/ui/card";
import { ErrorState, LoadingState } from "@/components/ui/states";
import { useT } from "@/i18n/i18n";
import { useErrorDescription } from "@/i18n/server-errors";
import { useVerifyCode } from "../api/verify-code";

/**
 * What we say of a code: a current appeal of ours, with its official page; or, for anything else
 * (closed, unknown, made up), one sentence and nothing more.
 */
export function VerifyAnswer({ code }: { code: string }) {
  const answer = useVerifyCode(code);
  const t = useT(verify);
  const describeError = useErrorDescription(verify.namespace);
  if (answer.isPending) return <LoadingState />;
  if (answer.isError) {
    return (
      <ErrorState
        title={t("failed")}
        message={describeError(answer.error)}
        onRetry={() => answer.refetch()}
      />
    );
  }
  const result = answer.data;
  if (!result.current) {
    return (
      <Card className="flex items-start gap-3 border-gray-300 p-5" data-testid="verify-answer" role="status">
        <XCircle className="mt-0.5 h-6 w-6 shrink-0 text-gray-700" aria-hidden="true" />
        <p className="text-lg font-semibold text-gray-900">{t("notCurrent")}</p>
      </Card>
    );
  }
  return (
    <Card className="flex items-start gap-3 border-green-700 p-5" data-testid="verify-answer" role="status">
      <CheckCircle2 className="mt-0.5 h-6 w-6 shrink-0 text-green-700" aria-hidden="true" />
      <div className="space-y-2">
        <p className="text-lg font-semibold text-gray-900">{t("current")}</p>
        <p className="text-gray-800">
          {t("codeBefore")} <span className="font-mono font-semibold">{result.code}</span> {t("codeMiddle")}{" "}
          <strong>{result.name}</strong>
          {t("codeAfter")}
        </p>
        <Link href={`/alert/${result.alertId}`} className="inline-block font-medium text-brand-700 underline">
          {t("officialPage")}
        </Link>
      </div>
    </Card>
  );
}
