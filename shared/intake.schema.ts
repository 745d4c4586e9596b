import { z } from "zod";
import {
  EMPTY_INTAKE,
  INTAKE_LIMITS,
  type IntakeAnswers,
  type IntakeTextField,
  isEmptyIntake,
  POLICE_CONFIRMATION_LIMITS,
  type PoliceConfirmation,
  YES_NO,
  YES_NO_UNKNOWN,
} from "./intake";

// The zod side of shared/intake.ts: the report's intake answers (POST /api/alerts `intake`) and
// a police confirmation's body. The API words a rule after the field's name; the report form
// words it for the person typing (tooLong).

type TooLong = (max: number) => string;
const apiTooLong: TooLong = (max) => `must be at most ${max} characters`;

/** Optional text: trimmed, at most `max` characters; empty or absent becomes null. */
const optionalText = (max: number, tooLong: TooLong) =>
  z
    .string({ error: "must be text" })
    .trim()
    .max(max, { error: tooLong(max) })
    .nullish()
    .transform((v) => (v ? v : null));

const answer = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .enum(values, { error: `must be one of ${values.join(", ")}` })
    .nullish()
    .transform((v) => v ?? null);

const flag = z
  .boolean({ error: "must be true or false" })
  .nullish()
  .transform((v) => v === true);

/** The text answers' rules, worded by `tooLong` (the report form checks each one as typed). */
export function intakeTextFields(tooLong: TooLong = apiTooLong) {
  const fields = {} as Record<IntakeTextField, ReturnType<typeof optionalText>>;
  for (const [key, max] of Object.entries(INTAKE_LIMITS))
    fields[key as IntakeTextField] = optionalText(max, tooLong);
  return fields;
}

/**
 * POST /api/alerts `intake`: every answer optional; unknown keys are refused. Parses to the
 * stored shape, or null when nothing was answered.
 */
export const intakeInputSchema = z
  .strictObject({
    ...intakeTextFields(),
    needsMedication: answer(YES_NO),
    nearWater: flag,
    nearBush: flag,
    nearMainRoad: flag,
    missingBefore: answer(YES_NO_UNKNOWN),
    custodyOrder: answer(YES_NO_UNKNOWN),
    legalGuardian: answer(YES_NO),
    policeReportMade: answer(YES_NO),
  })
  .transform((v): IntakeAnswers | null => {
    const answers: IntakeAnswers = { ...EMPTY_INTAKE, ...v };
    return isEmptyIntake(answers) ? null : answers;
  });
export type IntakeInput = z.input<typeof intakeInputSchema>;

const requiredText = (max: number) =>
  z
    .string({ error: "is required" })
    .trim()
    .min(1, { error: "is required" })
    .max(max, { error: apiTooLong(max) });

/** POST /api/alerts/{id}/police-confirmation and the e-mailed link's form: all three required. */
export const policeConfirmationSchema = z.strictObject({
  station: requiredText(POLICE_CONFIRMATION_LIMITS.station),
  incidentNumber: requiredText(POLICE_CONFIRMATION_LIMITS.incidentNumber),
  officer: requiredText(POLICE_CONFIRMATION_LIMITS.officer),
}) satisfies z.ZodType<PoliceConfirmation, unknown>;
