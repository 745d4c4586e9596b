import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertSubscriber, outboxRows } from "../../../test/fakes/notification-fixtures";
import { clientDirWith, createTestApp, type TestApp, testConfig } from "../../../test/harness";
import {
  reportWithPhoto,
  setAnnounceFound,
  staffHeaders,
  validAlertInput,
  verifiedSighting,
  verifyAsModerator,
} from "../../../test/helpers/alerts.test-helpers";
import type { AppContext } from "../../context";
import { rowsOf } from "../../db/sql-result";
import { forgetChatOfAlert } from "../chat/chat.service";
import { forgetSightingsOfAlert } from "../sightings/sightings.service";
import { runCaseLifecycle } from "./lifecycle.service";

const parts = { forgetSightingsOfAlert, forgetChatOfAlert };

// A child's name and photo must not outlive the search (issue 17). With a controllable clock:
// a found alert's public record is cut to the first name, "found" and the dates after the
// redaction delay, everywhere the public can look; staff's record is purged after retention;
// two instances running the job at once do it once.

const DAY = 86_400_000;
// From the real time on: reports made in the test carry last-seen times from the real clock.
const START = new Date(Math.ceil(Date.now() / 1000) * 1000 + 60_000);
const ENV = {
  CASE_REDACT_AFTER_DAYS: "30",
  CASE_RETENTION_DAYS: "365",
  PUBLIC_URL: "https://alerts.example.gy",
};
let now = START;
let t: TestApp;

function ctxAt(): AppContext {
  return { config: testConfig(ENV), database: t.database, events: t.events, now: () => now };
}

beforeAll(async () => {
  const clientDir = clientDirWith("<!doctype html><html><head><title>x</title></head><body></body></html>");
  t = await createTestApp({ now: () => now, env: ENV, clientDir });
  await insertSubscriber(t.database.db, {
    name: "Near",
    phone: "+5926002222",
    latitude: 6.81,
    longitude: -58.16,
  });
  // What the redaction job does is seen with found people announced: otherwise closing a case
  // ends its public record at once (case.ending.test.ts).
  await setAnnounceFound(t, await staffHeaders(t), true);
});
afterAll(() => t.close());

