// "Delete my data" (issue 17): through the subscription's own link, the subscriber, their
// photo and their contact details go; delivery records stay as anonymous counts; the next
// fan-out does not reach them.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness";
import {
  jpegWithGpsDataUrl,
  type StaffHeaders,
  staffHeaders,
  validAlertInput,
} from "../../../test/helpers/alerts.test-helpers";
import { adminAuditLog, photos, sightings, subscribers } from "../../db/schema";
import { rowsOf } from "../../db/sql-result";
import { createDispatcher, type Dispatcher } from "../../notifications";

const PUBLIC_URL = "https://alerts.example.gy";
const leaving = {
  name: "Marisa Deleteme",
  email: "marisa.deleteme@example.gy",
  phone: "+592 611 4477",
  location: "Lot 5 Robb Street, Lacytown, Georgetown, Guyana",
  latitude: 6.8119,
  longitude: -58.1587,
  whatsappEnabled: true,
};
const staying = {
  name: "Kevin Stays",
  email: "kevin.stays@example.gy",
  phone: "+592 622 8811",
  location: "Lot 9 Camp Street, Georgetown, Guyana",
  latitude: 6.8066,
  longitude: -58.1625,
  whatsappEnabled: false,
};

let t: TestApp;
let staff: StaffHeaders;
let dispatcher: Dispatcher;
let ip = 0;
const nextIp = () => `10.9.0.${++ip}`;

async function subscribe(
  person: typeof leaving,
  photo: string,
): Promise<{ id: number; token: string; photoUrl: string | null }> {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/subscribers",
    payload: { ...person, profilePhotoUrl: photo },
    remoteAddress: nextIp(),
  });
  expect(res.statusCode, res.body).toBe(201);
  const rows = await t.database.db.select().from(subscribers);
  const row = rows.find((r) => r.name === person.name)!;
  return { id: row.id, token: row.unsubscribeToken, photoUrl: row.profilePhotoUrl };
}

async function distributedAlert(name: string): Promise<number> {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/alerts",
    payload: validAlertInput({ name }) as never,
    remoteAddress: nextIp(),
  });
  const id = res.json().id as number;
  const verify = await t.app.inject({
    method: "POST",
    url: `/api/alerts/${id}/verify`,
    headers: staff.moderator,
  });
  expect(verify.statusCode).toBe(200);
  await dispatcher.runUntilIdle();
  return id;
}

/** What staff see of an alert's deliveries: counts per channel and state. */
async function deliveryCounts(alertId: number) {
  const res = await t.app.inject({
    method: "GET",
    url: `/api/admin/alerts/${alertId}/notifications`,
    headers: staff.admin,
  });
  expect(res.statusCode).toBe(200);
  const counts = res.json().counts as Array<{ channel: string; status: string; count: number }>;
  return counts.map((c) => `${c.channel}:${c.status}:${c.count}`).sort();
}

/** Every row of every table, as text: to prove nothing of the subscriber is left anywhere. */
async function everything(): Promise<string> {
  const tables = rowsOf<{ table_name: string }>(
    await t.database.db.execute(
      sql.raw(
        "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'",
      ),
    ),
  );
  let out = "";
  for (const { table_name } of tables) {
    if (table_name === "photos") continue; // bytes; checked by id below
    out += JSON.stringify(rowsOf(await t.database.db.execute(sql.raw(`select * from "${table_name}"`))));
  }
  return out;
}

const outboxOf = async (alertId: number) =>
  rowsOf<{ subscriber_id: number | null; status: string; body: string | null; kind: string }>(
    await t.database.db.execute(
      sql`select subscriber_id, status, body, kind from alert_notifications where alert_id = ${alertId} order by id`,
    ),
  );

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL } });
  staff = await staffHeaders(t);
  const quiet = { info: () => {}, warn: () => {}, error: () => {} };
  dispatcher = createDispatcher({
    database: t.database,
    config: t.app.ctx.config,
    events: t.events,
    logger: quiet,
  });
});
afterAll(async () => {
  await dispatcher.stop();
  await t.close();
});

