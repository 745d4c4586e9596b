// The cost before sending: GET /api/alerts/{id}/distribution-preview counts what a verification
// would queue now (its first ring) with planning's own SQL, and the verification then queues
// exactly that, channel by channel; each SMS is the segments the preview said, and the cost is
// the admin's prices times those counts.

import type { DistributionPreview } from "@shared/distribution-preview";
import { NOTIFICATION_CHANNELS } from "@shared/notifications";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { saveNotificationSettings } from "../../../test/fakes/notification-fixtures";
import {
  type AreaApp,
  addPlace,
  addSubscriber,
  createAreaApp,
  northKm,
  report,
  STABROEK,
  verify,
} from "../../../test/helpers/area.test-helpers";
import { rowsOf } from "../../db/sql-result";
import { createDispatcher, estimateFirstRing } from "../../notifications";
import { createLogTransport } from "../../notifications/channels/log";
import { smsLength } from "../../notifications/sms-encoding";

const silent = { info() {}, warn() {}, error() {} };

const preview = async (a: AreaApp, id: number, query: string, headers = a.staff.moderator) =>
  a.t.app.inject({ method: "GET", url: `/api/alerts/${id}/distribution-preview${query}`, headers });

async function queuedPerChannel(a: AreaApp, alertId: number): Promise<Record<string, number>> {
  const rows = rowsOf<{ channel: string; n: number }>(
    await a.db.execute(sql`select notification_type as channel, count(*)::int as n from alert_notifications
      where alert_id = ${alertId} group by notification_type`),
  );
  return Object.fromEntries(NOTIFICATION_CHANNELS.map((c) => [c, rows.find((r) => r.channel === c)?.n ?? 0]));
}

describe("the cost before sending", () => {
  let a: AreaApp;
  beforeAll(async () => {
    a = await createAreaApp(new Date("2026-03-02T16:00:00Z"));
    const whatsApp = async (id: number) =>
      a.db.execute(
        sql`update subscribers set whatsapp_enabled = true, whatsapp_status = 'opted_in' where id = ${id}`,
      );
    // Inside a Red case's first ring on foot (8 km) ...
    await whatsApp(
      await addSubscriber(a.db, { name: "All", home: northKm(STABROEK, 2), email: true, push: true }),
    );
    await addSubscriber(a.db, { name: "Phone", home: northKm(STABROEK, 3) });
    await addSubscriber(a.db, { name: "Mail", home: northKm(STABROEK, 5), phone: false, email: true });
    const stopped = await addSubscriber(a.db, { name: "Stopped SMS", home: northKm(STABROEK, 6) });
    await whatsApp(stopped);
    await a.db.execute(sql`update subscribers set sms_opt_out_date = now() where id = ${stopped}`);
    // ... by another place (home far away, work 1 km away) ...
    await addPlace(
      a.db,
      await addSubscriber(a.db, { name: "Works near", home: northKm(STABROEK, 40) }),
      "work",
      northKm(STABROEK, 1),
    );
    // ... and with no place at all; outside it: reached only when the area grows.
    await addSubscriber(a.db, { name: "Unplaced", email: true });
    await addSubscriber(a.db, { name: "Far", home: northKm(STABROEK, 20), email: true });
  });
  afterAll(() => a.close());

  it("shows per channel what verifying at a level queues now, and the verification queues exactly that", async () => {
    const id = await report(a, { age: 9, lastSeenMinutesAgo: 1 });
    const res = await preview(a, id, "?level=red&travelMode=foot");
    expect(res.statusCode, res.body).toBe(200);
    const shown = res.json() as DistributionPreview;
    expect(shown).toMatchObject({
      level: "red",
      travelMode: "foot",
      sharingPolicy: "share_widely",
      sends: true,
      firstRing: { radiusKm: 8, grows: true },
      currency: "USD",
      whatsApp: { limit: 250, peopleToday: 0, newPeople: 2, overLimit: 0 },
    });
    const counts = Object.fromEntries(shown.channels.map((c) => [c.channel, c.messages]));
    // SMS: All, Phone, Works near (by their work place) and Unplaced; Stopped SMS opted out.
    expect(counts).toEqual({ sms: 4, whatsapp: 2, email: 3, push: 1 });
    const sms = shown.channels.find((c) => c.channel === "sms")!;
    expect(sms.segmentsPerMessage).toBe(1);
    // The admin's default prices: US$0.05 a segment, 0.016 a WhatsApp message, e-mail and push free.
    expect(sms.cost).toBeCloseTo(4 * 0.05, 10);
    expect(shown.channels.find((c) => c.channel === "whatsapp")!.cost).toBeCloseTo(2 * 0.016, 10);
    expect(shown.totalMessages).toBe(10);
    expect(shown.totalCost).toBeCloseTo(0.232, 10);
    // Counting wrote nothing.
    expect(await queuedPerChannel(a, id)).toEqual({ sms: 0, whatsapp: 0, email: 0, push: 0 });

    await verify(a, id, { level: "red", travelMode: "foot" });
    expect(await queuedPerChannel(a, id)).toEqual(counts);

    // Sent (here: logged, no provider), every SMS took the segments the preview priced.
    const dispatcher = createDispatcher({
      database: a.t.database,
      config: a.t.app.ctx.config,
      now: () => a.clock.now,
      transports: { push: createLogTransport(silent) },
    });
    await dispatcher.runUntilIdle();
    await dispatcher.stop();
    const texts = rowsOf<{ body: string; segments: number }>(
      await a.db.execute(sql`select body, segments from alert_notifications
        where alert_id = ${id} and notification_type = 'sms'`),
    );
    expect(texts).toHaveLength(4);
    for (const text of texts) {
      expect(text.segments).toBe(smsLength(text.body).segments);
      expect(text.segments).toBe(sms.segmentsPerMessage);
    }
    const others = rowsOf<{ n: number }>(
      await a.db.execute(sql`select count(*)::int as n from alert_notifications
        where alert_id = ${id} and notification_type <> 'sms' and segments is not null`),
    );
    expect(others[0]!.n).toBe(0);
  });

  it("prices a longer text by its segments, at the admin's prices", async () => {
    await saveNotificationSettings(a.db, {
      messagePrices: { smsSegment: 0.07, whatsApp: 0.02, email: 0.001, push: 0 },
    });
    try {
      const id = await report(a, {
        age: 9,
        name: "Maria Fernanda Alexandrina de los Santos Rodrigues",
        lastLocation: "Lot 12 Middle Street, Campbellville, near the Sheriff Street junction, Georgetown",
        lastSeenMinutesAgo: 1,
      });
      const shown = (await preview(a, id, "?level=concern&travelMode=foot")).json() as DistributionPreview;
      const sms = shown.channels.find((c) => c.channel === "sms")!;
      expect(shown.firstRing.radiusKm).toBe(5);
      expect(sms.segmentsPerMessage).toBeGreaterThanOrEqual(1);
      expect(sms.cost).toBeCloseTo(sms.messages * sms.segmentsPerMessage! * 0.07, 10);
      expect(shown.channels.find((c) => c.channel === "email")!.cost).toBeCloseTo(
        shown.channels.find((c) => c.channel === "email")!.messages * 0.001,
        10,
      );
    } finally {
      await saveNotificationSettings(a.db, {
        messagePrices: { smsSegment: 0.05, whatsApp: 0.016, email: 0, push: 0 },
      });
    }
  });

  it("sends nothing for a staff-only alert, and refuses a bad level or an unknown alert by name", async () => {
    const id = await report(a, { age: 30, lastSeenMinutesAgo: 1 });
    const staffOnly = (await preview(a, id, "?level=concern&sharingPolicy=staff_only")).json();
    expect(staffOnly).toMatchObject({ sends: false, totalMessages: 0, totalCost: 0 });

    const bad = await preview(a, id, "?level=purple");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/level/);
    expect((await preview(a, id, "?colour=red")).statusCode).toBe(400);
    expect((await preview(a, 999_999, "")).statusCode).toBe(404);
  });

  it("is for staff: 401 without signing in", async () => {
    const id = await report(a, { age: 30 });
    expect((await preview(a, id, "", {} as typeof a.staff.moderator)).statusCode).toBe(401);
  });
});

