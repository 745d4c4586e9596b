import type {
  AlertLevel,
  AreaState,
  AreaStepKind,
  PublicSearchArea,
  ReachByChannel,
  SearchAreaView,
  TravelMode,
} from "@shared/levels";
import { NOTIFICATION_CHANNELS, type NotificationChannel } from "@shared/notifications";
import type { AlertRow } from "./alerts.repo";
import type { CircleRow, StepRow } from "./area.repo";

// The search area as staff see it (every circle and ring, with the people each ring reached)
// and as the public reads it (one sentence: how far from where, and how often it grows).

/** Kilometres as people read them: one decimal under 10 km, whole kilometres above. */
export function roundKm(km: number): number {
  return km < 10 ? Math.round(km * 10) / 10 : Math.round(km);
}

/** The circle the public sentence names: the last known place's (the first circle otherwise). */
function mainCircle(circles: CircleRow[]): CircleRow | undefined {
  return circles.find((c) => c.source === "last_seen") ?? circles[0];
}

/** A step still to come (a begun step, with people left to queue, is a ring being sent now). */
const notYetBegun = (s: StepRow) => s.status === "scheduled" && s.ranAt === null;

/**
 * Minutes between the area's upcoming growth steps; with one step left, between it and the
 * circle's previous growth (or its clock). Null when it no longer grows.
 */
function growthInterval(circle: CircleRow, steps: StepRow[]): number | null {
  const own = steps.filter((s) => s.circleId === circle.id);
  const upcoming = own.filter(notYetBegun).sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime());
  const next = upcoming[0];
  if (!next) return null;
  const second = upcoming[1];
  const before = second
    ? next.dueAt
    : new Date(
        Math.max(
          circle.startedAt.getTime(),
          ...own
            .filter((s) => s.status === "done" && s.kind === "scheduled" && s.dueAt < next.dueAt)
            .map((s) => s.dueAt.getTime()),
        ),
      );
  const after = second ? second.dueAt : next.dueAt;
  const minutes = Math.round((after.getTime() - before.getTime()) / 60_000);
  return minutes > 0 ? minutes : null;
}

/** "Alerting people within 4 km of Stabroek Market; the area grows every hour." Nothing private. */
export function toPublicSearchArea(
  alert: Pick<AlertRow, "isActive" | "lastLocation" | "areaState">,
  circles: CircleRow[],
  steps: StepRow[],
): PublicSearchArea | null {
  const main = mainCircle(circles);
  if (!alert.isActive || !main) return null;
  return {
    radiusKm: roundKm(main.radiusKm),
    place: main.source === "last_seen" ? alert.lastLocation : "the place of a verified sighting",
    growsEveryMinutes: alert.areaState === "growing" ? growthInterval(main, steps) : null,
  };
}

const noReach = (): ReachByChannel => ({ sms: 0, whatsapp: 0, email: 0, push: 0 });

export interface AreaViewInput {
  alert: AlertRow;
  circles: CircleRow[];
  steps: StepRow[];
  reach: Array<{ stepId: number | null; channel: string; count: number }>;
  sightingPlaces: Map<number, string>;
}

export function toSearchAreaView({
  alert,
  circles,
  steps,
  reach,
  sightingPlaces,
}: AreaViewInput): SearchAreaView {
  const reachOf = new Map<number, ReachByChannel>();
  for (const r of reach) {
    if (r.stepId === null || !NOTIFICATION_CHANNELS.includes(r.channel as NotificationChannel)) continue;
    const counts = reachOf.get(r.stepId) ?? noReach();
    counts[r.channel as NotificationChannel] += r.count;
    reachOf.set(r.stepId, counts);
  }
  const state = (alert.areaState ?? "complete") as AreaState;
  const scheduled = steps.filter(notYetBegun).sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime());
  return {
    alertId: alert.id,
    level: alert.level as AlertLevel,
    travelMode: (alert.travelMode ?? "foot") as TravelMode,
    state,
    nextStepAt: state === "growing" && scheduled[0] ? scheduled[0].dueAt.toISOString() : null,
    circles: circles.map((c) => ({
      id: c.id,
      source: c.source === "sighting" ? "sighting" : "last_seen",
      sightingId: c.sightingId,
      label:
        c.source === "sighting" && c.sightingId !== null
          ? (sightingPlaces.get(c.sightingId) ?? "Verified sighting")
          : alert.lastLocation,
      latitude: c.latitude,
      longitude: c.longitude,
      radiusKm: c.radiusKm,
      startedAt: c.startedAt.toISOString(),
    })),
    rings: steps.map((s) => ({
      seq: s.seq,
      circleId: s.circleId,
      kind: s.kind as AreaStepKind,
      radiusKm: s.radiusKm,
      dueAt: s.dueAt.toISOString(),
      status: s.status as "scheduled" | "done" | "cancelled",
      ranAt: s.ranAt?.toISOString() ?? null,
      reached: reachOf.get(s.id) ?? noReach(),
    })),
  };
}
