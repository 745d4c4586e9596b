import type { AlertSummary, CreateAlertResult, PublicAlert, StaffAlert } from "../../../../shared/alerts";
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
  };
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
