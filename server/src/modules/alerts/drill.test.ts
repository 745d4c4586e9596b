// The public drill end to end: the admin starts it, the real dispatcher sends it through each
// channel's provider (local fakes of Twilio, an SMTP server and a push service) to the people who
// opted in to the drills only, every message says TEST, its CAP messages (Alert, Update, Cancel)
// are status Test and valid CAP 1.2, it never shows in the public lists, and its result is kept.

import type { DrillSummary } from "@shared/drills";
import type { PushPayload } from "@shared/notifications";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outboxRows } from "../../../test/fakes/notification-fixtures";
import { FakeBrowserSubscription, FakePushService } from "../../../test/fakes/push-service";
import { createTestStaff, signInCookie } from "../../../test/helpers/auth.test-helpers";
import {
  capSchemaErrors,
  googleProfileErrors,
  parseAtom,
  parseCap,
  refOf,
} from "../../../test/helpers/cap.test-helpers";
import { type Harness, setUp, tearDown } from "../../../test/helpers/notifications.test-helpers";
import { adminAuditLog } from "../../db/schema";

let h: Harness;
let push: FakePushService;
let admin: Record<string, string>;
let moderator: Record<string, string>;
let client = 0;

const people = {
  drills: { name: "Dana Drill", phone: "+5926201001", email: "dana@example.gy", push: "dana-phone" },
  noDrills: { name: "Nate Nodrill", phone: "+5926201002", email: "nate@example.gy", push: "nate-phone" },
};
const browsers = new Map<string, FakeBrowserSubscription>();

async function subscribe(p: (typeof people)["drills"], drillOptIn: boolean) {
  client += 1;
  const browser = new FakeBrowserSubscription(push.endpoint(p.push));
  browsers.set(p.push, browser);
  const res = await h.t.app.inject({
    method: "POST",
    url: "/api/subscribers",
    remoteAddress: `10.31.3.${client}`,
    payload: {
      name: p.name,
      phone: p.phone,
      email: p.email,
      whatsappEnabled: true,
      location: "Main Street, Georgetown",
      latitude: 6.81,
      longitude: -58.16,
      push: { ...browser.toJSON(), expirationTime: null },
      ...(drillOptIn ? { drillOptIn: true } : {}),
    },
  });
  expect(res.statusCode, res.body).toBe(201);
}

const call = (method: "GET" | "POST", url: string, headers = admin) =>
  h.t.app.inject({ method, url, headers });

beforeAll(async () => {
  push = new FakePushService();
  await push.start();
  h = await setUp({ PUSH_ALLOW_LOCAL_ENDPOINTS: "true", NOTIFY_PUSH_PER_SECOND: "0" });
  admin = { cookie: await signInCookie(h.t.app, await createTestStaff(h.db, "admin")) };
  moderator = { cookie: await signInCookie(h.t.app, await createTestStaff(h.db, "moderator")) };
  await subscribe(people.drills, true);
  await subscribe(people.noDrills, false);
});
afterAll(async () => {
  await tearDown(h);
  await push.stop();
});

