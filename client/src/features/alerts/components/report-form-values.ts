import type { CreateAlertInput } from "@shared/alerts";
import { INTAKE_LIMITS, type IntakeTextField, YES_NO, YES_NO_UNKNOWN } from "@shared/intake";
import type { IntakeInput } from "@shared/intake.schema";
import type { z } from "zod";
import type { LocationValue } from "@/components/maps/types";
import { fromDateTimeLocalValue } from "@/lib/datetime";
import type { reportFormSchema } from "./report-form-schema";

// The report form's values and payload, without zod: the form renders with these and loads its
// rules (report-form-schema.ts) only when it is first checked.

export type ReportFormValues = z.input<typeof reportFormSchema>;
export type IntakeFormValues = ReportFormValues["intake"];

/** The intake questions unanswered: empty texts, no choice made, no box ticked. */
export const emptyIntakeForm = (): IntakeFormValues => ({
  medicalNeeds: "",
  needsMedication: "",
  nearWater: false,
  nearBush: false,
  nearMainRoad: false,
  missingBefore: "",
  lastSeenWith: "",
  vehicleMake: "",
  vehicleColour: "",
  vehiclePlate: "",
  custodyOrder: "",
  legalGuardian: "",
  policeReportMade: "",
  policeStation: "",
  policeIncidentNumber: "",
  policeOfficer: "",
});

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  values.find((v) => v === value) ?? null;

/**
 * The intake answers as the API takes them, or undefined when none was given (the payload is
 * then the basic report's own). The police report's details go only with a "yes".
 */
export function toIntakeInput(values: IntakeFormValues): IntakeInput | undefined {
  const texts = {} as Record<IntakeTextField, string | null>;
  for (const key of Object.keys(INTAKE_LIMITS) as IntakeTextField[]) texts[key] = values[key].trim() || null;
  const policeReportMade = oneOf(YES_NO, values.policeReportMade);
  if (policeReportMade !== "yes") {
    texts.policeStation = null;
    texts.policeIncidentNumber = null;
    texts.policeOfficer = null;
  }
  const input = {
    ...texts,
    needsMedication: oneOf(YES_NO, values.needsMedication),
    nearWater: values.nearWater,
    nearBush: values.nearBush,
    nearMainRoad: values.nearMainRoad,
    missingBefore: oneOf(YES_NO_UNKNOWN, values.missingBefore),
    custodyOrder: oneOf(YES_NO_UNKNOWN, values.custodyOrder),
    legalGuardian: oneOf(YES_NO, values.legalGuardian),
    policeReportMade,
  };
  const answered = Object.values(input).some((v) => v !== null && v !== false);
  return answered ? input : undefined;
}

export const emptyReportForm = (location: LocationValue): ReportFormValues => ({
  name: "",
  age: "",
  description: "",
  clothing: "",
  lastLocation: location,
  lastSeen: "",
  reporterName: "",
  reporterRelationship: "",
  reporterPhone: "",
  reporterEmail: "",
  circumstances: "",
  policeReference: "",
  intake: emptyIntakeForm(),
  confirmAccuracy: false,
});

/** The API payload: the photo file and confirmAccuracy are removed. */
export function toCreateAlertInput(values: ReportFormValues, photoUrl: string | null): CreateAlertInput {
  const intake = toIntakeInput(values.intake);
  return {
    name: values.name.trim(),
    age: Number(values.age),
    description: values.description.trim(),
    clothing: values.clothing.trim(),
    lastLocation: values.lastLocation.address.trim(),
    latitude: values.lastLocation.latitude,
    longitude: values.lastLocation.longitude,
    lastSeen: fromDateTimeLocalValue(values.lastSeen)!,
    circumstances: values.circumstances.trim() || null,
    photoUrl: photoUrl ?? "",
    reporterName: values.reporterName.trim(),
    reporterRelationship: values.reporterRelationship.trim(),
    reporterPhone: values.reporterPhone.trim(),
    reporterEmail: values.reporterEmail.trim(),
    policeReference: values.policeReference.trim() || null,
    isActive: true,
    ...(intake && { intake }),
  };
}
