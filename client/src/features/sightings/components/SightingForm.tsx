import { zodResolver } from "@hookform/resolvers/zod";
import { FUTURE_TOLERANCE_MS } from "@shared/alerts";
import { layout } from "@shared/i18n/layout.en";
import { sighting } from "@shared/i18n/sighting.en";
import { AlertTriangle } from "lucide-react";
import { useEffect, useMemo } from "react";
import { Controller, useForm } from "react-hook-form";
import { LocationPicker } from "@/components/maps/LocationPicker";
import { emptyLocation } from "@/components/maps/types";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ErrorWording, Field, fieldAria, Input, Textarea } from "@/components/ui/form-controls";
import { toast } from "@/components/ui/use-toast";
import { errorWording, type Translate, useLanguage, useT } from "@/i18n/i18n";
import { useErrorDescription } from "@/i18n/server-errors";
import { toDateTimeLocalValue } from "@/lib/datetime";
import { useTypingBeforeTakeover } from "@/lib/typed-before-takeover";
import { useCreateSighting } from "../api/create-sighting";
import {
  emptySightingForm,
  quickSightingFormSchema,
  type SightingFormValues,
  sightingFormSchema,
  toCreateSightingInput,
} from "./sighting-form-schema";

type SightingT = Translate<typeof sighting.en>;

// The two sighting forms (alert page and home dialog) differ in their rules, words and layout only.
const variants = {
  /** The alert page's form: a card with its own title, all five fields required, a map pin. */
  "alert-page": {
    schema: sightingFormSchema,
    mode: "onTouched",
    ids: "sighting",
    texts: "page",
    hasContactPlaceholder: true,
    latestTimeAheadMs: 0,
    failedText: (_t: SightingT, error: unknown, wordError: (error: unknown) => string) => wordError(error),
  },
  /** Inside the home page's dialog (which carries the title): name and contact optional, a typed place. */
  "home-dialog": {
    schema: quickSightingFormSchema,
    mode: "onSubmit",
    ids: "home-sighting",
    texts: "dialog",
    hasContactPlaceholder: false,
    latestTimeAheadMs: FUTURE_TOLERANCE_MS,
    failedText: (t: SightingT, _error: unknown, _wordError: (error: unknown) => string) =>
      t("dialog.failedText"),
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
  const t = useT(sighting);
  const tl = useT(layout);
  const describeError = useErrorDescription(sighting.namespace);
  const language = useLanguage();
  const wording = useMemo(() => errorWording(language, "sighting"), [language]);
  const w = v.texts;
  const createSighting = useCreateSighting();
  // Not useId: a form the phone renders anew in place of the server's (its part was updated before
  // it was taken over) must find the server's form, and its typed text, under the same id.
  const formId = `${v.ids}-form`;
  const methods = useForm<SightingFormValues>({
    // raw: submit gets the values as typed; toCreateSightingInput builds the payload from them.
    resolver: zodResolver(v.schema, undefined, { raw: true }),
    defaultValues: emptySightingForm(emptyLocation),
    mode: v.mode,
  });
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = methods;
  useTypingBeforeTakeover(formId, methods);
  const submitting = createSighting.isPending;

  useEffect(() => {
    onSubmittingChange?.(submitting);
    return () => onSubmittingChange?.(false);
  }, [submitting, onSubmittingChange]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const outcome = await createSighting.mutateAsync(toCreateSightingInput(alertId, values));
      // Kept on the phone without a connection: the layout shows it waiting, then sent.
      toast(
        outcome.status === "sent"
          ? { title: t(`${w}.submitted`), description: t(`${w}.submittedText`) }
          : { title: tl("savedOnPhone"), description: tl("savedSighting") },
      );
      onSubmitted();
    } catch (error) {
      toast({
        title: t(`${w}.failed`),
        description: v.failedText(t, error, describeError),
        variant: "destructive",
      });
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
      <Field id={id("name")} label={t(`${w}.nameLabel`)} required={!inDialog} error={nameError}>
        <Input
          {...fieldAria(id("name"), nameError)}
          {...register("reporterName")}
          autoComplete="name"
          disabled={submitting}
        />
      </Field>
      <Field
        id={id("contact")}
        label={t(`${w}.contactLabel`)}
        required={!inDialog}
        error={contactError}
        hint={t(`${w}.contactHint`)}
      >
        <Input
          {...fieldAria(id("contact"), contactError, true)}
          {...register("reporterContact")}
          placeholder={v.hasContactPlaceholder ? t("page.contactPlaceholder") : undefined}
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
      {submitting ? t("submitting") : t("submit")}
    </Button>
  );
  const cancel = (
    <Button variant="outline" onClick={onClose} disabled={submitting}>
      {t("cancel")}
    </Button>
  );

  const form = (
    <form
      id={formId}
      onSubmit={onSubmit}
      noValidate
      className="space-y-4"
      aria-label={inDialog ? t("formLabel") : undefined}
      aria-labelledby={inDialog ? undefined : "sighting-form-title"}
    >
      {!inDialog && (
        <>
          <h3 id="sighting-form-title" className="text-xl font-bold text-gray-900">
            {t("title")}
          </h3>
          <div
            className="flex gap-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
            role="note"
          >
            <AlertTriangle className="mt-0.5 h-5 w-5 shrink-0 text-amber-700" aria-hidden="true" />
            <p>
              <strong>{t("important")}</strong> {t("importantText")}
            </p>
          </div>
        </>
      )}

      {inDialog ? <div className="grid gap-4 sm:grid-cols-2">{reporterFields}</div> : reporterFields}
      {inDialog ? (
        <Field id={id("location")} label={t("location")} required error={typedPlaceError}>
          <Input
            {...fieldAria(id("location"), typedPlaceError)}
            {...register("location.address")}
            placeholder={t("locationPlaceholder")}
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
              label={t("location")}
              required
              value={field.value}
              onChange={(value) => field.onChange(value)}
              error={fieldState.error?.message}
              disabled={submitting}
              placeholder={t("locationPlaceholder")}
              mapHeight={180}
            />
          )}
        />
      )}
      <Field id={id("time")} label={t("time")} required error={timeError}>
        <Input
          {...fieldAria(id("time"), timeError)}
          {...register("sightingTime")}
          type="datetime-local"
          max={toDateTimeLocalValue(new Date(Date.now() + v.latestTimeAheadMs))}
          disabled={submitting}
        />
      </Field>
      <Field id={id("description")} label={t("description")} required error={descriptionError}>
        <Textarea
          {...fieldAria(id("description"), descriptionError)}
          {...register("description")}
          rows={4}
          placeholder={t(`${w}.descriptionPlaceholder`)}
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

  return <ErrorWording value={wording}>{inDialog ? form : <Card className="p-5">{form}</Card>}</ErrorWording>;
}
