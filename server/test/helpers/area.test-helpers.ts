// Test helpers for the search area: an app on a controllable clock, subscribers at known
// distances (home, other places, quiet hours, push), reports verified through the real
// endpoints, and the outbox rows with the ring that queued each.
import { randomBytes } from "node:crypto";
import type { CreateAlertInput } from "@shared/alerts";
import type { VerifyAlertRequest } from "@shared/levels";
import { sql } from "drizzle-orm";
import { expect } from "vitest";
import type { Db } from "../../src/db/client";
import { pushSubscriptions, subscriberPlaces, subscribers } from "../../src/db/schema";
import { rowsOf } from "../../src/db/sql-result";
import { AreaScheduler } from "../../src/modules/alerts/area.scheduler";
import { createTestApp, type TestApp } from "../harness";
import { type StaffHeaders, staffHeaders, validAlertInput } from "./alerts.test-helpers";

export const STABROEK = { latitude: 6.8066, longitude: -58.1625 };
/** Kilometres per degree of latitude on the sphere the planning SQL uses. */
const KM_PER_DEGREE = (Math.PI / 180) * 6371.0088;

/** A point `km` due north of a place. */
export const northKm = (from: { latitude: number; longitude: number }, km: number) => ({
  latitude: from.latitude + km / KM_PER_DEGREE,
  longitude: from.longitude,
});

export interface Clock {
  now: Date;
  /** Moves the app's clock on by whole minutes. */
  advance(minutes: number): void;
  set(at: Date): void;
}

export interface AreaApp {
  t: TestApp;
  db: Db;
  clock: Clock;
  staff: StaffHeaders;
  /** Signs staff in again (a moderator's unlock runs out as the clock moves on by hours). */
  renewStaff(): Promise<void>;
  close(): Promise<void>;
}

export async function createAreaApp(start: Date, env: Record<string, string> = {}): Promise<AreaApp> {
  const clock: Clock = {
    now: start,
    advance(minutes) {
      this.now = new Date(this.now.getTime() + minutes * 60_000);
    },
    set(at) {
      this.now = at;
    },
  };
  const t = await createTestApp({
    now: () => clock.now,
    env: { PUBLIC_URL: "https://alerts.example.gy", ...env },
  });
  const app: AreaApp = {
    t,
    db: t.database.db,
    clock,
    staff: await staffHeaders(t),
    async renewStaff() {
      app.staff = await staffHeaders(t);
    },
    close: () => t.close(),
  };
  return app;
}

/** A scheduler on the app's clock and database (a second one stands for a second instance). */
export const schedulerFor = (a: AreaApp) => new AreaScheduler({ ctx: a.t.app.ctx, pollMs: 60_000 });

export interface SubscriberSeed {
  name: string;
  home?: { latitude: number; longitude: number } | null;
  phone?: boolean;
  email?: boolean;
  push?: boolean;
  quiet?: { startMinute: number; endMinute: number };
}

let counter = 0;

export async function addSubscriber(db: Db, seed: SubscriberSeed): Promise<number> {
  counter += 1;
  const tag = `${counter}${randomBytes(3).toString("hex")}`;
  const [row] = await db
    .insert(subscribers)
    .values({
      name: seed.name,
      phone: seed.phone === false ? null : `+5927${String(counter).padStart(6, "0")}`,
      email: seed.email ? `s${tag}@example.gy` : null,
      latitude: seed.home?.latitude ?? null,
      longitude: seed.home?.longitude ?? null,
      location: seed.home ? "Somewhere in Guyana" : null,
      unsubscribeToken: `tok-${tag}`,
      quietStartMinute: seed.quiet?.startMinute ?? null,
      quietEndMinute: seed.quiet?.endMinute ?? null,
    })
    .returning({ id: subscribers.id });
  if (seed.push)
    await db.insert(pushSubscriptions).values({
      subscriberId: row!.id,
      endpoint: `https://fcm.googleapis.com/fcm/send/${tag}`,
      p256dh: "BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM",
      auth: "tBHItJI5svbpez7KI4CCXg",
    });
  return row!.id;
}

