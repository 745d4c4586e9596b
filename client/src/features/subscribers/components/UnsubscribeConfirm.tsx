import { manage } from "@shared/i18n/manage.en";
import { UNSUBSCRIBE_TOKEN_PATTERN } from "@shared/subscribers";
import { BellOff, CheckCircle2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useT } from "@/i18n/i18n";
import { useErrorDescription } from "@/i18n/server-errors";
import { ApiError } from "@/lib/api-client";
import { useSiteConfig } from "@/lib/site-config";
import { useUnsubscribe } from "../api/unsubscribe";

/**
 * The page behind the link in every notification. It asks for one click rather than acting on
 * load, because mail scanners open links in messages before the person does.
 */
export function UnsubscribeConfirm({ token }: { token: string }) {
  const { brandName } = useSiteConfig();
  const t = useT(manage);
  const describeError = useErrorDescription();
  const mutation = useUnsubscribe();
  const wellFormed = UNSUBSCRIBE_TOKEN_PATTERN.test(token);

  if (mutation.isSuccess) {
    return (
      <Card className="p-6 text-center" role="status">
        <CheckCircle2 className="mx-auto h-12 w-12 text-green-700" aria-hidden="true" />
        <h2 className="mt-3 text-xl font-semibold text-gray-900">{t("unsubscribe.done")}</h2>
        <p className="mt-2 text-gray-700">{t("unsubscribe.doneText", { brand: brandName })}</p>
      </Card>
    );
  }

  const invalid =
    !wellFormed ||
    (mutation.error instanceof ApiError && (mutation.error.status === 404 || mutation.error.status === 400));
  if (invalid) return <InvalidLinkCard />;

  return (
    <Card className="p-6 text-center">
      <BellOff className="mx-auto h-12 w-12 text-brand-700" aria-hidden="true" />
      <h2 className="mt-3 text-xl font-semibold text-gray-900">{t("unsubscribe.confirm")}</h2>
      <p className="mt-2 text-gray-700">{t("unsubscribe.confirmText", { brand: brandName })}</p>
      {mutation.isError && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {describeError(mutation.error)}
        </p>
      )}
      <Button
        variant="destructive"
        className="mt-4"
        disabled={mutation.isPending}
        onClick={() => mutation.mutate(token)}
      >
        {mutation.isPending ? t("processing") : t("unsubscribe.button")}
      </Button>
    </Card>
  );
}

/** An unknown, malformed or incomplete link. */
export function InvalidLinkCard() {
  const t = useT(manage);
  return (
    <Card className="p-6 text-center" role="alert">
      <h2 className="text-xl font-semibold text-gray-900">{t("unsubscribe.invalid")}</h2>
      <p className="mt-2 text-gray-700">{t("unsubscribe.invalidText")}</p>
    </Card>
  );
}
