import { AGE_MAX, AGE_MIN } from "@shared/constants";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { LocationPicker } from "@/components/maps/LocationPicker";
import { emptyLocation } from "@/components/maps/types";
import { SubmitButton } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Field, FieldError, fieldAria, Input, Textarea } from "@/components/ui/form-controls";
import { PhotoPicker } from "@/components/ui/photo-picker";
import { toast } from "@/components/ui/use-toast";
import { errorDescription } from "@/lib/api-client";
import { toDateTimeLocalValue } from "@/lib/datetime";
import { lazyResolver } from "@/lib/lazy-resolver";
import { keptForLaterMessage } from "@/lib/offline-outbox";
import { useCreateAlert } from "../api/create-alert";
import { emptyReportForm, type ReportFormValues, toCreateAlertInput } from "./report-form-values";

const reportFormResolver = lazyResolver<ReportFormValues>(() =>
  import("./report-form-schema").then((rules) => rules.reportFormResolver),
);

/**
 * The Report a Missing Person form (spec sections 2 and 5). Required fields carry an asterisk;
 * on success onSubmitted runs (the page goes to /active-alerts).
 */
export function ReportForm({ onSubmitted }: { onSubmitted: () => void }) {
  const [photo, setPhoto] = useState<string | null>(null);
  const createAlert = useCreateAlert();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<ReportFormValues>({
    resolver: reportFormResolver,
    defaultValues: emptyReportForm(emptyLocation),
    mode: "onTouched",
  });
  const submitting = createAlert.isPending;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const outcome = await createAlert.mutateAsync(toCreateAlertInput(values, photo));
      toast(
        outcome.status === "sent"
          ? {
              title: "Report submitted",
              description: "A moderator will verify your report before it is shared as an alert.",
            }
          : keptForLaterMessage("report"),
      );
      onSubmitted();
    } catch (error) {
      toast({
        title: "Error submitting report",
        description: errorDescription(error),
        variant: "destructive",
      });
    }
  });

  const text = (
    id: string,
    name: keyof ReportFormValues,
    label: string,
    props: Record<string, unknown> = {},
  ) => {
    const fieldId = `report-${id}`;
    const error = errors[name]?.message;
    return (
      <Field id={fieldId} label={label} required error={error}>
        <Input {...fieldAria(fieldId, error)} {...register(name)} disabled={submitting} {...props} />
      </Field>
    );
  };
  const textarea = (
    id: string,
    name: keyof ReportFormValues,
    label: string,
    required: boolean,
    placeholder: string,
  ) => {
    const fieldId = `report-${id}`;
    const error = errors[name]?.message;
    return (
      <Field id={fieldId} label={label} required={required} error={error}>
        <Textarea
          {...fieldAria(fieldId, error)}
          {...register(name)}
          rows={3}
          placeholder={placeholder}
          disabled={submitting}
        />
      </Field>
    );
  };

  return (
    <Card className="p-6">
      <form
        id="report"
        onSubmit={onSubmit}
        onFocus={reportFormResolver.preload}
        noValidate
        className="space-y-8"
        aria-label="Report a Missing Person"
      >
        <p className="text-sm text-gray-600">
          Fields marked with <span className="text-red-700">*</span> are required.
        </p>

        <fieldset className="space-y-4">
          <legend className="mb-2 text-lg font-semibold text-gray-900">Missing Person Information</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            {text("name", "name", "Full Name", {
              autoComplete: "off",
              placeholder: "Full name of the missing person",
            })}
            {text("age", "age", "Age", {
              type: "number",
              inputMode: "numeric",
              min: AGE_MIN,
              max: AGE_MAX,
              step: 1,
              placeholder: "Age in years",
            })}
          </div>
          {textarea(
            "description",
            "description",
            "Physical Description",
            true,
            "Height, build, hair, eye colour, glasses, scars or other marks",
          )}
          {textarea(
            "clothing",
            "clothing",
            "Clothing Last Worn",
            true,
            "What they were wearing and carrying",
          )}
          <Controller
            control={control}
            name="lastLocation"
            render={({ field, fieldState }) => (
              <LocationPicker
                id="report-last-location"
                label="Last Known Location"
                required
                value={field.value}
                onChange={(value) => field.onChange(value)}
                error={fieldState.error?.message}
                disabled={submitting}
                placeholder="Start typing a street, village or landmark"
                hint="Choose a suggestion or tap the map to pin the exact place."
              />
            )}
          />
          {text("last-seen", "lastSeen", "Date and Time Last Seen", {
            type: "datetime-local",
            max: toDateTimeLocalValue(new Date()),
          })}
          {textarea(
            "circumstances",
            "circumstances",
            "Circumstances",
            false,
            "Optional: what happened, who they were with, where they might go",
          )}
          <PhotoPicker
            id="report-photo"
            label="Photo"
            hint="Optional. A recent, clear photo of the face helps most."
            texts={{
              choose: "Choose photo",
              change: "Change photo",
              remove: "Remove photo",
              previewAlt: "Preview of the missing person",
            }}
            shape="square"
            value={photo}
            onChange={setPhoto}
            disabled={submitting}
          />
        </fieldset>

        <fieldset className="space-y-4">
          <legend className="mb-2 text-lg font-semibold text-gray-900">Your Information</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            {text("reporter-name", "reporterName", "Your Name", { autoComplete: "name" })}
            {text("relationship", "reporterRelationship", "Relationship to Missing Person", {
              placeholder: "e.g. Mother, Uncle, Teacher",
            })}
            {text("phone", "reporterPhone", "Phone Number", {
              type: "tel",
              autoComplete: "tel",
              placeholder: "+592 600 1234",
            })}
            {text("email", "reporterEmail", "Email Address", { type: "email", autoComplete: "email" })}
          </div>
          <Field
            id="report-police-reference"
            label="Police report reference"
            hint="Optional. The Guyana Police Force case number or station, if you have reported it. Only moderators see it."
            error={errors.policeReference?.message}
          >
            <Input
              {...fieldAria("report-police-reference", errors.policeReference?.message, true)}
              {...register("policeReference")}
              disabled={submitting}
              autoComplete="off"
              placeholder="e.g. Brickdam station, case 2026/0412"
            />
          </Field>
          <p className="text-xs text-gray-600">
            Your name, relationship and phone number are shown on the public alert so people can reach you.
            Your e-mail address is only seen by the moderators.
          </p>
        </fieldset>

        <Checkbox
          id="report-confirm"
          label="I confirm that the information in this report is accurate to the best of my knowledge."
          error={errors.confirmAccuracy?.message}
          disabled={submitting}
          {...register("confirmAccuracy")}
        />

        <FieldError message={errors.root?.message} />
        <SubmitButton variant="destructive" size="lg" className="w-full" disabled={submitting}>
          {submitting ? "Submitting..." : "Submit Report"}
        </SubmitButton>
      </form>
    </Card>
  );
}
