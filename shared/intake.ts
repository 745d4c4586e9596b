// The report form's intake questions: what decides the response (water, a medical need, a
// vehicle) and what holds publicity back (a custody or protection order, a reporter who is not
// the guardian, an adult). Plain constants, types and rules without zod, so the report page and
// the staff screens can read them on their first load; the zod side is intake.schema.ts.
//
// Staff see every answer. The public sees only what helps the search: the vehicle, and that the
// person needs medication (never the condition).

export const YES_NO = ["yes", "no"] as const;
export type YesNo = (typeof YES_NO)[number];
export const YES_NO_UNKNOWN = ["yes", "no", "unknown"] as const;
export type YesNoUnknown = (typeof YES_NO_UNKNOWN)[number];

/** Words for an answer, as the form and the staff screens show them. */
export const ANSWER_LABELS: Record<YesNoUnknown, string> = { yes: "Yes", no: "No", unknown: "Don't know" };

/** Each text answer's limit, in characters. */
export const INTAKE_LIMITS = {
  medicalNeeds: 500,
  lastSeenWith: 300,
  vehicleMake: 60,
  vehicleColour: 40,
  vehiclePlate: 20,
  policeStation: 120,
  policeIncidentNumber: 60,
  policeOfficer: 120,
} as const;
export type IntakeTextField = keyof typeof INTAKE_LIMITS;

/**
 * The answers as stored (alerts.intake) and as staff see them: every question optional, text
 * trimmed and empty as null, a checkbox left alone as false.
 */
export interface IntakeAnswers {
  /** Medical needs or medication, in the reporter's words. Staff only. */
  medicalNeeds: string | null;
  needsMedication: YesNo | null;
  nearWater: boolean;
  nearBush: boolean;
  nearMainRoad: boolean;
  missingBefore: YesNoUnknown | null;
  /** Whom they were last seen with. Staff only. */
  lastSeenWith: string | null;
  vehicleMake: string | null;
  vehicleColour: string | null;
  vehiclePlate: string | null;
  /** A custody or protection order about the person. Staff only. */
  custodyOrder: YesNoUnknown | null;
  /** The reporter is the person's legal guardian. Staff only. */
  legalGuardian: YesNo | null;
  /** The family reported it to the police: where, the incident number, the officer. Staff only. */
  policeReportMade: YesNo | null;
  policeStation: string | null;
  policeIncidentNumber: string | null;
  policeOfficer: string | null;
}

export const EMPTY_INTAKE: IntakeAnswers = {
  medicalNeeds: null,
  needsMedication: null,
  nearWater: false,
  nearBush: false,
  nearMainRoad: false,
  missingBefore: null,
  lastSeenWith: null,
  vehicleMake: null,
  vehicleColour: null,
  vehiclePlate: null,
  custodyOrder: null,
  legalGuardian: null,
  policeReportMade: null,
  policeStation: null,
  policeIncidentNumber: null,
  policeOfficer: null,
};

const TEXT_FIELDS = Object.keys(INTAKE_LIMITS) as IntakeTextField[];
const FLAG_FIELDS = ["nearWater", "nearBush", "nearMainRoad"] as const;

const oneOf = <T extends string>(values: readonly T[], value: unknown): T | null =>
  values.find((v) => v === value) ?? null;

/**
 * The stored answers read back (alerts.intake is JSON): anything missing or of the wrong kind is
 * "not answered". Null when nothing was answered at all (older reports, or a report that skipped
 * every question).
 */
export function intakeOf(stored: unknown): IntakeAnswers | null {
  if (typeof stored !== "object" || stored === null) return null;
  const raw = stored as Record<string, unknown>;
  const text = (key: IntakeTextField) => {
    const value = raw[key];
    return typeof value === "string" && value.trim() !== "" ? value : null;
  };
  const answers: IntakeAnswers = {
    ...EMPTY_INTAKE,
    needsMedication: oneOf(YES_NO, raw.needsMedication),
    missingBefore: oneOf(YES_NO_UNKNOWN, raw.missingBefore),
    custodyOrder: oneOf(YES_NO_UNKNOWN, raw.custodyOrder),
    legalGuardian: oneOf(YES_NO, raw.legalGuardian),
    policeReportMade: oneOf(YES_NO, raw.policeReportMade),
  };
  for (const key of TEXT_FIELDS) answers[key] = text(key);
  for (const key of FLAG_FIELDS) answers[key] = raw[key] === true;
  return isEmptyIntake(answers) ? null : answers;
}

export function isEmptyIntake(answers: IntakeAnswers): boolean {
  return (Object.keys(EMPTY_INTAKE) as (keyof IntakeAnswers)[]).every(
    (key) => answers[key] === EMPTY_INTAKE[key],
  );
}