describe("a public drill", () => {
  let drill: DrillSummary;

  it("is the admin's to start, and reaches only the subscribers who opted in, on every channel", async () => {
    expect((await call("POST", "/api/admin/drills", moderator)).statusCode).toBe(403);
    expect((await call("GET", "/api/admin/drills")).json()).toMatchObject({ optedIn: 1, drills: [] });

    const started = await call("POST", "/api/admin/drills");
    expect(started.statusCode, started.body).toBe(201);
    drill = started.json();
    expect(drill).toMatchObject({ endedAt: null, capMessages: [{ msgType: "Alert" }] });
    expect(drill.startedBy).toMatch(/^admin/);
    const queued = await outboxRows(h.db, drill.id);
    expect(queued.map((r) => r.channel).sort()).toEqual(["email", "push", "sms", "whatsapp"]);
    expect(new Set(queued.map((r) => r.subscriberId)).size).toBe(1);
    // One at a time.
    const second = await call("POST", "/api/admin/drills");
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toContain("A drill is running");

    await h.dispatcher.runUntilIdle();
    expect(h.problems).toEqual([]);
    const sms = h.twilio.messages.filter((m) => m.to === people.drills.phone);
    const whatsapp = h.twilio.messages.filter((m) => m.to === `whatsapp:${people.drills.phone}`);
    expect(sms).toHaveLength(1);
    expect(whatsapp).toHaveLength(1);
    expect(sms[0]!.body).toMatch(/^TEST: /);
    expect(whatsapp[0]!.body).toMatch(/^\*TEST\*: /);
    expect(whatsapp[0]!.body).toContain("Nobody is missing");
    const [mail, ...otherMail] = h.smtp.mails;
    expect(otherMail).toEqual([]);
    expect(mail!.to).toEqual([people.drills.email]);
    expect(mail!.subject).toMatch(/^TEST: /);
    expect(mail!.text).toMatch(/^TEST: This is a test of the missing-person alert system/);
    expect(push.requests.map((r) => r.id)).toEqual([people.drills.push]);
    const payload = JSON.parse(
      browsers.get(people.drills.push)!.decrypt(push.requests[0]!.body),
    ) as PushPayload;
    expect(payload.title).toMatch(/^TEST: /);
    expect(payload.body).toContain("Nobody is missing");
    // The person is the fixed test person, so every message names the drill a second time.
    for (const text of [sms[0]!.body, whatsapp[0]!.body, mail!.subject, payload.title])
      expect(text).toContain("this is a drill");
    // Nobody who did not opt in heard anything.
    const notOptedIn = [people.noDrills.phone, `whatsapp:${people.noDrills.phone}`];
    expect(h.twilio.messages.filter((m) => notOptedIn.includes(m.to))).toEqual([]);
  });

  it("never shows in the public lists, but is in the CAP feed as a Test alert", async () => {
    const list = await call("GET", "/api/alerts?verified=true&active=true", {});
    expect(list.json().map((a: { id: number }) => a.id)).not.toContain(drill.id);
    expect((await call("GET", "/api/alerts/locations", {})).body).not.toContain("TEST");

    const feed = parseAtom((await call("GET", "/api/cap/alerts.atom", {})).body);
    const entry = feed.entries.find((e) => e.id?.endsWith(`/api/cap/messages/${drill.id}-1.xml`));
    expect(entry?.title).toMatch(/^TEST: MISSING: /);
    const xml = (await call("GET", `/api/cap/messages/${drill.id}-1.xml`, {})).body;
    expect(parseCap(xml)).toMatchObject({ status: "Test", msgType: "Alert" });
    expect(await capSchemaErrors(xml)).toEqual([]);
    expect(googleProfileErrors(xml, [])).toEqual([]);
  });

  it("sends a test Update and then the Cancel, both status Test, and keeps its result", async () => {
    const capMessage = async (seq: number) => {
      const xml = (await call("GET", `/api/cap/messages/${drill.id}-${seq}.xml`, {})).body;
      expect(await capSchemaErrors(xml)).toEqual([]);
      expect(googleProfileErrors(xml, parsed.map(refOf))).toEqual([]);
      const cap = parseCap(xml);
      parsed.push(cap);
      return cap;
    };
    const parsed: ReturnType<typeof parseCap>[] = [];
    await capMessage(1);
    const updated = await call("POST", `/api/admin/drills/${drill.id}/update`);
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().capMessages.map((m: { msgType: string }) => m.msgType)).toEqual([
      "Alert",
      "Update",
    ]);
    expect(await capMessage(2)).toMatchObject({ status: "Test", msgType: "Update" });
    const ended = await call("POST", `/api/admin/drills/${drill.id}/end`);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json().endedAt).not.toBeNull();
    expect(ended.json().capMessages.map((m: { msgType: string }) => m.msgType)).toEqual([
      "Alert",
      "Update",
      "Cancel",
    ]);
    const cancel = await capMessage(3);
    expect(cancel).toMatchObject({ status: "Test", msgType: "Cancel" });
    expect(cancel.info.headline).toMatch(/^TEST: /);
    // The Cancel sent nobody a message: the drill's messages are its four.
    expect(h.twilio.messages).toHaveLength(2);
    expect((await call("POST", `/api/admin/drills/${drill.id}/update`)).statusCode).toBe(409);

    const { drills } = (await call("GET", "/api/admin/drills")).json() as { drills: DrillSummary[] };
    expect(drills.map((d) => d.id)).toEqual([drill.id]);
    const reach = Object.fromEntries(drills[0]!.reach.map((r) => [r.channel, r]));
    for (const channel of ["any", "sms", "whatsapp", "email", "push"]) {
      expect(reach[channel], channel).toMatchObject({ recipients: 1, reached: 1, failed: 0 });
      expect(reach[channel]!.firstMessageSeconds, channel).toBeGreaterThanOrEqual(0);
      expect(reach[channel]!.reach90Seconds, channel).toBe(reach[channel]!.firstMessageSeconds);
    }
    // A drill is not a case: the time-to-alert figures leave it out.
    expect((await call("GET", "/api/admin/time-to-alert")).json().cases).toBe(0);

    const audit = await h.db
      .select({ action: adminAuditLog.action })
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.entityType, "alert"), eq(adminAuditLog.entityId, drill.id)))
      .orderBy(adminAuditLog.id);
    expect(audit.map((a) => a.action)).toEqual([
      "alert.approve",
      "drill.start",
      "drill.update",
      "alert.close",
      "drill.end",
    ]);
    // Ended, another drill may run.
    expect((await call("POST", "/api/admin/drills")).statusCode).toBe(201);
  });

  it("answers 404 for an alert that is no drill", async () => {
    const res = await call("POST", "/api/admin/drills/999999/end");
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: "No such drill" });
  });
});