describe("DELETE /api/subscribers/manage/:token (Delete my data)", () => {
  it("removes the subscriber and their photo, keeps delivery counts, and the next fan-out does not reach them", async () => {
    const gone = await subscribe(leaving, await jpegWithGpsDataUrl(300, 300));
    const kept = await subscribe(staying, "");
    expect(gone.photoUrl).toMatch(/^\/api\/photos\//);
    expect((await t.app.inject({ method: "GET", url: gone.photoUrl! })).statusCode).toBe(200);

    // An alert reaches both; the log transport keeps each message's text.
    const first = await distributedAlert("First Child");
    const before = await deliveryCounts(first);
    const rowsBefore = await outboxOf(first);
    expect(rowsBefore.filter((r) => r.subscriber_id === gone.id).length).toBeGreaterThanOrEqual(2);
    expect(rowsBefore.every((r) => r.status === "logged")).toBe(true);

    // They replied to the alert text with a sighting (as modules/webhooks stores one).
    const [stored] = await t.database.db
      .select()
      .from(subscribers)
      .where(sql`${subscribers.id} = ${gone.id}`);
    const [reply] = await t.database.db
      .insert(sightings)
      .values({
        alertId: first,
        reporterContact: stored!.phone,
        location: "Not given (reply by SMS)",
        sightingTime: new Date(),
        description: "Saw her near the market at noon",
        source: "sms",
        providerMessageId: `SM${gone.id}`,
      })
      .returning({ id: sightings.id });

    const res = await t.app.inject({
      method: "DELETE",
      url: `/api/subscribers/manage/${gone.token}`,
      remoteAddress: nextIp(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: "deleted" });

    // The subscriber and the photo are gone; the photo URL is 404 to anyone, staff included.
    const remaining = await t.database.db.select().from(subscribers);
    expect(remaining.map((s) => s.id)).toEqual([kept.id]);
    const photoId = gone.photoUrl!.split("/").pop()!;
    expect(
      await t.database.db.select({ id: photos.id }).from(photos).where(sql`${photos.id} = ${photoId}`),
    ).toEqual([]);
    for (const headers of [{}, staff.admin]) {
      expect((await t.app.inject({ method: "GET", url: gone.photoUrl!, headers })).statusCode).toBe(404);
    }
    // The link is spent.
    for (const method of ["GET", "DELETE"] as const) {
      const again = await t.app.inject({
        method,
        url: `/api/subscribers/manage/${gone.token}`,
        remoteAddress: nextIp(),
      });
      expect(again.statusCode).toBe(404);
    }

    // Delivery counts are unchanged; the rows stay without recipient or text.
    expect(await deliveryCounts(first)).toEqual(before);
    const rowsAfter = await outboxOf(first);
    expect(rowsAfter).toHaveLength(rowsBefore.length);
    const anonymous = rowsAfter.filter((r) => r.subscriber_id === null);
    expect(anonymous).toHaveLength(rowsBefore.filter((r) => r.subscriber_id === gone.id).length);
    expect(anonymous.every((r) => r.body === null && r.status === "logged")).toBe(true);
    expect(rowsAfter.filter((r) => r.subscriber_id === kept.id).every((r) => r.body !== null)).toBe(true);

    // Their reply stays for the case, without their number.
    const [kept1] = await t.database.db.select().from(sightings).where(sql`${sightings.id} = ${reply!.id}`);
    expect(kept1).toMatchObject({ reporterContact: null, description: "Saw her near the market at noon" });

    // Nothing of them is left in any table; the audit row names the id only.
    const all = await everything();
    for (const trace of [leaving.name, leaving.email, "611 4477", "6114477", "Robb Street", gone.token]) {
      expect(all, trace).not.toContain(trace);
    }
    const audit = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(sql`${adminAuditLog.action} = 'subscriber.delete_data'`);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ entityType: "subscriber", entityId: gone.id, adminId: null });

    // The next alert near them reaches only the subscriber who stayed.
    const second = await distributedAlert("Second Child");
    const next = await outboxOf(second);
    expect(next.length).toBeGreaterThan(0);
    expect(new Set(next.map((r) => r.subscriber_id))).toEqual(new Set([kept.id]));
    expect(next.every((r) => r.status === "logged")).toBe(true);
    expect(JSON.stringify(next)).not.toContain(leaving.name.split(" ")[0]!);

    // Closing the first case sends its follow-up to the one still subscribed, and to nobody else.
    const resolve = await t.app.inject({
      method: "POST",
      url: `/api/alerts/${first}/close`,
      headers: staff.moderator,
      payload: { outcome: "found_safe" },
    });
    expect(resolve.statusCode).toBe(200);
    await dispatcher.runUntilIdle();
    const followUps = (await outboxOf(first)).filter((r) => r.kind === "resolved");
    expect(followUps.length).toBeGreaterThan(0);
    expect(new Set(followUps.map((r) => r.subscriber_id))).toEqual(new Set([kept.id]));
    expect(followUps.every((r) => r.status === "logged")).toBe(true);
  });

  it("cancels their messages still waiting to go out", async () => {
    const gone = await subscribe(
      { ...leaving, email: "second.leaver@example.gy", phone: "+592 633 1100" },
      "",
    );
    // Verified but not yet dispatched: the rows are queued.
    const res = await t.app.inject({
      method: "POST",
      url: "/api/alerts",
      payload: validAlertInput({ name: "Queued Child" }) as never,
      remoteAddress: nextIp(),
    });
    const alertId = res.json().id as number;
    await t.app.inject({ method: "POST", url: `/api/alerts/${alertId}/verify`, headers: staff.moderator });
    expect((await outboxOf(alertId)).some((r) => r.subscriber_id === gone.id && r.status === "queued")).toBe(
      true,
    );

    const del = await t.app.inject({
      method: "DELETE",
      url: `/api/subscribers/manage/${gone.token}`,
      remoteAddress: nextIp(),
    });
    expect(del.statusCode).toBe(200);
    await dispatcher.runUntilIdle();
    const rows = await outboxOf(alertId);
    expect(rows.filter((r) => r.subscriber_id === null).every((r) => r.status === "cancelled")).toBe(true);
    expect(rows.some((r) => r.status === "queued" || r.status === "sending")).toBe(false);
  });

  it("answers 404 with the invalid-link message for a malformed or unknown token", async () => {
    for (const token of ["short", "x".repeat(32)]) {
      const res = await t.app.inject({
        method: "DELETE",
        url: `/api/subscribers/manage/${token}`,
        remoteAddress: nextIp(),
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toContain("This unsubscribe link is not valid");
    }
  });
});