/** The vehicle as the public alert shows it; null when the report names none. */
export interface PublicVehicle {
  make: string | null;
  colour: string | null;
  plate: string | null;
}

export function publicVehicleOf(answers: IntakeAnswers | null): PublicVehicle | null {
  if (!answers) return null;
  const { vehicleMake: make, vehicleColour: colour, vehiclePlate: plate } = answers;
  return make || colour || plate ? { make, colour, plate } : null;
}

/** "Needs medication" is public (it makes a sighting urgent); what for is not. */
export function needsMedicationOf(answers: IntakeAnswers | null): boolean {
  return answers?.needsMedication === "yes";
}

/** "Toyota Allion, white, plate PAA 1234": the vehicle in one line. */
export function vehicleText(vehicle: PublicVehicle): string {
  const what = [vehicle.make, vehicle.colour].filter(Boolean).join(", ");
  const plate = vehicle.plate ? `plate ${vehicle.plate}` : "";
  return [what, plate].filter(Boolean).join(", ");
}

// Police confirmation: a case that may involve custody or domestic violence, or a person with
// the right to be missing, is not published until the police confirm it.

export const POLICE_CONFIRMATION_REASONS = {
  custodyOrder: "custody or protection order",
  notGuardian: "the reporter is not the legal guardian",
  adult: "the missing person is an adult",
} as const;

/** From this age a person may choose to be missing: the police confirm before anything is published. */
export const ADULT_AGE = 18;

/** Why a case needs a police confirmation before it is published; empty when it does not. */
export function policeConfirmationReasons(report: { age: number; intake: IntakeAnswers | null }): string[] {
  const reasons: string[] = [];
  if (report.intake?.custodyOrder === "yes") reasons.push(POLICE_CONFIRMATION_REASONS.custodyOrder);
  if (report.intake?.legalGuardian === "no") reasons.push(POLICE_CONFIRMATION_REASONS.notGuardian);
  if (report.age >= ADULT_AGE) reasons.push(POLICE_CONFIRMATION_REASONS.adult);
  return reasons;
}

export const POLICE_CONFIRMATION_REQUIRED = "Police confirmation required";

/** The 409 of a verify or approve while a required confirmation is missing. */
export function policeConfirmationRequiredMessage(reasons: string[]): string {
  return `${POLICE_CONFIRMATION_REQUIRED} before publishing: ${reasons.join("; ")}`;
}

/** What the public pages, cards, posters and CAP say of a case the police confirmed. */
export const POLICE_CONFIRMED_LABEL = "Police-confirmed";

/** A recorded confirmation: station, incident number and officer. Staff only. */
export interface PoliceConfirmation {
  station: string;
  incidentNumber: string;
  officer: string;
}

export const POLICE_CONFIRMATION_LIMITS = { station: 120, incidentNumber: 60, officer: 120 } as const;

/** How staff see a recorded confirmation: what, when, and by which account (null for a link). */
export interface PoliceConfirmationView extends PoliceConfirmation {
  confirmedAt: string;
  /** The staff account that recorded it; null when it came through an e-mailed link. */
  confirmedById: number | null;
}

/**
 * What a police officer sees before confirming (the e-mailed link's page, the police screen):
 * who is missing, where and when, who reported it and how they are related, and what the family
 * told us of their police report. Not the medical answers or the reporter's e-mail.
 */
export interface PoliceCaseView {
  alertId: number;
  name: string;
  age: number;
  lastLocation: string;
  lastSeen: string;
  description: string;
  circumstances: string | null;
  reporterName: string;
  reporterRelationship: string;
  reporterPhone: string;
  legalGuardian: YesNo | null;
  custodyOrder: YesNoUnknown | null;
  lastSeenWith: string | null;
  /** What the family said of their police report, to start the form from. */
  familyPoliceReport: { station: string | null; incidentNumber: string | null; officer: string | null };
  /** Why the confirmation is asked for (POLICE_CONFIRMATION_REASONS). */
  reasons: string[];
  createdAt: string;
  /** Already confirmed: the form is not shown again. */
  confirmed: boolean;
}

/** POST /api/alerts/{id}/police-confirmation/request: where the link went. */
export interface PoliceLinkSent {
  /** 'smtp' sent, or 'log': no SMTP server configured, so the e-mail was only logged. */
  transport: "smtp" | "log";
  expiresAt: string;
}

/** The police screen's and the e-mailed link's page paths. */
export const POLICE_CONFIRM_PAGE_PREFIX = "/police-confirm/";
export const policeConfirmPagePath = (token: string) => `${POLICE_CONFIRM_PAGE_PREFIX}${token}`;
