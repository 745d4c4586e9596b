import { zodResolver } from "@hookform/resolvers/zod";
import { FUTURE_TOLERANCE_MS } from "@shared/alerts";
import { AlertTriangle } from "lucide-react";
import { useEffect } from "react";
import { Controller, useForm } from "react-hook-form";
import { LocationPicker } from "@/components/maps/LocationPicker";
import { emptyLocation } from "@/components/maps/types";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Field, fieldAria, Input, Textarea } from "@/components/ui/form-controls";
import { toast } from "@/components/ui/use-toast";
import { errorDescription } from "@/lib/api-client";
import { toDateTimeLocalValue } from "@/lib/datetime";
import { keptForLaterMessage } from "@/lib/offline-outbox";
import { useCreateSighting } from "../api/create-sighting";
import {
  emptySightingForm,
  quickSightingFormSchema,
  type SightingFormValues,
  sightingFormSchema,
  toCreateSightingInput,
} from "./sighting-form-schema";

// The spec's two sighting forms (sections 2 and 5) differ in their rules, words and layout only.
const variants = {
  /** The alert page's form: a card with its own title, all five fields required, a map pin. */
  "alert-page": {
    schema: sightingFormSchema,
    mode: "onTouched",
    ids: "sighting",
    nameLabel: "Your Name",
    contactLabel: "Contact Information",
    contactHint: "Phone or e-mail. Only the moderators see it.",
    contactPlaceholder: "Phone number or e-mail address",
    descriptionPlaceholder: "What did you see? Who was the person with, which way were they going?",
    latestTimeAheadMs: 0,
    submitted: {
      title: "Sighting report submitted",
      description: "Thank you for your report. It will help in the search efforts.",
    },
    failed: (error: unknown) => ({
      title: "Error submitting sighting",
      description: errorDescription(error),
    }),
  },
  /** Inside the home page's dialog (which carries the title): name and contact optional, a typed place. */
  "home-dialog": {
    schema: quickSightingFormSchema,
    mode: "onSubmit",
    ids: "home-sighting",
    nameLabel: "Your Name (optional)",
    contactLabel: "Contact Information (optional)",
    contactHint: "Phone or e-mail. Only moderators see it.",
    contactPlaceholder: undefined,
    descriptionPlaceholder: "What did you see? Clothing, who they were with, direction of travel...",
    latestTimeAheadMs: FUTURE_TOLERANCE_MS,
    submitted: {
      title: "Sighting reported",
      description:
        "Thank you for reporting this sighting. Your information is critical in helping find the missing person.",
    },
    failed: (_error: unknown) => ({
      title: "Error reporting sighting",
      description: "There was an error reporting the sighting. Please try again.",
    }),
  },
} as const;

export type SightingFormVariant = keyof typeof variants;

