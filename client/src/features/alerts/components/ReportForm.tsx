import { AGE_MAX, AGE_MIN } from "@shared/constants";
import { layout } from "@shared/i18n/layout.en";
import { report } from "@shared/i18n/report.en";
import { memo, useEffect, useMemo, useState } from "react";
import { type UseFormReturn, useForm, useFormState } from "react-hook-form";
import { LocationPicker } from "@/components/maps/LocationPicker";
import { emptyLocation } from "@/components/maps/types";
import { SubmitButton } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ErrorWording, FieldError } from "@/components/ui/form-controls";
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
import { errorWording, useLanguage, useT } from "@/i18n/i18n";
import { useErrorDescription } from "@/i18n/server-errors";
import { toDateTimeLocalValue } from "@/lib/datetime";
import { lazyResolver } from "@/lib/lazy-resolver";
import { useTypingBeforeTakeover } from "@/lib/typed-before-takeover";
import { useCreateAlert } from "../api/create-alert";
import { IntakeQuestions } from "./IntakeQuestions";
import { emptyReportForm, type ReportFormValues, toCreateAlertInput } from "./report-form-values";

/** The form's element id (a link to #report lands on it). */
const REPORT_FORM_ID = "report";

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

/** The last known location, a controlled part (ControlledField). */
function LastLocation({ field, error, disabled }: ControlledRenderProps<ReportFormValues, "lastLocation">) {
  const t = useT(report);
  return (
    <LocationPicker
      id="report-last-location"
      label={t("location")}
      required
      value={field.value}
      onChange={(value) => field.onChange(value)}
      error={error}
      disabled={disabled}
      placeholder={t("locationPlaceholder")}
      hint={t("locationHint")}
    />
  );
}

function renderLastLocation(props: ControlledRenderProps<ReportFormValues, "lastLocation">) {
  return <LastLocation {...props} />;
}

/** What a Ready card kept on the phone fills in: a new object each time it is used. */
export interface ReportPrefill {
  name: string;
  age: string;
  description: string;
  photo: string | null;
}

/**
 * The Report a Missing Person form. Required fields carry an asterisk;
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
  useTypingBeforeTakeover(REPORT_FORM_ID, form);
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
  const t = useT(report);
  const tl = useT(layout);
  const describeError = useErrorDescription(report.namespace);
  const language = useLanguage();
  const wording = useMemo(() => errorWording(language, "report"), [language]);
  const photoTexts = useMemo(
    () => ({
      choose: t("photoChoose"),
      change: t("photoChange"),
      remove: t("photoRemove"),
      previewAlt: t("photoPreview"),
    }),
    [t],
  );
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
          ? { title: t("submitted"), description: t("submittedText") }
          : { title: tl("savedOnPhone"), description: tl("savedReport") },
      );
      onSubmitted();
    } catch (error) {
      toast({
        title: t("failed"),
        description: describeError(error),
        variant: "destructive",
      });
    }
  });

  return (
    <ErrorWording value={wording}>
      <Card className="p-6">
        <form
          id={REPORT_FORM_ID}
          onSubmit={onSubmit}
          onFocus={reportFormResolver.preload}
          noValidate
          className="space-y-8"
          aria-label={t("formLabel")}
        >
          <p className="text-sm text-gray-600">{t("requiredNote", { star: "*" })}</p>

          <fieldset className="space-y-4">
            <legend className="mb-2 text-lg font-semibold text-gray-900">{t("personLegend")}</legend>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                {...field("name")}
                label={t("name")}
                required
                autoComplete="off"
                placeholder={t("namePlaceholder")}
              />
              <TextField
                {...field("age")}
                label={t("age")}
                required
                type="number"
                inputMode="numeric"
                min={AGE_MIN}
                max={AGE_MAX}
                step={1}
                placeholder={t("agePlaceholder")}
              />
            </div>
            <TextareaField
              {...field("description")}
              label={t("description")}
              required
              rows={3}
              placeholder={t("descriptionPlaceholder")}
            />
            <TextareaField
              {...field("clothing")}
              label={t("clothing")}
              required
              rows={3}
              placeholder={t("clothingPlaceholder")}
            />
            <ControlledField
              control={control}
              name="lastLocation"
              disabled={submitting}
              render={renderLastLocation}
            />
            <TextField
              {...field("lastSeen")}
              label={t("lastSeen")}
              required
              type="datetime-local"
              max={toDateTimeLocalValue(new Date())}
            />
            <TextareaField
              {...field("circumstances")}
              label={t("circumstances")}
              rows={3}
              placeholder={t("circumstancesPlaceholder")}
            />
            <PhotoPicker
              id="report-photo"
              label={t("photo")}
              hint={t("photoHint")}
              texts={photoTexts}
              shape="square"
              value={photo}
              onChange={setPhoto}
              disabled={submitting}
            />
          </fieldset>

          <fieldset className="space-y-4">
            <legend className="mb-2 text-lg font-semibold text-gray-900">{t("youLegend")}</legend>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField {...field("reporterName")} label={t("reporterName")} required autoComplete="name" />
              <TextField
                {...field("reporterRelationship")}
                label={t("relationship")}
                required
                placeholder={t("relationshipPlaceholder")}
              />
              <TextField
                {...field("reporterPhone")}
                label={t("phone")}
                required
                type="tel"
                autoComplete="tel"
                placeholder="+592 600 1234"
              />
              <TextField
                {...field("reporterEmail")}
                label={t("email")}
                required
                type="email"
                autoComplete="email"
              />
            </div>
            <TextField
              {...field("policeReference")}
              label={t("police")}
              hint={t("policeHint")}
              autoComplete="off"
              placeholder={t("policePlaceholder")}
            />
            <p className="text-xs text-gray-600">{t("shownNote")}</p>
          </fieldset>

          <IntakeQuestions register={register} control={control} errors={errors} disabled={submitting} />

          <CheckboxField {...field("confirmAccuracy")} label={t("confirm")} />

          <FieldError message={errors.root?.message} />
          <SubmitButton variant="destructive" size="lg" className="w-full" disabled={submitting}>
            {submitting ? t("submitting") : t("submit")}
          </SubmitButton>
        </form>
      </Card>
    </ErrorWording>
  );
});
