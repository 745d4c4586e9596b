import { zodResolver } from "@hookform/resolvers/zod";
import { alertMore } from "@shared/i18n/alert-more.en";
import { PROBLEM_REASONS, problemReportFields } from "@shared/problem-reports";
import { CheckCircle2 } from "lucide-react";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { ErrorWording, Field, fieldAria, Input, Textarea } from "@/components/ui/form-controls";
import { errorWording, useLanguage, useT } from "@/i18n/i18n";
import { useErrorDescription } from "@/i18n/server-errors";
import { formTooLong } from "@/lib/form-fields";
import { useFileProblemReport } from "../api/problem-reports";

// "Report a problem with this alert": the rules are shared/problem-reports.ts (the server parses
// the same ones), worded for the person typing. Loaded only when the dialog is first opened.

const formSchema = z.object(problemReportFields(formTooLong));
type FormValues = { reason: string; contact: string; message: string };

export function ProblemReportDialog({
  alertId,
  open,
  onOpenChange,
}: {
  alertId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const file = useFileProblemReport(alertId);
  const t = useT(alertMore);
  const describeError = useErrorDescription(alertMore.namespace);
  const language = useLanguage();
  const word = useMemo(() => errorWording(language, "alertMore"), [language]);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<FormValues>({
    resolver: zodResolver(formSchema, undefined, { raw: true }) as never,
    defaultValues: { reason: "", contact: "", message: "" },
    mode: "onTouched",
  });
  const submitting = file.isPending;
  const close = () => {
    onOpenChange(false);
    // A second report starts from an empty form.
    if (file.isSuccess) {
      file.reset();
      reset();
    }
  };
  const onSubmit = handleSubmit((values) => {
    file.mutate({ reason: values.reason as never, contact: values.contact, message: values.message });
  });

  const reasonError = errors.reason?.message;
  const contactError = errors.contact?.message;
  const messageError = errors.message?.message;

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : !submitting && close())}>
      <DialogContent title={t("problem.title")} description={t("problem.description")}>
        <ErrorWording value={word}>
          {file.isSuccess ? (
            <div role="status" className="space-y-4">
              <p className="flex items-start gap-2 text-gray-900">
                <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-green-700" aria-hidden="true" />
                <span>
                  <strong>{t("problem.sentStrong")}</strong> {t("problem.sentText")}
                </span>
              </p>
              <div className="flex justify-end">
                <Button onClick={close}>{t("problem.done")}</Button>
              </div>
            </div>
          ) : (
            <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={t("problem.formLabel")}>
              <fieldset
                className="space-y-2"
                aria-describedby={reasonError ? "problem-reason-error" : undefined}
                aria-invalid={reasonError ? true : undefined}
              >
                <legend className="text-sm font-medium text-gray-800">
                  {t("problem.what")}
                  <span className="ml-0.5 text-red-700" aria-hidden="true">
                    *
                  </span>
                </legend>
                {PROBLEM_REASONS.map((reason) => (
                  <label key={reason} className="flex items-center gap-2 text-sm text-gray-900">
                    <input
                      type="radio"
                      value={reason}
                      {...register("reason")}
                      disabled={submitting}
                      className="h-4 w-4 accent-brand-700"
                    />
                    {t(`problem.reasons.${reason}`)}
                  </label>
                ))}
                {reasonError && (
                  <p id="problem-reason-error" role="alert" className="text-sm text-red-700">
                    {word(reasonError)}
                  </p>
                )}
              </fieldset>
              <Field
                id="problem-contact"
                label={t("problem.contact")}
                required
                error={contactError}
                hint={t("problem.contactHint")}
              >
                <Input
                  {...fieldAria("problem-contact", contactError, true)}
                  {...register("contact")}
                  autoComplete="email"
                  disabled={submitting}
                />
              </Field>
              <Field id="problem-message" label={t("problem.message")} required error={messageError}>
                <Textarea
                  {...fieldAria("problem-message", messageError)}
                  {...register("message")}
                  rows={4}
                  placeholder={t("problem.messagePlaceholder")}
                  disabled={submitting}
                />
              </Field>
              {file.isError && (
                <p role="alert" className="text-sm text-red-700">
                  {t("problem.failed")} {describeError(file.error)}
                </p>
              )}
              <div className="flex flex-wrap justify-end gap-2">
                <Button variant="outline" onClick={close} disabled={submitting}>
                  {t("problem.cancel")}
                </Button>
                <Button type="submit" disabled={submitting}>
                  {submitting ? t("problem.sending") : t("problem.send")}
                </Button>
              </div>
            </form>
          )}
        </ErrorWording>
      </DialogContent>
    </Dialog>
  );
}
