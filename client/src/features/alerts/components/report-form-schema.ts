import type { CreateAlertInput } from "@shared/alerts";
import { isNotInFuture } from "@shared/alerts";
import { AGE_MAX, AGE_MIN } from "@shared/constants";
import { z } from "zod";
import type { LocationValue } from "@/components/maps/types";
import { fromDateTimeLocalValue } from "@/lib/datetime";

// The report form's own rules (spec section 5, Report form). The server checks the same
// contract again (shared/alerts.ts); these messages are what the form shows beside a field.

const required = (message: string) => z.string().trim().min(1, { error: message });

export const reportFormSchema = z.object({
  name: required("Please enter the missing person's full name").max(120, {
    error: "Please use at most 120 characters",
  }),
  age: z
    .string()
    .trim()
    .min(1, { error: "Please enter the age" })
    .refine((v) => /^\d+$/.test(v) && Number(v) >= AGE_MIN && Number(v) <= AGE_MAX, {
      error: `Age must be a whole number from ${AGE_MIN} to ${AGE_MAX}`,
    }),
  description: required("Please describe the person (height, build, hair, marks)").max(2000, {
    error: "Please use at most 2000 characters",
  }),
  clothing: required("Please describe the clothing last worn").max(1000, {
    error: "Please use at most 1000 characters",
  }),
  lastLocation: z
    .object({ address: z.string(), latitude: z.number().nullable(), longitude: z.number().nullable() })
    .refine((v) => v.address.trim().length > 0, { error: "Please enter the last known location" }),
  lastSeen: z
    .string()
    .min(1, { error: "Please enter the date and time last seen" })
    .refine((v) => fromDateTimeLocalValue(v) !== null, { error: "Please enter a complete date and time" })
    .refine((v) => isNotInFuture(fromDateTimeLocalValue(v) ?? ""), {
      error: "The date and time last seen cannot be in the future",
    }),
  reporterName: required("Please enter your name").max(120, { error: "Please use at most 120 characters" }),
  reporterRelationship: required("Please enter your relationship to the missing person").max(80, {
    error: "Please use at most 80 characters",
  }),
  reporterPhone: required("Please enter your phone number").regex(/^[+\d][\d\s().-]{5,}$/, {
    error: "Please enter a phone number, e.g. +592 600 1234",
  }),
  reporterEmail: required("Please enter your e-mail address").pipe(
    z.email({ error: "Please enter a valid e-mail address" }),
  ),
  circumstances: z.string().max(4000, { error: "Please use at most 4000 characters" }),
  confirmAccuracy: z.boolean().refine((v) => v, { error: "You must confirm the accuracy of your report" }),
});

export type ReportFormValues = z.input<typeof reportFormSchema>;

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
  confirmAccuracy: false,
});

/** The API payload: the photo file and confirmAccuracy are removed (spec section 3). */
export function toCreateAlertInput(values: ReportFormValues, photoUrl: string | null): CreateAlertInput {
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
    isActive: true,
  };
}
