// The follow-up on resolve, retries of 429/500 and unknown outcomes, and taking over the
// claims of a crashed instance.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  backdateSentMessages,
  insertAlert,
  insertSubscriber,
  outboxRows,
} from "../../test/fakes/notification-fixtures";
import {
  GEORGETOWN,
  type Harness,
  north,
  PUBLIC_URL,
  resolve,
  setUp,
  tearDown,
  verify,
} from "../../test/helpers/notifications.test-helpers";
import { claimDue, recordOutcomes } from "./outbox.repo";

describe("resolution follow-up, retries and crash recovery", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await setUp();
  });
  afterAll(() => tearDown(h));

  it("sends a short follow-up to everyone notified, on the same channel, when the case is resolved", async () => {
    const { db, twilio, smtp } = h;
    const near = north(GEORGETOWN, 1);
    const a = await insertSubscriber(db, {
      name: "Follow A",
      phone: "+5926700001",
      email: "fa@example.gy",
      ...near,
    });
    const b = await insertSubscriber(db, { name: "Follow B", phone: "+5926700002", whatsapp: true, ...near });
    const alertId = await insertAlert(db, { name: "Found Child", age: 10, ...GEORGETOWN });
    await verify(db, alertId);
    await h.dispatcher.runUntilIdle();
    const sentAlerts = (await outboxRows(db, alertId)).filter((r) => r.status === "sent");
    expect(sentAlerts).toHaveLength(4);
    // Found a while later: WhatsApp's pace for one person no longer holds the follow-up back.
    await backdateSentMessages(db, alertId, 60);

    const plan = await resolve(db, alertId);
    expect(plan).toEqual({ queued: 4, cancelled: 0 });
    expect(await resolve(db, alertId)).toEqual({ queued: 0, cancelled: 0 });
    await h.dispatcher.runUntilIdle();
    const followUps = (await outboxRows(db, alertId)).filter((r) => r.kind === "resolved");
    expect(followUps.map((r) => `${r.subscriberId}:${r.channel}:${r.status}`).sort()).toEqual(
      [`${a}:sms:sent`, `${a}:email:sent`, `${b}:sms:sent`, `${b}:whatsapp:sent`].sort(),
    );
    const link = `${PUBLIC_URL}/alert/${alertId}`;
    const closing = (page: string) =>
      `Hope Alert: the missing-person alert for Found Child is closed. Thank you for looking and sharing. ${page}`;
    // The SMS links to the alert's text page, WhatsApp to the full page.
    const sentTo = (body: string) =>
      twilio.messages
        .filter((m) => m.body === body)
        .map((m) => m.to)
        .sort();
    expect(sentTo(closing(`${link}/text`))).toEqual(["+5926700001", "+5926700002"]);
    expect(sentTo(closing(link))).toEqual(["whatsapp:+5926700002"]);
    const mails = smtp.mailsTo("fa@example.gy");
    expect(mails.map((m) => m.subject)).toEqual([
      "MISSING: Found Child, age 10, last seen at Stabroek Market, Georgetown",
      "Closed: the alert for Found Child",
    ]);
    expect(mails[1]!.html).toContain("is closed");
  });

  it("cancels alert messages not yet sent when the case closes, and sends no follow-up for them", async () => {
    const { db } = h;
    const alertId = await insertAlert(db, { name: "Quick Find", age: 10, ...GEORGETOWN });
    const plan = await verify(db, alertId);
    expect(plan.queued).toBeGreaterThan(0);
    const follow = await resolve(db, alertId);
    expect(follow).toEqual({ queued: 0, cancelled: plan.queued });
    expect(await h.dispatcher.runUntilIdle()).toBe(0);
  });

  it("retries 429 and 500, and does not resend a message the provider created before answering 500", async () => {
    const { db, twilio } = h;
    const id = await insertSubscriber(db, { name: "Flaky", phone: "+5926800001", ...north(GEORGETOWN, 1) });
    const script: Array<"ok" | 429 | 500 | "500-after-create"> = [429, 500, "500-after-create"];
    twilio.decide = ({ to }) => (to === "+5926800001" ? (script.shift() ?? "ok") : "ok");
    const alertId = await insertAlert(db, { name: "Retry Child", age: 10, ...GEORGETOWN });
    await verify(db, alertId);
    for (let i = 0; i < 50 && (await outboxRows(db, alertId)).some((r) => r.status === "queued"); i++) {
      await h.dispatcher.runUntilIdle();
      await new Promise((r) => setTimeout(r, 30));
    }
    twilio.decide = () => "ok";
    const row = (await outboxRows(db, alertId)).find((r) => r.subscriberId === id)!;
    expect(row.status).toBe("sent");
    expect(row.attempts).toBe(4);
    expect(twilio.postsTo((to) => to === "+5926800001").map((r) => r.outcome)).toEqual([
      429,
      500,
      "500-after-create",
    ]);
    const created = twilio.messages.filter((m) => m.to === "+5926800001");
    expect(created).toHaveLength(1);
    expect(row.providerMessageId).toBe(created[0]!.sid);
    // The fourth attempt asked the provider instead of sending again.
    expect(twilio.requests.some((r) => r.method === "GET" && r.to === "+5926800001")).toBe(true);
  });

  it("takes over the claims of a crashed instance after the lease, and checks with the provider before sending", async () => {
    const { db, twilio } = h;
    // An earlier test's WhatsApp still held by one person's pace would otherwise come due in the
    // middle of this one and be counted with the taken-over claims.
    await db.execute(sql`update alert_notifications set status = 'cancelled' where status = 'queued'`);
    await insertSubscriber(db, { name: "Crash", phone: "+5926900001", ...north(GEORGETOWN, 1) });
    const alertId = await insertAlert(db, { name: "Crash Child", age: 10, ...GEORGETOWN });
    await verify(db, alertId);
    // Another instance claims the rows and dies without recording anything.
    const now = new Date();
    // Long enough that a busy machine's first runUntilIdle still finds the claims leased.
    const leaseUntil = new Date(now.getTime() + 3_000);
    const claimed = [
      ...(await claimDue(db, { channel: "sms", now, leaseUntil, limit: 100 })),
      ...(await claimDue(db, { channel: "whatsapp", now, leaseUntil, limit: 100 })),
      ...(await claimDue(db, { channel: "email", now, leaseUntil, limit: 100 })),
    ];
    expect(claimed.length).toBeGreaterThan(0);
    expect(await h.dispatcher.runUntilIdle()).toBe(0); // still leased: nobody else may touch them
    await new Promise((r) => setTimeout(r, Math.max(0, leaseUntil.getTime() - Date.now()) + 50));
    const postsBefore = twilio.postsTo().length;
    expect(await h.dispatcher.runUntilIdle()).toBe(claimed.length);
    const rows = await outboxRows(db, alertId);
    expect(rows.every((r) => r.status === "sent" && r.attempts === 2)).toBe(true);
    expect(twilio.postsTo().length - postsBefore).toBe(claimed.filter((c) => c.channel !== "email").length);
    expect(twilio.messages.filter((m) => m.to === "+5926900001")).toHaveLength(1);

    // The crashed instance cannot overwrite the outcome afterwards: its claim is gone.
    const stale = claimed[0]!;
    const overwritten = await recordOutcomes(db, [
      {
        fence: { id: stale.id, attempts: stale.attempts, leaseUntil: stale.leaseUntil },
        outcome: { kind: "sent", providerMessageId: "SMstale", transport: "twilio", body: null },
        at: new Date(),
      },
    ]);
    expect(overwritten.size === 0).toBe(true);
  });

  it("treats a provider that does not answer in time as an unknown outcome: asks, then sends once", async () => {
    const { db, twilio } = h;
    await insertSubscriber(db, { name: "Slow", phone: "+5926900101", ...north(GEORGETOWN, 1) });
    let hung = false;
    twilio.decide = ({ to }) => {
      if (to === "+5926900101" && !hung) {
        hung = true;
        return "hang";
      }
      return "ok";
    };
    const alertId = await insertAlert(db, { name: "Slow Child", age: 10, ...GEORGETOWN });
    await verify(db, alertId);
    for (let i = 0; i < 100 && (await outboxRows(db, alertId)).some((r) => r.status === "queued"); i++) {
      await h.dispatcher.runUntilIdle();
      await new Promise((r) => setTimeout(r, 30));
    }
    twilio.decide = () => "ok";
    const row = (await outboxRows(db, alertId)).find(
      (r) => r.channel === "sms" && r.lastError === null && r.status === "sent",
    );
    expect(row).toBeDefined();
    expect(
      twilio.messages.filter((m) => m.to === "+5926900101" && m.body.includes("Slow Child")),
    ).toHaveLength(1);
  }, 20_000);

  it("hands an e-mail whose acceptance was not heard to the relay again as the same message, shown once", async () => {
    const { db, smtp } = h;
    const address = "lostreply@example.gy";
    const subscriberId = await insertSubscriber(db, {
      name: "Lost Reply",
      email: address,
      ...north(GEORGETOWN, 1),
    });
    let lost = false;
    smtp.decide = (_, to) => {
      if (lost || !to.includes(address)) return null;
      lost = true;
      return "lose-reply";
    };
    const alertId = await insertAlert(db, { name: "Reply Child", age: 10, ...GEORGETOWN });
    await verify(db, alertId);
    for (let i = 0; i < 50 && (await outboxRows(db, alertId)).some((r) => r.status !== "sent"); i++) {
      await h.dispatcher.runUntilIdle();
      await new Promise((r) => setTimeout(r, 30));
    }
    smtp.decide = () => null;
    const row = (await outboxRows(db, alertId)).find(
      (r) => r.channel === "email" && r.subscriberId === subscriberId,
    )!;
    expect(row).toMatchObject({ status: "sent", attempts: 2 });
    // The relay took it twice (it cannot be asked whether it had it), as one message.
    const copies = smtp.mailsTo(address);
    expect(copies).toHaveLength(2);
    expect(copies[1]!.messageId).toBe(copies[0]!.messageId);
    expect([copies[1]!.subject, copies[1]!.text, copies[1]!.html]).toEqual([
      copies[0]!.subject,
      copies[0]!.text,
      copies[0]!.html,
    ]);
    // The subscriber's mailbox shows it once.
    expect(smtp.inbox(address)).toHaveLength(1);
    expect(smtp.inbox(address)[0]!.subject).toBe(
      "MISSING: Reply Child, age 10, last seen at Stabroek Market, Georgetown",
    );
  }, 20_000);
});
