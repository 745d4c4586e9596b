import type {
  AlertSummary,
  CreateAlertResult,
  PublicAlert,
  PublicAlertView,
  RedactedAlert,
  StaffAlert,
} from "../../../../shared/alerts";
import { publicOutcomeOf } from "../../../../shared/cases";
import type { AlertRow, AlertSummaryRow } from "./alerts.repo";

/** Photos are served by URL; anything else (an old inline data URL) is never sent in a response. */
export function servablePhotoUrl(value: string | null): string | null {
  return value?.startsWith("/api/photos/") ? value : null;
}

export function toAlertSummary(row: AlertSummaryRow): AlertSummary {
  return {
    id: row.id,
    name: row.name,
    age: row.age,
    description: row.description,
    clothing: row.clothing,
    lastLocation: row.lastLocation,
    lastSeen: row.lastSeen.toISOString(),
    latitude: row.latitude,
    longitude: row.longitude,
    photoUrl: servablePhotoUrl(row.photoUrl),
    isVerified: row.isVerified,
    isActive: row.isActive,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What anyone may see of a verified alert: no reporter e-mail, no review data. */
export function toPublicAlert(row: AlertRow): PublicAlert {
  return {
    ...toAlertSummary(row),
    circumstances: row.circumstances,
    reporterName: row.reporterName,
    reporterRelationship: row.reporterRelationship,
    reporterPhone: row.reporterPhone,
    verifyCode: row.verifyCode,
    publicOutcome: row.isActive ? null : publicOutcomeOf(row.outcome),
    closedAt: row.closedAt?.toISOString() ?? null,
  };
}

/** The first word of a name: all a redacted record keeps of it. */
export function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] ?? "";
}

/** A found person's record after redaction: first name, found or closed, and the dates. */
export function toRedactedAlert(row: AlertRow): RedactedAlert {
  return {
    id: row.id,
    redacted: true,
    firstName: firstNameOf(row.name),
    publicOutcome: publicOutcomeOf(row.outcome),
    isActive: false,
    lastSeen: row.lastSeen.toISOString(),
    createdAt: row.createdAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
  };
}

/** The public view of one alert, redacted once the lifecycle job has redacted it. */
export function toPublicAlertView(row: AlertRow): PublicAlertView {
  return row.redactedAt ? toRedactedAlert(row) : toPublicAlert(row);
}

export function toStaffAlert(row: AlertRow): StaffAlert {
  return {
    ...toPublicAlert(row),
    reporterEmail: row.reporterEmail,
    adminNotes: row.adminNotes,
    notificationRadius: row.notificationRadius,
    highPriority: row.highPriority,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    reviewedById: row.reviewedById,
    photoReusedFromAlertId: row.photoReusedFromAlertId,
    policeReference: row.policeReference,
    outcome: row.outcome,
    outcomeNote: row.outcomeNote,
    confirmedMissingAt: row.confirmedMissingAt?.toISOString() ?? null,
    redactedAt: row.redactedAt?.toISOString() ?? null,
    purgedAt: row.purgedAt?.toISOString() ?? null,
  };
}

export function toCreateAlertResult(row: AlertRow): CreateAlertResult {
  return {
    id: row.id,
    status: row.status,
    isVerified: row.isVerified,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
  };
}
