import { manage } from "@shared/i18n/manage.en";
import { CheckCircle2, Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useT } from "@/i18n/i18n";
import { useErrorDescription } from "@/i18n/server-errors";
import { useSiteConfig } from "@/lib/site-config";
import { useDeleteMyData } from "../api/delete-my-data";

/**
 * "Delete my data" on the manage page: two clicks (mail scanners open links, and it cannot be
 * undone). The subscriber, their photo and their contact details are deleted on the server.
 */
export function DeleteMyDataCard({ token, onDeleted }: { token: string; onDeleted: () => void }) {
  const { brandName } = useSiteConfig();
  const t = useT(manage);
  const describeError = useErrorDescription();
  const mutation = useDeleteMyData(token);
  const [confirming, setConfirming] = useState(false);
  return (
    <Card className="p-6" aria-labelledby="delete-data-title" role="region">
      <h2 id="delete-data-title" className="flex items-center gap-2 text-xl font-semibold text-gray-900">
        <Trash2 className="h-5 w-5 text-red-700" aria-hidden="true" />
        {t("deleteData.title")}
      </h2>
      <p className="mt-2 text-sm text-gray-700">{t("deleteData.text", { brand: brandName })}</p>
      {mutation.isError && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {describeError(mutation.error)}
        </p>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        {confirming ? (
          <>
            <Button
              variant="destructive"
              disabled={mutation.isPending}
              onClick={() => mutation.mutate(undefined, { onSuccess: onDeleted })}
            >
              {mutation.isPending ? t("deleteData.deleting") : t("deleteData.confirm")}
            </Button>
            <Button variant="outline" disabled={mutation.isPending} onClick={() => setConfirming(false)}>
              {t("deleteData.cancel")}
            </Button>
          </>
        ) : (
          <Button variant="outline" onClick={() => setConfirming(true)}>
            {t("deleteData.title")}
          </Button>
        )}
      </div>
    </Card>
  );
}

/** What the page shows once the data is gone. */
export function DataDeletedCard() {
  const t = useT(manage);
  return (
    <Card className="p-6 text-center" role="status">
      <CheckCircle2 className="mx-auto h-12 w-12 text-green-700" aria-hidden="true" />
      <h2 className="mt-3 text-xl font-semibold text-gray-900">{t("deleteData.done")}</h2>
      <p className="mt-2 text-gray-700">{t("deleteData.doneText")}</p>
    </Card>
  );
}