/** Another place of a subscriber's (work, school), inserted as the subscriber pages will store it. */
export async function addPlace(
  db: Db,
  subscriberId: number,
  label: "work" | "school" | "other",
  point: { latitude: number; longitude: number },
): Promise<void> {
  await db.insert(subscriberPlaces).values({ subscriberId, label, location: `${label} place`, ...point });
}

/** Files a report through the public endpoint; `lastSeenMinutesAgo` by the app's clock. */
export async function report(
  a: AreaApp,
  overrides: Partial<CreateAlertInput> & { lastSeenMinutesAgo?: number } = {},
): Promise<number> {
  const { lastSeenMinutesAgo = 1, ...input } = overrides;
  const lastSeen = new Date(a.clock.now.getTime() - lastSeenMinutesAgo * 60_000).toISOString();
  const res = await a.t.app.inject({
    method: "POST",
    url: "/api/alerts",
    payload: validAlertInput({
      ...STABROEK,
      lastSeen,
      circumstances: "Did not come home from school.",
      ...input,
    }),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

export async function verify(a: AreaApp, alertId: number, body?: VerifyAlertRequest) {
  const res = await a.t.app.inject({
    method: "POST",
    url: `/api/alerts/${alertId}/verify`,
    headers: a.staff.moderator,
    ...(body ? { payload: body } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Reports a sighting at a point and has a moderator verify it. */
export async function verifiedSightingAt(
  a: AreaApp,
  alertId: number,
  point: { latitude: number; longitude: number },
  minutesAgo = 5,
): Promise<number> {
  const created = await a.t.app.inject({
    method: "POST",
    url: "/api/sightings",
    payload: {
      alertId,
      location: "Timehri junction",
      description: "Seen at the bus shelter with a green backpack.",
      sightingTime: new Date(a.clock.now.getTime() - minutesAgo * 60_000).toISOString(),
      ...point,
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().id as number;
  const verified = await a.t.app.inject({
    method: "POST",
    url: `/api/sightings/${id}/verify`,
    headers: a.staff.moderator,
  });
  expect(verified.statusCode, verified.body).toBe(200);
  return id;
}

export interface AreaRow {
  id: number;
  subscriberId: number;
  channel: string;
  status: string;
  seq: number | null;
  stepKind: string | null;
  sightingId: number | null;
  silent: boolean;
  nextAttemptAt: Date;
  recipientDistance: number | null;
  urgency: number;
  body: string | null;
}

export async function outbox(db: Db, alertId: number): Promise<AreaRow[]> {
  const rows = rowsOf<AreaRow & { nextAttemptAt: Date | string }>(
    await db.execute(sql`
      select n.id, n.subscriber_id as "subscriberId", n.notification_type as channel, n.status,
             st.seq, st.kind as "stepKind", n.sighting_id as "sightingId", n.silent,
             n.next_attempt_at as "nextAttemptAt", n.recipient_distance as "recipientDistance",
             n.urgency, n.body
      from alert_notifications n left join search_area_steps st on st.id = n.step_id
      where n.alert_id = ${alertId} and n.kind = 'alert'
      order by n.id`),
  );
  return rows.map((r) => ({ ...r, nextAttemptAt: new Date(r.nextAttemptAt) }));
}

/** Who each ring reached: seq -> subscriber ids (sorted, once per subscriber). */
export async function reachedByRing(db: Db, alertId: number): Promise<Record<number, number[]>> {
  const out: Record<number, number[]> = {};
  for (const row of await outbox(db, alertId)) {
    const seq = row.seq ?? 0;
    const list = out[seq] ?? [];
    out[seq] = list;
    if (!list.includes(row.subscriberId)) list.push(row.subscriberId);
  }
  for (const list of Object.values(out)) list.sort((x, y) => x - y);
  return out;
}

export async function stepStates(db: Db, alertId: number) {
  return rowsOf<{ seq: number; kind: string; status: string; radiusKm: number; ranAt: string | Date | null }>(
    await db.execute(sql`select seq, kind, status, radius_km as "radiusKm", ran_at as "ranAt"
      from search_area_steps where alert_id = ${alertId} order by seq`),
  );
}
