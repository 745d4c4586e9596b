// Who may see and pass on an alert: its sharing policy, chosen by a moderator at verification
// (the level suggests one) and changeable later. Plain constants and types (no zod), so the
// public alert page can read them on its first load.

/**
 * - share_widely: the public page with its poster, share image and link preview, the CAP feed;
 * - recipients_only: the page for the people the alert reached, without anything made for
 *   passing it on (poster, card, share image, the alert's own link preview, CAP feed entry);
 * - staff_only: staff and the police only: no public page and no message to the public.
 */
export const SHARING_POLICIES = ["share_widely", "recipients_only", "staff_only"] as const;
export type SharingPolicy = (typeof SHARING_POLICIES)[number];

/** The policies under which the public sees the alert at all (the public alert carries one). */
export const PUBLIC_SHARING_POLICIES = ["share_widely", "recipients_only"] as const;
export type PublicSharingPolicy = (typeof PUBLIC_SHARING_POLICIES)[number];

export const SHARING_POLICY_LABELS: Record<SharingPolicy, string> = {
  share_widely: "Share widely",
  recipients_only: "Recipients only",
  staff_only: "Staff and police only",
};

export const SHARING_POLICY_DESCRIPTIONS: Record<SharingPolicy, string> = {
  share_widely: "Public page, poster, share image and link previews; in the public feed.",
  recipients_only: "People alerted see the page; no poster, share image or preview, not in the public feed.",
  staff_only: "No public page and no messages to the public.",
};

/** What the page of a recipients-only alert asks of its readers. */
export const DO_NOT_FORWARD_TEXT = "Please do not forward or share this alert.";

/**
 * A Local alert reaches only the people nearby; Red and Concern are for everyone to pass on.
 * (The levels of shared/levels.ts, spelled out: that file names this one's policies.)
 */
export function defaultSharingPolicy(level: "red" | "concern" | "local"): SharingPolicy {
  return level === "local" ? "recipients_only" : "share_widely";
}

/** The policy in force: alerts verified before policies existed are shared widely, as they were. */
export function sharingPolicyOf(stored: string | null | undefined): SharingPolicy {
  return SHARING_POLICIES.find((p) => p === stored) ?? "share_widely";
}

/** PUT /api/alerts/{id}/sharing-policy (moderator or admin; audited). */
export interface ChangeSharingPolicyRequest {
  sharingPolicy: SharingPolicy;
}
