import { z } from "zod";
import { apiTooLong, type TooLongMessage } from "./alerts";

// "Report a problem with this alert": anyone may ask staff to take an alert down or
// to look at it again. The request (with the contact, so staff can answer) is staff-only.

export const PROBLEM_REASONS = ["this_is_me", "found", "false_report", "privacy", "other"] as const;
export type ProblemReason = (typeof PROBLEM_REASONS)[number];

/** The words of each reason, as the form offers them and the staff queue shows them. */
export const PROBLEM_REASON_LABELS: Record<ProblemReason, string> = {
  this_is_me: "This is me and I am not missing",
  found: "The person was found",
  false_report: "False or malicious report",
  privacy: "Privacy concern",
  other: "Other",
};

export const PROBLEM_REASON_MESSAGE = "Please choose what the problem is";
export const PROBLEM_CONTACT_MESSAGE = "Please give a phone number or e-mail address so we can answer you";
export const PROBLEM_MESSAGE_MESSAGE = "Please tell us a little more (at least 10 characters)";
export const PROBLEM_MESSAGE_MIN = 10;
export const PROBLEM_MESSAGE_MAX = 2000;
export const PROBLEM_ANSWER_MESSAGE = "Please write an answer";

/** A phone number (7 digits or more) or an e-mail address. */
const looksLikeContact = (v: string) =>
  /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v) || (v.match(/\d/g)?.length ?? 0) >= 7;

/** The fields of a problem report with their rules, worded by `tooLong`. */
export function problemReportFields(tooLong: TooLongMessage) {
  return {
    reason: z.enum(PROBLEM_REASONS, { error: PROBLEM_REASON_MESSAGE }),
    contact: z
      .string({ error: PROBLEM_CONTACT_MESSAGE })
      .trim()
      .min(1, { error: PROBLEM_CONTACT_MESSAGE })
      .max(200, { error: tooLong(200) })
      .refine(looksLikeContact, { error: PROBLEM_CONTACT_MESSAGE }),
    message: z
      .string({ error: PROBLEM_MESSAGE_MESSAGE })
      .trim()
      .min(PROBLEM_MESSAGE_MIN, { error: PROBLEM_MESSAGE_MESSAGE })
      .max(PROBLEM_MESSAGE_MAX, { error: tooLong(PROBLEM_MESSAGE_MAX) }),
  };
}

/** POST /api/alerts/{id}/problem-reports body. */
export const createProblemReportInputSchema = z.strictObject(problemReportFields(apiTooLong));
export type CreateProblemReportInput = z.input<typeof createProblemReportInputSchema>;
export type CreateProblemReportData = z.output<typeof createProblemReportInputSchema>;

/** The answer to a filed report: its id and state only (nothing the requester did not send). */
export interface CreateProblemReportResult {
  id: number;
  status: ProblemReportStatus;
  createdAt: string;
}

export type ProblemReportStatus = "open" | "closed";

/** GET /api/problem-reports?status=open|closed (staff). */
export const listProblemReportsQuerySchema = z.object({
  status: z.enum(["open", "closed"], { error: "must be open or closed" }).default("open"),
});

/** One request as staff see it: with the requester's contact, which only staff routes return. */
export interface StaffProblemReport {
  id: number;
  alertId: number;
  alertName: string;
  /** The alert's state now: 'approved', 'taken_down', 'resolved' ... */
  alertStatus: string;
  alertIsPublic: boolean;
  reason: ProblemReason;
  contact: string;
  message: string;
  status: ProblemReportStatus;
  answer: string | null;
  answeredAt: string | null;
  alertTakenDownAt: string | null;
  closedAt: string | null;
  createdAt: string;
}

export interface ProblemReportList {
  items: StaffProblemReport[];
  /** Open requests, whatever list was asked for (the tab's badge). */
  openCount: number;
}

/** POST /api/problem-reports/{id}/answer body. */
export const answerProblemReportInputSchema = z.strictObject({
  answer: z
    .string({ error: PROBLEM_ANSWER_MESSAGE })
    .trim()
    .min(1, { error: PROBLEM_ANSWER_MESSAGE })
    .max(PROBLEM_MESSAGE_MAX, { error: apiTooLong(PROBLEM_MESSAGE_MAX) }),
});
export type AnswerProblemReportInput = z.input<typeof answerProblemReportInputSchema>;

/** The alert state a takedown leaves: neither verified nor active, so no public surface shows it. */
export const TAKEN_DOWN_STATUS = "taken_down";