describe("estimateFirstRing", () => {
  const ring = {
    sms: { messages: 300, whatsAppReachedSince: 0 },
    whatsapp: { messages: 300, whatsAppReachedSince: 20 },
    email: { messages: 10, whatsAppReachedSince: 0 },
    push: { messages: 5, whatsAppReachedSince: 0 },
  };
  const prices = { smsSegment: 0.05, whatsApp: 0.016, email: 0, push: 0 };

  it("warns of the people past the WhatsApp limit, who are not charged as WhatsApp messages", () => {
    const estimate = estimateFirstRing(ring, {
      smsSegments: 2,
      prices,
      whatsApp: { limit: 250, peopleToday: 40 },
    });
    // 280 new people on top of 40: 70 past 250.
    expect(estimate.whatsApp).toEqual({ limit: 250, peopleToday: 40, newPeople: 280, overLimit: 70 });
    expect(estimate.channels.find((c) => c.channel === "whatsapp")!.cost).toBeCloseTo(230 * 0.016, 10);
    expect(estimate.channels.find((c) => c.channel === "sms")!.cost).toBeCloseTo(300 * 2 * 0.05, 10);
    expect(estimate.totalMessages).toBe(615);
  });

  it("has nobody past an unlimited account, or one with room left", () => {
    expect(
      estimateFirstRing(ring, { smsSegments: 1, prices, whatsApp: { limit: null, peopleToday: 9_000 } })
        .whatsApp.overLimit,
    ).toBe(0);
    expect(
      estimateFirstRing(ring, { smsSegments: 1, prices, whatsApp: { limit: 2000, peopleToday: 40 } }).whatsApp
        .overLimit,
    ).toBe(0);
  });
});