/** A verified alert with a photo, a verified sighting, a chat message and a sent alert message, found on `now`. */
async function foundCase(name: string): Promise<{ id: number; photoUrl: string }> {
  const staff = await staffHeaders(t);
  const res = await t.app.inject({
    method: "POST",
    url: "/api/alerts",
    payload: validAlertInput({ name, lastSeen: new Date(now.getTime() - 3_600_000).toISOString() }),
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().id as number;
  const withPhoto = await reportWithPhoto(t, staff, { width: 640, height: 480 });
  // The photo of the second report moves to this one, so one case carries everything.
  await t.database.db.execute(sql`update alerts set photo_url = ${withPhoto.photoUrl} where id = ${id}`);
  await verifyAsModerator(t, staff, id);
  await t.database.db.execute(
    sql`update alert_notifications set status = 'sent', body = ${`MISSING: ${name}, 9, Stabroek Market`}, last_error = 'none' where alert_id = ${id}`,
  );
  await verifiedSighting(t, staff, id, new Date(now.getTime() - 1_800_000));
  const chat = await t.app.inject({
    method: "POST",
    url: "/api/chat",
    payload: { alertId: id, userName: "Neighbour", message: "I will look near the wharf." },
  });
  expect(chat.statusCode, chat.body).toBe(201);
  const close = await t.app.inject({
    method: "POST",
    url: `/api/alerts/${id}/close`,
    headers: staff.moderator,
    payload: { outcome: "found_safe", note: "Found at her grandmother's in Linden." },
  });
  expect(close.statusCode, close.body).toBe(200);
  return { id, photoUrl: withPhoto.photoUrl };
}

/** Everything the public can fetch about an alert, as text. */
async function publicSurfaces(id: number, photoUrl: string) {
  const get = (url: string) => t.app.inject({ method: "GET", url });
  return {
    detail: await get(`/api/alerts/${id}`),
    list: await get("/api/alerts?verified=true&limit=100"),
    sightings: await get(`/api/alerts/${id}/sightings`),
    chat: await get(`/api/chat?alertId=${id}`),
    photo: await get(photoUrl),
    photoVariant: await get(`${photoUrl}?w=400&format=webp`),
    page: await get(`/alert/${id}`),
  };
}

describe("redaction after the configured days", () => {
  it("leaves only the first name, found and the dates in every public response and page", async () => {
    now = START;
    const { id, photoUrl } = await foundCase("Aaliyah Persaud");

    now = new Date(START.getTime() + 29 * DAY);
    expect((await runCaseLifecycle(ctxAt(), parts)).redacted).not.toContain(id);
    const before = await publicSurfaces(id, photoUrl);
    expect(before.detail.json().name).toBe("Aaliyah Persaud");
    expect(before.photo.statusCode).toBe(200);
    expect(before.sightings.statusCode).toBe(200);

    now = new Date(START.getTime() + 31 * DAY);
    const run = await runCaseLifecycle(ctxAt(), parts);
    expect(run.redacted).toContain(id);
    const after = await publicSurfaces(id, photoUrl);

    expect(after.detail.statusCode).toBe(200);
    expect(after.detail.json()).toEqual({
      id,
      redacted: true,
      firstName: "Aaliyah",
      publicOutcome: "found",
      isActive: false,
      lastSeen: expect.any(String),
      createdAt: expect.any(String),
      closedAt: START.toISOString(),
    });
    for (const [surface, res] of Object.entries(after)) {
      for (const secret of [
        "Persaud",
        photoUrl,
        "Slim build",
        "Navy blue",
        "Stabroek",
        "6.8066",
        "Bourda",
        "wharf",
        "Linden",
      ]) {
        expect(res.body, `${surface} must not carry ${secret}`).not.toContain(secret);
      }
    }
    expect(after.sightings.statusCode).toBe(404);
    expect(after.chat.statusCode).toBe(404);
    expect(after.photo.statusCode).toBe(404);
    expect(after.photoVariant.statusCode).toBe(404);
    expect(after.page.body).toContain("FOUND: Aaliyah");

    // Staff keep the full record until the retention period ends.
    const staff = await staffHeaders(t);
    const staffView = await t.app.inject({ method: "GET", url: `/api/alerts/${id}`, headers: staff.admin });
    expect(staffView.json()).toMatchObject({
      name: "Aaliyah Persaud",
      photoUrl,
      redactedAt: now.toISOString(),
    });
    expect((await t.app.inject({ method: "GET", url: photoUrl, headers: staff.admin })).statusCode).toBe(200);

    const audit = await t.app.inject({
      method: "GET",
      url: `/api/admin/audit-log?entityType=alert&entityId=${id}`,
      headers: staff.admin,
    });
    expect(audit.json().filter((e: { action: string }) => e.action === "alert.redact")).toHaveLength(1);
  });
});

describe("purge after the retention period", () => {
  it("deletes the photo, sightings, chat and message texts; a tombstone stays for the counts", async () => {
    now = START;
    const { id, photoUrl } = await foundCase("Kevin Ramdass");
    const messages = (await outboxRows(t.database.db, id)).length;
    expect(messages).toBeGreaterThan(0);

    now = new Date(START.getTime() + 364 * DAY);
    expect((await runCaseLifecycle(ctxAt(), parts)).purged).not.toContain(id);
    now = new Date(START.getTime() + 366 * DAY);
    expect((await runCaseLifecycle(ctxAt(), parts)).purged).toContain(id);

    const staff = await staffHeaders(t);
    const staffView = await t.app.inject({ method: "GET", url: `/api/alerts/${id}`, headers: staff.admin });
    expect(staffView.json()).toMatchObject({
      name: "Kevin",
      description: "",
      photoUrl: null,
      latitude: null,
      reporterEmail: "",
      reporterPhone: "",
      outcome: "found_safe",
      outcomeNote: null,
      purgedAt: now.toISOString(),
    });
    expect((await t.app.inject({ method: "GET", url: photoUrl, headers: staff.admin })).statusCode).toBe(404);
    const counts = rowsOf<{ sightings: number; chat: number; photos: number }>(
      await t.database.db.execute(sql`select
        (select count(*)::int from sightings where alert_id = ${id}) as sightings,
        (select count(*)::int from chat_messages where alert_id = ${id}) as chat,
        (select count(*)::int from photos where id = ${photoUrl.split("/").at(-1)!}) as photos`),
    )[0]!;
    expect(counts).toEqual({ sightings: 0, chat: 0, photos: 0 });
    const rows = await outboxRows(t.database.db, id);
    expect(rows).toHaveLength(messages);
    expect(rows.every((r) => r.body === null && r.lastError === null)).toBe(true);

    const audit = await t.app.inject({
      method: "GET",
      url: `/api/admin/audit-log?entityType=alert&entityId=${id}`,
      headers: staff.admin,
    });
    expect(JSON.stringify(audit.json())).not.toContain("Ramdass");
    expect(audit.json().filter((e: { action: string }) => e.action === "alert.purge")).toHaveLength(1);
  });

  it("purges a rejected report too (it was never public, so it was never redacted)", async () => {
    now = START;
    const res = await t.app.inject({
      method: "POST",
      url: "/api/alerts",
      payload: validAlertInput({
        name: "Rejected Person",
        lastSeen: new Date(now.getTime() - 3_600_000).toISOString(),
      }),
    });
    const id = res.json().id as number;
    const staff = await staffHeaders(t);
    await t.app.inject({ method: "POST", url: `/api/alerts/${id}/resolve`, headers: staff.moderator });
    now = new Date(START.getTime() + 366 * DAY);
    const run = await runCaseLifecycle(ctxAt(), parts);
    expect(run.redacted).not.toContain(id);
    expect(run.purged).toContain(id);
  });
});

describe("taken-down alerts", () => {
  it("are purged after the retention period, counted from the takedown", async () => {
    now = START;
    const staff = await staffHeaders(t);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/alerts",
      payload: validAlertInput({
        name: "Takendown Person",
        lastSeen: new Date(now.getTime() - 3_600_000).toISOString(),
      }),
    });
    const id = res.json().id as number;
    await verifyAsModerator(t, staff, id);
    const filed = await t.app.inject({
      method: "POST",
      url: `/api/alerts/${id}/problem-reports`,
      payload: {
        reason: "this_is_me",
        contact: "me@example.gy",
        message: "This is me and I am not missing at all.",
      },
    });
    expect(filed.statusCode, filed.body).toBe(201);
    const takeDown = await t.app.inject({
      method: "POST",
      url: `/api/problem-reports/${filed.json().id}/take-down`,
      headers: staff.moderator,
    });
    expect(takeDown.statusCode, takeDown.body).toBe(200);
    now = new Date(START.getTime() + 366 * DAY);
    const run = await runCaseLifecycle(ctxAt(), parts);
    expect(run.redacted).not.toContain(id);
    expect(run.purged).toContain(id);
    const after = await staffHeaders(t);
    const staffView = await t.app.inject({ method: "GET", url: `/api/alerts/${id}`, headers: after.admin });
    expect(staffView.json()).toMatchObject({ name: "Takendown", reporterEmail: "", status: "taken_down" });
  });
});

