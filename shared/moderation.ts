// Contracts for review work: the moderator dashboard and the admin review endpoints.
// Staff views carry reporter contact details, so only staff-only routes return them.
// The staff views of an alert and a sighting are StaffAlert (shared/alerts.ts) and
// StaffSighting (shared/sightings.ts); review endpoints answer with those.
import type { SightingSource } from "./sightings";
import type { PlaceLabel, QuietHours } from "./subscribers";

/** GET /api/moderation/sightings/pending: one row per unverified sighting, with its case. */
export interface PendingSighting {
  id: number;
  alertId: number;
  alertName: string;
  alertAge: number;
  reporterName: string | null;
  reporterContact: string | null;
  /** "sms" / "whatsapp": a reply to an alert text (the contact is the number it came from). */
  source: SightingSource;
  location: string;
  latitude: number | null;
  longitude: number | null;
  sightingTime: string;
  description: string;
  createdAt: string;
}

/** GET /api/admin/subscribers: everything but the unsubscribe token. */
export interface StaffSubscriber {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
  location: string | null;
  latitude: number | null;
  longitude: number | null;
  profilePhotoUrl: string | null;
  isActive: boolean;
  whatsappEnabled: boolean;
  whatsappStatus: string;
  whatsappOptInDate: string | null;
  whatsappOptOutDate: string | null;
  createdAt: string;
}

/** GET /api/admin/subscribers/{id}: a subscriber with their other places and quiet hours (the map's popups). */
export interface StaffSubscriberDetail extends StaffSubscriber {
  places: Array<{ label: PlaceLabel; location: string; latitude: number; longitude: number }>;
  quietHours: QuietHours | null;
}

/** GET /api/admin/audit-log. */
export interface AuditEntry {
  id: number;
  adminId: number | null;
  adminUsername: string | null;
  action: string;
  entityType: string;
  entityId: number | null;
  details: unknown;
  ipAddress: string | null;
  createdAt: string;
}

/** Review actions written to admin_audit_log. */
export const AUDIT_ACTIONS = {
  alertVerify: "alert.verify",
  alertResolve: "alert.resolve",
  alertApprove: "alert.approve",
  alertDeny: "alert.deny",
  sightingVerify: "sighting.verify",
  staffCreate: "staff.create",
  staffResetPassword: "staff.reset_password",
  accessCodeIssue: "access_code.issue",
  accessCodeRevoke: "access_code.revoke",
  signIn: "staff.sign_in",
  unlock: "staff.unlock",
  alertTakeDown: "alert.take_down",
  problemReportAnswer: "problem_report.answer",
  problemReportClose: "problem_report.close",
  subscriberDeleteData: "subscriber.delete_data",
  alertClose: "alert.close",
  alertConfirmMissing: "alert.confirm_missing",
  alertRedact: "alert.redact",
  alertPurge: "alert.purge",
  alertLevelChange: "alert.level_change",
  areaExpand: "alert.area_expand",
  areaPause: "alert.area_pause",
  areaResume: "alert.area_resume",
  areaStop: "alert.area_stop",
  alertSharingPolicyChange: "alert.sharing_policy_change",
  safeRequestConfirm: "safe_request.confirm",
  safeRequestDismiss: "safe_request.dismiss",
  drillStart: "drill.start",
  drillUpdate: "drill.update",
  drillEnd: "drill.end",
  screenCreate: "screen.create",
  screenTurnOff: "screen.turn_off",
  screenTurnOn: "screen.turn_on",
} as const;
