import { zodResolver } from "@hookform/resolvers/zod";
import { PROBLEM_REASON_LABELS, PROBLEM_REASONS, problemReportFields } from "@shared/problem-reports";
import { CheckCircle2 } from "lucide-react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { Field, fieldAria, Input, Textarea } from "@/components/ui/form-controls";
import { errorDescription } from "@/lib/api-client";
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
      <DialogContent
        title="Report a problem with this alert"
        description="Our staff read every report and can take an alert down at once. Only staff see what you write here."
      >
        {file.isSuccess ? (
          <div role="status" className="space-y-4">
            <p className="flex items-start gap-2 text-gray-900">
              <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-green-700" aria-hidden="true" />
              <span>
                <strong>Thank you, your report has been sent.</strong> A member of our staff will look at it
                and contact you.
              </span>
            </p>
            <div className="flex justify-end">
              <Button onClick={close}>Done</Button>
            </div>
          </div>
        ) : (
          <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Report a problem">
            <fieldset
              className="space-y-2"
              aria-describedby={reasonError ? "problem-reason-error" : undefined}
              aria-invalid={reasonError ? true : undefined}
            >
              <legend className="text-sm font-medium text-gray-800">
                What is the problem?
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
                  {PROBLEM_REASON_LABELS[reason]}
                </label>
              ))}
              {reasonError && (
                <p id="problem-reason-error" role="alert" className="text-sm text-red-700">
                  {reasonError}
                </p>
              )}
            </fieldset>
            <Field
              id="problem-contact"
              label="Your phone number or e-mail"
              required
              error={contactError}
              hint="So our staff can answer you. Never shown on the site."
            >
              <Input
                {...fieldAria("problem-contact", contactError, true)}
                {...register("contact")}
                autoComplete="email"
                disabled={submitting}
              />
            </Field>
            <Field id="problem-message" label="Message" required error={messageError}>
              <Textarea
                {...fieldAria("problem-message", messageError)}
                {...register("message")}
                rows={4}
                placeholder="Tell us what is wrong with this alert."
                disabled={submitting}
              />
            </Field>
            {file.isError && (
              <p role="alert" className="text-sm text-red-700">
                Your report could not be sent. {errorDescription(file.error)}
              </p>
            )}
            <div className="flex flex-wrap justify-end gap-2">
              <Button variant="outline" onClick={close} disabled={submitting}>
                Cancel
              </Button>
              <Button type="submit" disabled={submitting}>
                {submitting ? "Sending..." : "Send report"}
              </Button>
            </div>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
