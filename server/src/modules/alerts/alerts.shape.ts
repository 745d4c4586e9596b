import type {
  AlertSummary,
  CreateAlertResult,
  EndedAppeal,
  PublicAlert,
  PublicAlertView,
  RedactedAlert,
  StaffAlert,
} from "@shared/alerts";
import { publicOutcomeOf } from "@shared/cases";
import {
  intakeOf,
  needsMedicationOf,
  type PoliceConfirmationView,
  policeConfirmationReasons,
  publicVehicleOf,
} from "@shared/intake";
import {
  ALERT_LEVELS,
  type AlertLevel,
  type AreaState,
  type LevelStyleView,
  type PublicSearchArea,
  type TravelMode,
} from "@shared/levels";
import { publicPhotoUrl, servablePhotoUrl } from "@shared/photos";
import type { NotificationSettings } from "@shared/settings";
import { sharingPolicyOf } from "@shared/sharing";
import { suggestLevel } from "../../notifications";
import type { AlertRow, AlertSummaryRow } from "./alerts.repo";

/** An alert as stored, for the modules that shape it for their own pages (share, site). */
export type { AlertRow };
export { publicPhotoUrl, servablePhotoUrl };

export function levelOf(row: Pick<AlertRow, "level">): AlertLevel | null {
  return ALERT_LEVELS.find((l) => l === row.level) ?? null;
}

export function levelStyleOf(
  row: Pick<AlertRow, "level">,
  settings: Pick<NotificationSettings, "levels">,
): LevelStyleView | null {
  const level = levelOf(row);
  if (!level) return null;
  const { name, colour } = settings.levels[level];
  return { name, colour };
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
    photoUrl: publicPhotoUrl(row),
    isVerified: row.isVerified,
    isActive: row.isActive,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    level: levelOf(row),
  };
}

/** What the public view adds to the row: the level's style and the search area in words. */
export interface PublicAlertExtras {
  levelStyle: LevelStyleView | null;
  searchArea: PublicSearchArea | null;
}

/** What anyone may see of a verified alert: no reporter e-mail, no review data. */
export function toPublicAlert(row: AlertRow, extras: PublicAlertExtras): PublicAlert {
  const intake = intakeOf(row.intake);
  return {
    ...toAlertSummary(row),
    circumstances: row.circumstances,
    reporterName: row.reporterName,
    reporterRelationship: row.reporterRelationship,
    reporterPhone: row.reporterPhone,
    verifyCode: row.verifyCode,
    publicOutcome: row.isActive ? null : publicOutcomeOf(row.outcome),
    closedAt: row.closedAt?.toISOString() ?? null,
    // Of the intake answers only what helps the search; the rest is staff only.
    vehicle: publicVehicleOf(intake),
    needsMedication: needsMedicationOf(intake),
    policeConfirmed: row.policeConfirmedAt !== null,
    levelStyle: extras.levelStyle,
    searchArea: extras.searchArea,
    // Only alerts the public may see get here: a staff-only one is the same 404 as an unknown id.
    sharingPolicy:
      sharingPolicyOf(row.sharingPolicy) === "recipients_only" ? "recipients_only" : "share_widely",
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

/** An appeal that ended quietly: that it ended, and nothing of whom it was about. */
export function toEndedAppeal(row: Pick<AlertRow, "id">): EndedAppeal {
  return { id: row.id, redacted: true, ended: true, isActive: false };
}

/**
 * What the public sees of a redacted record: only that the appeal ended, unless the settings
 * announce found people, when the first name, found or closed and the dates stay.
 */
export function toRedactedView(row: AlertRow, settings: Pick<NotificationSettings, "announceFound">) {
  return settings.announceFound ? toRedactedAlert(row) : toEndedAppeal(row);
}

/** The public view of one alert, redacted once its public record ended. */
export function toPublicAlertView(
  row: AlertRow,
  extras: PublicAlertExtras,
  settings: Pick<NotificationSettings, "announceFound">,
): PublicAlertView {
  return row.redactedAt ? toRedactedView(row, settings) : toPublicAlert(row, extras);
}

/**
 * Staff see everything, the photo of a Local alert too. A report waiting for review carries the
 * level its answers suggest (under the settings' age threshold and keywords).
 */
export function toStaffAlert(row: AlertRow, settings: NotificationSettings): StaffAlert {
  const { searchArea: _publicOnly, ...alert } = toPublicAlert(row, {
    levelStyle: levelStyleOf(row, settings),
    searchArea: null,
  });
  const pending = !row.isVerified && row.isActive && row.distributedAt === null;
  const intake = intakeOf(row.intake);
  return {
    ...alert,
    photoUrl: servablePhotoUrl(row.photoUrl),
    sharingPolicy: row.isVerified ? sharingPolicyOf(row.sharingPolicy) : null,
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
    intake,
    policeConfirmationReasons: policeConfirmationReasons({ age: row.age, intake }),
    policeConfirmation: policeConfirmationViewOf(row),
    travelMode: (row.travelMode as TravelMode | null) ?? null,
    areaState: (row.areaState as AreaState | null) ?? null,
    suggestedLevel: pending ? suggestLevel(row, settings) : null,
  };
}

/** The recorded police confirmation as staff see it; null before one is recorded. */
export function policeConfirmationViewOf(
  row: Pick<AlertRow, "policeConfirmation" | "policeConfirmedAt" | "policeConfirmedById">,
): PoliceConfirmationView | null {
  const stored = row.policeConfirmation as Partial<PoliceConfirmationView> | null;
  if (!row.policeConfirmedAt || !stored) return null;
  return {
    station: String(stored.station ?? ""),
    incidentNumber: String(stored.incidentNumber ?? ""),
    officer: String(stored.officer ?? ""),
    confirmedAt: row.policeConfirmedAt.toISOString(),
    confirmedById: row.policeConfirmedById,
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
