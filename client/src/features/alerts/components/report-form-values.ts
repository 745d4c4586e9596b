import type { CreateAlertInput } from "@shared/alerts";
import type { z } from "zod";
import type { LocationValue } from "@/components/maps/types";
import { fromDateTimeLocalValue } from "@/lib/datetime";
import type { reportFormSchema } from "./report-form-schema";

// The report form's values and payload, without zod: the form renders with these and loads its
// rules (report-form-schema.ts) only when it is first checked.

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
  policeReference: "",
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
    policeReference: values.policeReference.trim() || null,
    isActive: true,
  };
}
