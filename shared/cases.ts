import { z } from "zod";

// The end of a case: how a verified alert is closed, what the public sees of a
// closed case, and the "still missing?" check of cases nobody has updated for a while.

/** How staff close a verified alert. Rejecting a pending report is not one of these: it was never public. */
export const CASE_OUTCOMES = ["found_safe", "found_other", "closed_other"] as const;
export type CaseOutcome = (typeof CASE_OUTCOMES)[number];

export const CASE_OUTCOME_LABELS: Record<CaseOutcome, string> = {
  found_safe: "Found safe",
  found_other: "Found (other)",
  closed_other: "Closed for another reason",
};

/** Found outcomes send the follow-up to everyone the alert reached; closing for another reason does not. */
export function isFoundOutcome(outcome: CaseOutcome): boolean {
  return outcome === "found_safe" || outcome === "found_other";
}

/**
 * What the public learns of a closed case: that the person was found, or only that the alert
 * is closed. Never how (safe or not) and never the staff note.
 */
export type PublicOutcome = "found" | "closed";

export function publicOutcomeOf(outcome: string | null): PublicOutcome {
  return outcome === "found_safe" || outcome === "found_other" ? "found" : "closed";
}

export const CASE_NOTE_MAX = 2000;

/** POST /api/alerts/{id}/close. */
export const closeCaseInputSchema = z.strictObject({
  outcome: z.enum(CASE_OUTCOMES, { error: "must be one of found_safe, found_other, closed_other" }),
  note: z
    .string({ error: "must be text" })
    .trim()
    .max(CASE_NOTE_MAX, { error: `must be at most ${CASE_NOTE_MAX} characters` })
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type CloseCaseInput = z.input<typeof closeCaseInputSchema>;

/** GET /api/cases/stale: a verified, active alert nobody has updated for the configured days. */
export interface StaleCase {
  id: number;
  name: string;
  age: number;
  lastLocation: string;
  /** The latest of: verification, a verified sighting, a "still missing" confirmation. */
  lastUpdateAt: string;
  daysSinceUpdate: number;
}

export interface StaleCasesResponse {
  staleAfterDays: number;
  cases: StaleCase[];
}
