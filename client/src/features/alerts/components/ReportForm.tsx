import { AGE_MAX, AGE_MIN } from "@shared/constants";
import { memo, useEffect, useState } from "react";
import { type UseFormReturn, useForm, useFormState } from "react-hook-form";
import { LocationPicker } from "@/components/maps/LocationPicker";
import { emptyLocation } from "@/components/maps/types";
import { SubmitButton } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { FieldError } from "@/components/ui/form-controls";
import { PhotoPicker } from "@/components/ui/photo-picker";
import {
  CheckboxField,
  ControlledField,
  type ControlledRenderProps,
  registeredFieldProps,
  TextareaField,
  TextField,
} from "@/components/ui/registered-fields";
import { toast } from "@/components/ui/use-toast";
import { errorDescription } from "@/lib/api-client";
import { toDateTimeLocalValue } from "@/lib/datetime";
import { lazyResolver } from "@/lib/lazy-resolver";
import { keptForLaterMessage } from "@/lib/offline-outbox";
import { useCreateAlert } from "../api/create-alert";
import { IntakeQuestions } from "./IntakeQuestions";
import { emptyReportForm, type ReportFormValues, toCreateAlertInput } from "./report-form-values";

const reportFormResolver = lazyResolver<ReportFormValues>(() =>
  import("./report-form-schema").then((rules) => rules.reportFormResolver),
);

/** The fields registered by name (the location is a Controller), and the id of each control. */
const fieldIds: Record<Exclude<keyof ReportFormValues, "lastLocation" | "intake">, string> = {
  name: "report-name",
  age: "report-age",
  description: "report-description",
  clothing: "report-clothing",
  lastSeen: "report-last-seen",
  circumstances: "report-circumstances",
  reporterName: "report-reporter-name",
  reporterRelationship: "report-relationship",
  reporterPhone: "report-phone",
  reporterEmail: "report-email",
  policeReference: "report-police-reference",
  confirmAccuracy: "report-confirm",
};

const photoTexts = {
  choose: "Choose photo",
  change: "Change photo",
  remove: "Remove photo",
  previewAlt: "Preview of the missing person",
};

/** The last known location, a controlled part (ControlledField). */
function renderLastLocation({
  field,
  error,
  disabled,
}: ControlledRenderProps<ReportFormValues, "lastLocation">) {
  return (
    <LocationPicker
      id="report-last-location"
      label="Last Known Location"
      required
      value={field.value}
      onChange={(value) => field.onChange(value)}
      error={error}
      disabled={disabled}
      placeholder="Start typing a street, village or landmark"
      hint="Choose a suggestion or tap the map to pin the exact place."
    />
  );
}

/** What a Ready card kept on the phone fills in: a new object each time it is used. */
export interface ReportPrefill {
  name: string;
  age: string;
  description: string;
  photo: string | null;
}

/**
 * The Report a Missing Person form (spec sections 2 and 5). Required fields carry an asterisk;
 * on success onSubmitted runs (the page goes to /active-alerts). A prefill (a Ready card) fills
 * the person's name, age, description and photo, keeping whatever else was typed.
 */
export function ReportForm({
  onSubmitted,
  prefill = null,
}: {
  onSubmitted: () => void;
  prefill?: ReportPrefill | null;
}) {
  // useForm renders its caller again as the form is taken over (docs/decisions/018): only this
  // wrapper; the memoised fields follow the errors through useFormState.
  const form = useForm<ReportFormValues>({
    resolver: reportFormResolver,
    defaultValues: emptyReportForm(emptyLocation),
    mode: "onTouched",
  });
  return <ReportFormFields form={form} onSubmitted={onSubmitted} prefill={prefill} />;
}

const ReportFormFields = memo(function ReportFormFields({
  form,
  onSubmitted,
  prefill,
}: {
  form: UseFormReturn<ReportFormValues>;
  onSubmitted: () => void;
  prefill: ReportPrefill | null;
}) {
  const [photo, setPhoto] = useState<string | null>(null);
  useEffect(() => {
    if (!prefill) return;
    const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
    form.setValue("name", prefill.name, options);
    form.setValue("age", prefill.age, options);
    form.setValue("description", prefill.description, options);
    setPhoto(prefill.photo);
  }, [prefill, form]);
  const createAlert = useCreateAlert();
  const { register, control, handleSubmit } = form;
  const { errors } = useFormState({ control });
  const submitting = createAlert.isPending;
  const field = registeredFieldProps({ ids: fieldIds, register, errors, disabled: submitting });

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
            <TextField
              {...field("name")}
              label="Full Name"
              required
              autoComplete="off"
              placeholder="Full name of the missing person"
            />
            <TextField
              {...field("age")}
              label="Age"
              required
              type="number"
              inputMode="numeric"
              min={AGE_MIN}
              max={AGE_MAX}
              step={1}
              placeholder="Age in years"
            />
          </div>
          <TextareaField
            {...field("description")}
            label="Physical Description"
            required
            rows={3}
            placeholder="Height, build, hair, eye colour, glasses, scars or other marks"
          />
          <TextareaField
            {...field("clothing")}
            label="Clothing Last Worn"
            required
            rows={3}
            placeholder="What they were wearing and carrying"
          />
          <ControlledField
            control={control}
            name="lastLocation"
            disabled={submitting}
            render={renderLastLocation}
          />
          <TextField
            {...field("lastSeen")}
            label="Date and Time Last Seen"
            required
            type="datetime-local"
            max={toDateTimeLocalValue(new Date())}
          />
          <TextareaField
            {...field("circumstances")}
            label="Circumstances"
            rows={3}
            placeholder="Optional: what happened, who they were with, where they might go"
          />
          <PhotoPicker
            id="report-photo"
            label="Photo"
            hint="Optional. A recent, clear photo of the face helps most."
            texts={photoTexts}
            shape="square"
            value={photo}
            onChange={setPhoto}
            disabled={submitting}
          />
        </fieldset>

        <fieldset className="space-y-4">
          <legend className="mb-2 text-lg font-semibold text-gray-900">Your Information</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField {...field("reporterName")} label="Your Name" required autoComplete="name" />
            <TextField
              {...field("reporterRelationship")}
              label="Relationship to Missing Person"
              required
              placeholder="e.g. Mother, Uncle, Teacher"
            />
            <TextField
              {...field("reporterPhone")}
              label="Phone Number"
              required
              type="tel"
              autoComplete="tel"
              placeholder="+592 600 1234"
            />
            <TextField
              {...field("reporterEmail")}
              label="Email Address"
              required
              type="email"
              autoComplete="email"
            />
          </div>
          <TextField
            {...field("policeReference")}
            label="Police report reference"
            hint="Optional. The Guyana Police Force case number or station, if you have reported it. Only moderators see it."
            autoComplete="off"
            placeholder="e.g. Brickdam station, case 2026/0412"
          />
          <p className="text-xs text-gray-600">
            Your name, relationship and phone number are shown on the public alert so people can reach you.
            Your e-mail address is only seen by the moderators.
          </p>
        </fieldset>

        <IntakeQuestions register={register} control={control} errors={errors} disabled={submitting} />

        <CheckboxField
          {...field("confirmAccuracy")}
          label="I confirm that the information in this report is accurate to the best of my knowledge."
        />

        <FieldError message={errors.root?.message} />
        <SubmitButton variant="destructive" size="lg" className="w-full" disabled={submitting}>
          {submitting ? "Submitting..." : "Submit Report"}
        </SubmitButton>
      </form>
    </Card>
  );
});
