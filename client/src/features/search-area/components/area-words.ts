import type { AreaState, AreaStepKind, ReachByChannel, SearchAreaView } from "@shared/levels";

// Words and sums the staff's area screens share.

export const AREA_STATE_LABELS: Record<AreaState, string> = {
  growing: "Growing",
  paused: "Growth paused",
  stopped: "Growth stopped",
  complete: "At its widest",
};

export const STEP_KIND_LABELS: Record<AreaStepKind, string> = {
  start: "First area",
  scheduled: "Scheduled growth",
  expanded: "Expanded by staff",
  sighting: "Around a sighting",
};

/** The channels in the order staff read them, with their names. */
export const REACH_CHANNELS: Array<{ key: keyof ReachByChannel; label: string }> = [
  { key: "sms", label: "SMS" },
  { key: "whatsapp", label: "WhatsApp" },
  { key: "email", label: "E-mail" },
  { key: "push", label: "Push" },
];

export type Ring = SearchAreaView["rings"][number];
export type Circle = SearchAreaView["circles"][number];

export const reachTotal = (reach: ReachByChannel) => reach.sms + reach.whatsapp + reach.email + reach.push;

/** The step due next: the earliest scheduled ring. */
export function nextRing(view: SearchAreaView): Ring | null {
  const scheduled = view.rings.filter((r) => r.status === "scheduled");
  scheduled.sort((a, b) => a.dueAt.localeCompare(b.dueAt));
  return scheduled[0] ?? null;
}

/** The rings shown on the map: every ring that ran, and the next one (dashed). */
export function ringsOnMap(view: SearchAreaView): Ring[] {
  const next = nextRing(view);
  return view.rings.filter((r) => r.status === "done" || r === next);
}