describe("several instances", () => {
  it("two runs at the same moment redact and purge each case once", async () => {
    now = START;
    const cases = [
      await foundCase("Anna One"),
      await foundCase("Bibi Two"),
      await foundCase("Chetram Three"),
    ];
    now = new Date(START.getTime() + 400 * DAY);
    const [a, b] = await Promise.all([runCaseLifecycle(ctxAt(), parts), runCaseLifecycle(ctxAt(), parts)]);
    const ids = cases.map((c) => c.id);
    const redacted = [...a.redacted, ...b.redacted].filter((id) => ids.includes(id));
    const purged = [...a.purged, ...b.purged].filter((id) => ids.includes(id));
    expect(redacted.sort()).toEqual([...ids].sort());
    expect(purged.sort()).toEqual([...ids].sort());
    const audit = rowsOf<{ action: string; n: number }>(
      await t.database.db.execute(sql`select action, count(*)::int as n from admin_audit_log
        where entity_type = 'alert' and entity_id in (${sql.join(ids, sql`, `)})
          and action in ('alert.redact', 'alert.purge') group by action order by action`),
    );
    expect(audit).toEqual([
      { action: "alert.purge", n: 3 },
      { action: "alert.redact", n: 3 },
    ]);
    // And a later run finds nothing left to do.
    const later = await runCaseLifecycle(ctxAt(), parts);
    expect(later.redacted.filter((id) => ids.includes(id))).toEqual([]);
    expect(later.purged.filter((id) => ids.includes(id))).toEqual([]);
  });
});
