// "Alerts on this phone" from the supporter pop-up (decision 015): the answer to a new
// subscription carries a ticket with which, for PUSH_TICKET_MINUTES, the browser that sent the
// form can attach its push subscription. A phone or e-mail already on file gets a ticket of the
// same shape that attaches nothing yet answers alike, so neither the answer nor the ticket hands
// a stranger someone else's alerts or tells them the contact is on file.

import { PUSH_TICKET_EXPIRED_MESSAGE, PUSH_TICKET_MINUTES, pushTicketPath } from "@shared/push";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FakeBrowserSubscription } from "../../../test/fakes/push-service";
import { createTestApp, type TestApp } from "../../../test/harness";
import { pushSubscriptions, pushTickets, subscribers } from "../../db/schema";

let t: TestApp;
let clock = new Date("2026-11-22T12:00:00Z");

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

let counter = 0;
async function subscribe(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const res = await t.app.inject({
    method: "POST",
    url: "/api/subscribers",
    payload: {
      name: `Ticket Person ${counter}`,
      phone: `+592 64${String(counter).padStart(5, "0")}`,
      location: "Kitty, Georgetown, Guyana",
      latitude: 6.8182,
      longitude: -58.1419,
      ...overrides,
    },
  });
  expect(res.statusCode).toBe(201);
  return { ticket: (res.json() as { pushTicket: string }).pushTicket };
}

const browser = (id: string) =>
  new FakeBrowserSubscription(`https://fcm.googleapis.com/fcm/send/${id}`).toJSON();
const claim = (ticket: string, body: unknown) =>
  t.app.inject({ method: "PUT", url: pushTicketPath(ticket), payload: body as object });

async function pushOf(name: string) {
  const [row] = await t.database.db
    .select({ endpoint: pushSubscriptions.endpoint })
    .from(subscribers)
    .leftJoin(pushSubscriptions, eq(pushSubscriptions.subscriberId, subscribers.id))
    .where(eq(subscribers.name, name));
  return row?.endpoint ?? null;
}

describe("push tickets", () => {
  it("lets the browser that created a subscription turn on alerts on this phone, again if it must", async () => {
    const { ticket } = await subscribe();
    const name = `Ticket Person ${counter}`;
    expect(await pushOf(name)).toBeNull();
    const res = await claim(ticket, browser("first"));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ enabled: true });
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(await pushOf(name)).toBe("https://fcm.googleapis.com/fcm/send/first");
    // A retry (say the phone re-subscribed) replaces it; still one push subscription.
    expect((await claim(ticket, browser("second"))).statusCode).toBe(200);
    expect(await pushOf(name)).toBe("https://fcm.googleapis.com/fcm/send/second");
    // The ticket is stored only as a hash.
    const stored = await t.database.db.select().from(pushTickets);
    expect(stored.map((r) => r.ticketHash)).not.toContain(ticket);
  });

  it("attaches nothing with the ticket a phone already on file gets, yet answers as a new subscriber's", async () => {
    const first = await subscribe({ phone: "+592 655 1111" });
    const owner = `Ticket Person ${counter}`;
    const stranger = await subscribe({ phone: "+592 655 1111", name: "Stranger With Same Phone" });
    expect(stranger.ticket).toMatch(/^[\w-]{32}$/);
    expect(stranger.ticket).not.toBe(first.ticket);
    const newcomer = await subscribe({ phone: "+592 655 2222" });
    const newcomerName = `Ticket Person ${counter}`;

    const answer = async (ticket: string, id: string) => {
      const res = await claim(ticket, browser(id));
      return {
        status: res.statusCode,
        body: res.body,
        type: res.headers["content-type"],
        cache: res.headers["cache-control"],
      };
    };
    const onFile = await answer(stranger.ticket, "stranger");
    const fresh = await answer(newcomer.ticket, "newcomer");
    expect(onFile).toEqual(fresh);
    expect(fresh).toMatchObject({ status: 200, body: JSON.stringify({ enabled: true }) });
    // Used again (a phone re-subscribing), still alike.
    expect(await answer(stranger.ticket, "stranger-2")).toEqual(await answer(newcomer.ticket, "newcomer-2"));
    // Only the new subscriber got the browser; the owner's subscription has none.
    expect(await pushOf(newcomerName)).toBe("https://fcm.googleapis.com/fcm/send/newcomer-2");
    expect(await pushOf(owner)).toBeNull();
    expect(await t.database.db.select().from(pushSubscriptions)).not.toContainEqual(
      expect.objectContaining({ endpoint: expect.stringContaining("stranger") }),
    );
  });

  it("lets an on-file contact's ticket expire as a new subscriber's does", async () => {
    await subscribe({ phone: "+592 655 3333" });
    const stranger = await subscribe({ phone: "+592 655 3333", name: "Late Stranger" });
    const newcomer = await subscribe({ phone: "+592 655 4444" });
    clock = new Date(clock.getTime() + PUSH_TICKET_MINUTES * 60_000 + 1_000);
    const late = await claim(stranger.ticket, browser("late-stranger"));
    const lateNew = await claim(newcomer.ticket, browser("late-newcomer"));
    expect(late.statusCode).toBe(404);
    expect(late.body).toBe(lateNew.body);
    expect(late.json().message).toBe(PUSH_TICKET_EXPIRED_MESSAGE);
  });

  it("expires after the offer's minutes", async () => {
    const { ticket } = await subscribe();
    const name = `Ticket Person ${counter}`;
    clock = new Date(clock.getTime() + PUSH_TICKET_MINUTES * 60_000 + 1_000);
    const res = await claim(ticket, browser("late"));
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(PUSH_TICKET_EXPIRED_MESSAGE);
    expect(await pushOf(name)).toBeNull();
  });

  it("answers a made-up ticket with 404 and a bad subscription with a 400 naming the field", async () => {
    expect((await claim("x".repeat(32), browser("made-up"))).statusCode).toBe(404);
    expect((await claim("short", browser("made-up"))).statusCode).toBe(404);
    const { ticket } = await subscribe();
    const missingKeys = await claim(ticket, { endpoint: "https://fcm.googleapis.com/fcm/send/1" });
    expect(missingKeys.statusCode).toBe(400);
    expect(missingKeys.json().field).toBe("keys");
    const local = await claim(ticket, { ...browser("x"), endpoint: "https://127.0.0.1/push" });
    expect(local.statusCode).toBe(400);
    expect(local.json().field).toBe("endpoint");
  });

  it("goes with the subscriber when they delete their data", async () => {
    const { ticket } = await subscribe();
    const [row] = await t.database.db
      .select({ id: subscribers.id, token: subscribers.unsubscribeToken })
      .from(subscribers)
      .where(eq(subscribers.name, `Ticket Person ${counter}`));
    const deleted = await t.app.inject({ method: "DELETE", url: `/api/subscribers/manage/${row!.token}` });
    expect(deleted.statusCode).toBe(200);
    expect(
      await t.database.db.select().from(pushTickets).where(eq(pushTickets.subscriberId, row!.id)),
    ).toEqual([]);
    expect((await claim(ticket, browser("after-delete"))).statusCode).toBe(404);
  });
});
