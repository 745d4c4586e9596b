import { zodResolver } from "@hookform/resolvers/zod";
import { type AlertTextField, alertFields } from "@shared/alerts";
import { AGE_MAX, AGE_MIN } from "@shared/constants";
import { intakeTextFields } from "@shared/intake.schema";
import { z } from "zod";
import { formTooLong, localDateTimeSchema, locationValueSchema, throughContract } from "@/lib/form-fields";

// The report form's rules: the rules of shared/alerts.ts (the
// server parses the same ones), worded for the person filling the form in; plus the form's own
// fields. Loaded when the form is first checked, not with the form (lib/lazy-resolver.ts).

const requiredMessages: Record<AlertTextField, string> = {
  name: "Please enter the missing person's full name",
  description: "Please describe the person (height, build, hair, marks)",
  clothing: "Please describe the clothing last worn",
  lastLocation: "Please enter the last known location",
  reporterName: "Please enter your name",
  reporterRelationship: "Please enter your relationship to the missing person",
  reporterPhone: "Please enter your phone number",
  reporterEmail: "Please enter your e-mail address",
};
const AGE_MESSAGE = `Age must be a whole number from ${AGE_MIN} to ${AGE_MAX}`;

const fields = alertFields({
  required: (field) => requiredMessages[field],
  tooLong: formTooLong,
  ageNotWhole: AGE_MESSAGE,
  ageOutOfRange: AGE_MESSAGE,
  phone: "Please enter a phone number, e.g. +592 600 1234",
  email: "Please enter a valid e-mail address",
  lastSeenInFuture: "The date and time last seen cannot be in the future",
});

const intakeText = intakeTextFields(formTooLong);
const intakeAnswer = z.string().nullable();

/** The intake questions: every one optional; the texts keep the contract's limits. */
const intakeFormSchema = z.object({
  medicalNeeds: throughContract(z.string(), intakeText.medicalNeeds),
  needsMedication: intakeAnswer,
  nearWater: z.boolean(),
  nearBush: z.boolean(),
  nearMainRoad: z.boolean(),
  missingBefore: intakeAnswer,
  lastSeenWith: throughContract(z.string(), intakeText.lastSeenWith),
  vehicleMake: throughContract(z.string(), intakeText.vehicleMake),
  vehicleColour: throughContract(z.string(), intakeText.vehicleColour),
  vehiclePlate: throughContract(z.string(), intakeText.vehiclePlate),
  custodyOrder: intakeAnswer,
  legalGuardian: intakeAnswer,
  policeReportMade: intakeAnswer,
  policeStation: throughContract(z.string(), intakeText.policeStation),
  policeIncidentNumber: throughContract(z.string(), intakeText.policeIncidentNumber),
  policeOfficer: throughContract(z.string(), intakeText.policeOfficer),
});

export const reportFormSchema = z.object({
  name: fields.name,
  age: z
    .string()
    .trim()
    .min(1, { error: "Please enter the age" })
    .regex(/^\d+$/, { error: AGE_MESSAGE })
    .transform(Number)
    .pipe(fields.age),
  description: fields.description,
  clothing: fields.clothing,
  lastLocation: locationValueSchema(fields.lastLocation),
  lastSeen: localDateTimeSchema(fields.lastSeen, {
    required: "Please enter the date and time last seen",
    incomplete: "Please enter a complete date and time",
  }),
  reporterName: fields.reporterName,
  reporterRelationship: fields.reporterRelationship,
  reporterPhone: fields.reporterPhone,
  reporterEmail: fields.reporterEmail,
  circumstances: throughContract(z.string(), fields.circumstances),
  policeReference: throughContract(z.string(), fields.policeReference),
  intake: intakeFormSchema,
  // Form only: checked here, never sent.
  confirmAccuracy: z.boolean().refine((v) => v, { error: "You must confirm the accuracy of your report" }),
});

/** The form's resolver. raw: submit gets the values as typed; toCreateAlertInput builds the payload. */
export const reportFormResolver = zodResolver(reportFormSchema, undefined, { raw: true });
