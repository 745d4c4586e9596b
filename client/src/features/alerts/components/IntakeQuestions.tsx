import { report } from "@shared/i18n/report.en";
import { INTAKE_LIMITS, YES_NO, YES_NO_UNKNOWN } from "@shared/intake";
import { memo, useMemo } from "react";
import { type Control, type FieldErrors, type UseFormRegister, useWatch } from "react-hook-form";
import { RadioGroupField } from "@/components/ui/radio-group-field";
import {
  CheckboxField,
  registeredFieldProps,
  TextareaField,
  TextField,
} from "@/components/ui/registered-fields";
import { useT } from "@/i18n/i18n";
import type { ReportFormValues } from "./report-form-values";

// The report form's intake questions (shared/intake.ts): short, optional, in plain words. Only
// the moderators see the answers, but for the vehicle and "needs medication", which the public
// alert shows to help people recognise the person.

/** The registered intake fields by name, and the id of each control. */
const ids = {
  "intake.medicalNeeds": "report-medical-needs",
  "intake.nearWater": "report-near-water",
  "intake.nearBush": "report-near-bush",
  "intake.nearMainRoad": "report-near-road",
  "intake.lastSeenWith": "report-last-seen-with",
  "intake.vehicleMake": "report-vehicle-make",
  "intake.vehicleColour": "report-vehicle-colour",
  "intake.vehiclePlate": "report-vehicle-plate",
  "intake.policeStation": "report-police-station",
  "intake.policeIncidentNumber": "report-police-incident",
  "intake.policeOfficer": "report-police-officer",
} as const;

export const IntakeQuestions = memo(function IntakeQuestions({
  register,
  control,
  errors,
  disabled,
}: {
  register: UseFormRegister<ReportFormValues>;
  control: Control<ReportFormValues>;
  errors: FieldErrors<ReportFormValues>;
  disabled: boolean;
}) {
  const field = registeredFieldProps({ ids, register, errors, disabled });
  const t = useT(report);
  const yesNo = useMemo(() => YES_NO.map((value) => ({ value, label: t(`intake.${value}`) })), [t]);
  const yesNoUnknown = useMemo(
    () => YES_NO_UNKNOWN.map((value) => ({ value, label: t(`intake.${value}`) })),
    [t],
  );
  const policeReportMade = useWatch({ control, name: "intake.policeReportMade" });
  return (
    <fieldset className="space-y-5" data-testid="intake-questions">
      <legend className="mb-2 text-lg font-semibold text-gray-900">{t("intake.legend")}</legend>
      <p className="text-sm text-gray-600">{t("intake.intro")}</p>

      <div className="space-y-3">
        <TextareaField
          {...field("intake.medicalNeeds")}
          label={t("intake.medical")}
          rows={2}
          maxLength={INTAKE_LIMITS.medicalNeeds}
          placeholder={t("intake.medicalPlaceholder")}
        />
        <RadioGroupField
          id="report-needs-medication"
          name="intake.needsMedication"
          legend={t("intake.needsMedication")}
          options={yesNo}
          register={register}
          disabled={disabled}
        />
      </div>

      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-gray-800">{t("intake.near")}</legend>
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          <CheckboxField {...field("intake.nearWater")} label={t("intake.water")} />
          <CheckboxField {...field("intake.nearBush")} label={t("intake.bush")} />
          <CheckboxField {...field("intake.nearMainRoad")} label={t("intake.road")} />
        </div>
      </fieldset>

      <RadioGroupField
        id="report-missing-before"
        name="intake.missingBefore"
        legend={t("intake.before")}
        options={yesNoUnknown}
        register={register}
        disabled={disabled}
      />

      <TextField
        {...field("intake.lastSeenWith")}
        label={t("intake.with")}
        autoComplete="off"
        maxLength={INTAKE_LIMITS.lastSeenWith}
        placeholder={t("intake.withPlaceholder")}
      />

      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-gray-800">{t("intake.vehicle")}</legend>
        <div className="grid gap-3 sm:grid-cols-3">
          <TextField
            {...field("intake.vehicleMake")}
            label={t("intake.make")}
            autoComplete="off"
            maxLength={INTAKE_LIMITS.vehicleMake}
            placeholder={t("intake.makePlaceholder")}
          />
          <TextField
            {...field("intake.vehicleColour")}
            label={t("intake.colour")}
            autoComplete="off"
            maxLength={INTAKE_LIMITS.vehicleColour}
          />
          <TextField
            {...field("intake.vehiclePlate")}
            label={t("intake.plate")}
            autoComplete="off"
            maxLength={INTAKE_LIMITS.vehiclePlate}
            placeholder={t("intake.platePlaceholder")}
          />
        </div>
      </fieldset>

      <RadioGroupField
        id="report-custody-order"
        name="intake.custodyOrder"
        legend={t("intake.custody")}
        options={yesNoUnknown}
        register={register}
        disabled={disabled}
      />
      <RadioGroupField
        id="report-legal-guardian"
        name="intake.legalGuardian"
        legend={t("intake.guardian")}
        options={yesNo}
        register={register}
        disabled={disabled}
      />

      <div className="space-y-3">
        <RadioGroupField
          id="report-police-report"
          name="intake.policeReportMade"
          legend={t("intake.reported")}
          options={yesNo}
          register={register}
          disabled={disabled}
        />
        {policeReportMade === "yes" && (
          <div className="grid gap-3 sm:grid-cols-3">
            <TextField
              {...field("intake.policeStation")}
              label={t("intake.station")}
              autoComplete="off"
              maxLength={INTAKE_LIMITS.policeStation}
              placeholder={t("intake.stationPlaceholder")}
            />
            <TextField
              {...field("intake.policeIncidentNumber")}
              label={t("intake.incident")}
              autoComplete="off"
              maxLength={INTAKE_LIMITS.policeIncidentNumber}
            />
            <TextField
              {...field("intake.policeOfficer")}
              label={t("intake.officer")}
              autoComplete="off"
              maxLength={INTAKE_LIMITS.policeOfficer}
            />
          </div>
        )}
      </div>
    </fieldset>
  );
});
