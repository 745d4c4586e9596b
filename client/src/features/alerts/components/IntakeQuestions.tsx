import { ANSWER_LABELS, INTAKE_LIMITS, YES_NO, YES_NO_UNKNOWN } from "@shared/intake";
import { memo } from "react";
import { type Control, type FieldErrors, type UseFormRegister, useWatch } from "react-hook-form";
import { RadioGroupField } from "@/components/ui/radio-group-field";
import {
  CheckboxField,
  registeredFieldProps,
  TextareaField,
  TextField,
} from "@/components/ui/registered-fields";
import type { ReportFormValues } from "./report-form-values";

// The report form's intake questions (shared/intake.ts): short, optional, in plain words. Only
// the moderators see the answers, but for the vehicle and "needs medication", which the public
// alert shows to help people recognise the person.

const yesNo = YES_NO.map((value) => ({ value, label: ANSWER_LABELS[value] }));
const yesNoUnknown = YES_NO_UNKNOWN.map((value) => ({ value, label: ANSWER_LABELS[value] }));

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
  const policeReportMade = useWatch({ control, name: "intake.policeReportMade" });
  return (
    <fieldset className="space-y-5" data-testid="intake-questions">
      <legend className="mb-2 text-lg font-semibold text-gray-900">
        A few questions that help us respond
      </legend>
      <p className="text-sm text-gray-600">
        All optional. Only our moderators see your answers, except the vehicle and whether they need
        medication: the public alert shows those to help people recognise them.
      </p>

      <div className="space-y-3">
        <TextareaField
          {...field("intake.medicalNeeds")}
          label="Medical needs or medication"
          rows={2}
          maxLength={INTAKE_LIMITS.medicalNeeds}
          placeholder="e.g. diabetes, needs insulin every morning"
        />
        <RadioGroupField
          id="report-needs-medication"
          name="intake.needsMedication"
          legend="Do they need medication?"
          options={yesNo}
          register={register}
          disabled={disabled}
        />
      </div>

      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-gray-800">Were they last seen near any of these?</legend>
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          <CheckboxField {...field("intake.nearWater")} label="Water (river, canal, trench, sea wall)" />
          <CheckboxField {...field("intake.nearBush")} label="Bush or forest" />
          <CheckboxField {...field("intake.nearMainRoad")} label="A main road" />
        </div>
      </fieldset>

      <RadioGroupField
        id="report-missing-before"
        name="intake.missingBefore"
        legend="Have they gone missing before?"
        options={yesNoUnknown}
        register={register}
        disabled={disabled}
      />

      <TextField
        {...field("intake.lastSeenWith")}
        label="Who were they last seen with?"
        autoComplete="off"
        maxLength={INTAKE_LIMITS.lastSeenWith}
        placeholder="e.g. alone, with a school friend, with an adult we do not know"
      />

      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-gray-800">A vehicle they may be in</legend>
        <div className="grid gap-3 sm:grid-cols-3">
          <TextField
            {...field("intake.vehicleMake")}
            label="Make and model"
            autoComplete="off"
            maxLength={INTAKE_LIMITS.vehicleMake}
            placeholder="e.g. Toyota Allion"
          />
          <TextField
            {...field("intake.vehicleColour")}
            label="Colour"
            autoComplete="off"
            maxLength={INTAKE_LIMITS.vehicleColour}
          />
          <TextField
            {...field("intake.vehiclePlate")}
            label="Number plate"
            autoComplete="off"
            maxLength={INTAKE_LIMITS.vehiclePlate}
            placeholder="e.g. PAA 1234"
          />
        </div>
      </fieldset>

      <RadioGroupField
        id="report-custody-order"
        name="intake.custodyOrder"
        legend="Is there a custody or protection order about them?"
        options={yesNoUnknown}
        register={register}
        disabled={disabled}
      />
      <RadioGroupField
        id="report-legal-guardian"
        name="intake.legalGuardian"
        legend="Are you their legal guardian?"
        options={yesNo}
        register={register}
        disabled={disabled}
      />

      <div className="space-y-3">
        <RadioGroupField
          id="report-police-report"
          name="intake.policeReportMade"
          legend="Have you reported this to the police?"
          options={yesNo}
          register={register}
          disabled={disabled}
        />
        {policeReportMade === "yes" && (
          <div className="grid gap-3 sm:grid-cols-3">
            <TextField
              {...field("intake.policeStation")}
              label="Police station"
              autoComplete="off"
              maxLength={INTAKE_LIMITS.policeStation}
              placeholder="e.g. Brickdam"
            />
            <TextField
              {...field("intake.policeIncidentNumber")}
              label="Incident number"
              autoComplete="off"
              maxLength={INTAKE_LIMITS.policeIncidentNumber}
            />
            <TextField
              {...field("intake.policeOfficer")}
              label="Officer's name"
              autoComplete="off"
              maxLength={INTAKE_LIMITS.policeOfficer}
            />
          </div>
        )}
      </div>
    </fieldset>
  );
});
