import type { CreateSightingResult, PublicSighting, SightingSource, StaffSighting } from "@shared/sightings";
import type { SightingRow } from "./sightings.repo";

/** What anyone may see of a verified sighting: never the reporter's contact details, nor how it came in. */
export function toPublicSighting(row: SightingRow): PublicSighting {
  return {
    id: row.id,
    alertId: row.alertId,
    reporterName: row.reporterName,
    location: row.location,
    latitude: row.latitude,
    longitude: row.longitude,
    sightingTime: row.sightingTime.toISOString(),
    description: row.description,
    isVerified: row.isVerified,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toStaffSighting(row: SightingRow): StaffSighting {
  return {
    ...toPublicSighting(row),
    reporterContact: row.reporterContact,
    source: row.source as SightingSource,
    adminNotes: row.adminNotes,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    reviewedById: row.reviewedById,
  };
}

export function toCreateSightingResult(row: SightingRow): CreateSightingResult {
  return {
    id: row.id,
    alertId: row.alertId,
    status: row.status,
    isVerified: row.isVerified,
    createdAt: row.createdAt.toISOString(),
  };
}
