// "I'm safe": a missing person (or a found adult) asks for the appeal to end without saying
// where they are. Staff check it (a call, a police safe-and-well check) and close the case; the
// reporter is told only that the person is safe. No zod here: the page reads it on first load.

export const SAFE_PAGE_PATH = "/safe";
/** The /safe page opened from an alert's page: that alert is already chosen. */
export const safePagePath = (alertId: number) => `${SAFE_PAGE_PATH}?alert=${alertId}`;

/** The link on every public alert page. */
export const SAFE_LINK_TEXT = "Is this about you? Tell us you are safe";
export const SAFE_PAGE_TITLE = "Tell us you are safe";

/** What anyone who sends a request reads, whatever the alert: it never tells whether one exists. */
export const SAFE_REQUEST_RECEIVED =
  "Thank you. Our staff will check your message and end the appeal once they can confirm you are safe. We will not tell anyone where you are.";

export const SAFE_MESSAGE_MAX = 1000;
export const SAFE_CONTACT_MAX = 200;
export const SAFE_NOTE_MAX = 2000;
export const SAFE_ALERT_MESSAGE = "Please choose the appeal about you";

/** POST /api/safe-requests (public). Only the alert is required; nothing asks where the person is. */
export interface CreateSafeRequestInput {
  alertId: number;
  /** Anything the person wants staff to know (never shown to the reporter). */
  message?: string | null;
  /** How staff may reach them to check, if they wish (never shown to the reporter). */
  contact?: string | null;
}

/** The same answer for every well-formed request, whether or not the alert is a current appeal. */
export interface CreateSafeRequestResult {
  received: true;
}

export const SAFE_REQUEST_STATUSES = ["pending", "confirmed", "dismissed"] as const;
export type SafeRequestStatus = (typeof SAFE_REQUEST_STATUSES)[number];

/** One request as staff see it (moderators and admins), with its case. */
export interface StaffSafeRequest {
  id: number;
  alertId: number;
  alertName: string;
  alertAge: number;
  alertLastLocation: string;
  /** Whether the case is still open (another request, or staff, may have closed it meanwhile). */
  alertIsActive: boolean;
  message: string | null;
  contact: string | null;
  status: SafeRequestStatus;
  reviewedAt: string | null;
  createdAt: string;
}

/** GET /api/safe-requests?status=pending|confirmed|dismissed. */
export interface SafeRequestList {
  items: StaffSafeRequest[];
  /** Pending requests, whatever list was asked for (the tab's badge). */
  pendingCount: number;
}

/** POST /api/safe-requests/{id}/confirm: how staff checked, kept with the case's outcome (staff only). */
export interface ConfirmSafeRequestInput {
  note?: string | null;
}

/** The confirm answer: the request, and whether the reporter was e-mailed that the person is safe. */
export interface ConfirmSafeRequestResult {
  request: StaffSafeRequest;
  reporterEmailed: boolean;
}
