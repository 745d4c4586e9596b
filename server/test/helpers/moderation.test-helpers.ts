// Shared set-up for the moderation tests (moderation.*.test.ts): an app on a clock the tests
// move, with an admin and a moderator signed in and the moderator unlocked, and the review
// events it emits handed to the test file; plus rows in the states the reviews start from.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import type { Db } from "../../src/db/client";
import { adminAuditLog, alerts, sightings } from "../../src/db/schema";
import type { DomainEventMap, DomainEventName } from "../../src/events";
import { createTestApp, type TestApp } from "../harness";
import { createTestStaff, signInCookie, type TestStaff, unlockBearer } from "./auth.test-helpers";

export const IP = "203.0.113.7";

export interface RecordedEvent {
  name: DomainEventName;
  payload: unknown;
}

export interface ModerationHarness {
  t: TestApp;
  admin: TestStaff;
  moderator: TestStaff;
  adminCookie: string;
  modCookie: string;
  modBearer: string;
}

async function setUpModeration(
  now: () => Date,
  record: (event: RecordedEvent) => void,
): Promise<ModerationHarness> {
  const t = await createTestApp({
    env: { STAFF_MAX_FAILED_ATTEMPTS: "3", MODERATOR_UNLOCK_MINUTES: "30" },
    now,
  });
  const admin = await createTestStaff(t.database.db, "admin");
  const moderator = await createTestStaff(t.database.db, "moderator");
  const adminCookie = await signInCookie(t.app, admin);
  const modCookie = await signInCookie(t.app, moderator);
  const modBearer = await unlockBearer(t.app, t.database.db, moderator.id);
  const names: DomainEventName[] = ["alert.verified", "alert.resolved", "alert.denied", "sighting.verified"];
  for (const name of names) {
    t.events.on(name, (payload: DomainEventMap[typeof name]) => record({ name, payload }));
  }
  return { t, admin, moderator, adminCookie, modCookie, modBearer };
}

export async function insertAlert(db: Db, overrides: Partial<typeof alerts.$inferInsert> = {}) {
  const [row] = await db
    .insert(alerts)
    .values({
      name: "Ravi Singh",
      age: 12,
      description: "Short black hair, slim build.",
      clothing: "Blue school shirt, khaki pants.",
      lastLocation: "Parika Stelling, East Bank Essequibo",
      lastSeen: new Date("2025-05-01T08:00:00Z"),
      latitude: 6.87,
      longitude: -58.42,
      circumstances: "Did not come home from school.",
      reporterName: "Indra Singh",
      reporterRelationship: "Father",
      reporterPhone: "+592 655 0000",
      reporterEmail: "indra@example.gy",
      ...overrides,
    })
    .returning();
  return row!;
}

export async function insertSighting(
  db: Db,
  alertId: number,
  overrides: Partial<typeof sightings.$inferInsert> = {},
) {
  const [row] = await db
    .insert(sightings)
    .values({
      alertId,
      reporterName: "Nadira Khan",
      reporterContact: "nadira@example.gy",
      location: "Camp Street, near the bus stop",
      sightingTime: new Date("2025-05-01T10:00:00Z"),
      description: "A boy in a blue shirt waiting for a minibus.",
      ...overrides,
    })
    .returning();
  return row!;
}

/** Registers, in the calling test file, the app's set-up and close; the harness is ready from beforeAll on. */
export function moderationTestApp(now: () => Date, record: (event: RecordedEvent) => void) {
  let harness: ModerationHarness | undefined;
  beforeAll(async () => {
    harness = await setUpModeration(now, record);
  });
  afterAll(() => harness?.t.close());
  return () => harness!;
}

/** The review calls (from the fixed address IP) and audit reads the tests make against `app()`. */
export function reviewRequests(app: () => TestApp) {
  const post = (url: string, headers: Record<string, string>) =>
    app().app.inject({ method: "POST", url, headers, remoteAddress: IP });
  const auditFor = (entityType: string, entityId: number) =>
    app()
      .database.db.select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.entityId, entityId))
      .then((rows) => rows.filter((r) => r.entityType === entityType));
  return { post, auditFor };
}