/** 'Report a Sighting': on the alert page, or (variant "home-dialog") inside the home page's dialog. */
export function SightingForm({
  alertId,
  variant = "alert-page",
  onClose,
  onSubmitted,
  onSubmittingChange,
}: {
  alertId: number;
  variant?: SightingFormVariant;
  onClose: () => void;
  onSubmitted: () => void;
  /** Told while the report is being sent (a dialog stays open meanwhile). */
  onSubmittingChange?: (submitting: boolean) => void;
}) {
  const v = variants[variant];
  const inDialog = variant === "home-dialog";
  const createSighting = useCreateSighting();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<SightingFormValues>({
    // raw: submit gets the values as typed; toCreateSightingInput builds the payload from them.
    resolver: zodResolver(v.schema, undefined, { raw: true }),
    defaultValues: emptySightingForm(emptyLocation),
    mode: v.mode,
  });
  const submitting = createSighting.isPending;

  useEffect(() => {
    onSubmittingChange?.(submitting);
    return () => onSubmittingChange?.(false);
  }, [submitting, onSubmittingChange]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const outcome = await createSighting.mutateAsync(toCreateSightingInput(alertId, values));
      // Kept on the phone without a connection: the layout shows it waiting, then sent.
      toast(outcome.status === "sent" ? v.submitted : keptForLaterMessage("sighting"));
      onSubmitted();
    } catch (error) {
      toast({ ...v.failed(error), variant: "destructive" });
    }
  });

  const id = (field: string) => `${v.ids}-${field}`;
  const nameError = errors.reporterName?.message;
  const contactError = errors.reporterContact?.message;
  const typedPlaceError = errors.location?.address?.message;
  const timeError = errors.sightingTime?.message;
  const descriptionError = errors.description?.message;

  const reporterFields = (
    <>
      <Field id={id("name")} label={v.nameLabel} required={!inDialog} error={nameError}>
        <Input
          {...fieldAria(id("name"), nameError)}
          {...register("reporterName")}
          autoComplete="name"
          disabled={submitting}
        />
      </Field>
      <Field
        id={id("contact")}
        label={v.contactLabel}
        required={!inDialog}
        error={contactError}
        hint={v.contactHint}
      >
        <Input
          {...fieldAria(id("contact"), contactError, true)}
          {...register("reporterContact")}
          placeholder={v.contactPlaceholder}
          disabled={submitting}
        />
      </Field>
    </>
  );

  const submit = (
    <Button
      type="submit"
      variant={inDialog ? "primary" : "destructive"}
      className={inDialog ? undefined : "flex-1"}
      disabled={submitting}
    >
      {submitting ? "Submitting..." : "Submit Sighting Report"}
    </Button>
  );
  const cancel = (
    <Button variant="outline" onClick={onClose} disabled={submitting}>
      Cancel
    </Button>
  );

  const form = (
    <form
      onSubmit={onSubmit}
      noValidate
      className="space-y-4"
      aria-label={inDialog ? "Report a sighting" : undefined}
      aria-labelledby={inDialog ? undefined : "sighting-form-title"}
    >
      {!inDialog && (
        <>
          <h3 id="sighting-form-title" className="text-xl font-bold text-gray-900">
            Report a Sighting
          </h3>
          <div
            className="flex gap-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
            role="note"
          >
            <AlertTriangle className="mt-0.5 h-5 w-5 shrink-0 text-amber-700" aria-hidden="true" />
            <p>
              <strong>Important:</strong> Please be as accurate as possible. Report only what you saw
              yourself, with the exact place and time. A false report can send searchers the wrong way.
            </p>
          </div>
        </>
      )}

      {inDialog ? <div className="grid gap-4 sm:grid-cols-2">{reporterFields}</div> : reporterFields}
      {inDialog ? (
        <Field id={id("location")} label="Sighting Location" required error={typedPlaceError}>
          <Input
            {...fieldAria(id("location"), typedPlaceError)}
            {...register("location.address")}
            placeholder="Where did you see the person?"
            disabled={submitting}
          />
        </Field>
      ) : (
        <Controller
          control={control}
          name="location"
          render={({ field, fieldState }) => (
            <LocationPicker
              id={id("location")}
              label="Sighting Location"
              required
              value={field.value}
              onChange={(value) => field.onChange(value)}
              error={fieldState.error?.message}
              disabled={submitting}
              placeholder="Where did you see the person?"
              mapHeight={180}
            />
          )}
        />
      )}
      <Field id={id("time")} label="Date and Time of Sighting" required error={timeError}>
        <Input
          {...fieldAria(id("time"), timeError)}
          {...register("sightingTime")}
          type="datetime-local"
          max={toDateTimeLocalValue(new Date(Date.now() + v.latestTimeAheadMs))}
          disabled={submitting}
        />
      </Field>
      <Field id={id("description")} label="Description of Sighting" required error={descriptionError}>
        <Textarea
          {...fieldAria(id("description"), descriptionError)}
          {...register("description")}
          rows={4}
          placeholder={v.descriptionPlaceholder}
          disabled={submitting}
        />
      </Field>

      <div className={inDialog ? "flex justify-end gap-2" : "flex flex-wrap gap-2"}>
        {inDialog ? (
          <>
            {cancel}
            {submit}
          </>
        ) : (
          <>
            {submit}
            {cancel}
          </>
        )}
      </div>
    </form>
  );

  return inDialog ? form : <Card className="p-5">{form}</Card>;
}
