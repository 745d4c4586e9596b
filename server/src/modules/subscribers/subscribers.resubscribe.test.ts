// Subscribing with a phone or e-mail already on file (issue 12, item 10): nothing about that
// subscription changes, and the answer is exactly the one a new subscription gets, so a
// stranger can neither rewrite someone's alerts nor learn who is subscribed.
import { count, eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../../test/harness";
import { andrea, subscribersTestApp, visibleAnswer } from "../../../test/helpers/subscribers.test-helpers";
import { photos, subscribers } from "../../db/schema";

const { app, subscribe, getCount, getList, storedRows } = subscribersTestApp();
let t: TestApp;
beforeAll(() => {
  t = app();
});

/** The stored rows as a stranger's request could have changed them (the notice throttle aside). */
async function subscriptionState() {
  return (await storedRows()).map(({ resubscribeNoticeAt: _notice, ...row }) => row);
}

async function photoCount(): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(photos);
  return Number(row?.n ?? 0);
}

let freshCounter = 0;
/** The answer a genuinely new subscription gets (from its own address, like the attempt). */
async function freshAnswer() {
  freshCounter += 1;
  const res = await subscribe({
    name: `Fresh Person ${freshCounter}`,
    email: `fresh${freshCounter}@example.gy`,
    phone: `+592 63${String(freshCounter).padStart(5, "0")}`,
    location: "Linden, Guyana",
  });
  expect(res.statusCode).toBe(201);
  return visibleAnswer(res);
}

const mallory = {
  name: "Mallory Stranger",
  location: "Bartica, Cuyuni-Mazaruni, Guyana",
  latitude: 6.4,
  longitude: -58.62,
  whatsappEnabled: false,
};

describe("subscribing with a phone or e-mail already on file", () => {
  it("a known phone with a new e-mail changes nothing and answers like a new subscription", async () => {
    await subscribe(andrea);
    const before = await subscriptionState();
    const listBefore = await getList();

    const attempt = await subscribe({ ...mallory, phone: "00592 (600) 1234", email: "mallory@evil.example" });
    expect(visibleAnswer(attempt)).toEqual(await freshAnswer());
    expect(attempt.json()).toEqual({ status: "received", pushTicket: expect.stringMatching(/^[\w-]{32}$/) });

    const after = await subscriptionState();
    expect(after[0]).toEqual(before[0]); // name, e-mail, location, WhatsApp, active: all as they were
    expect(after.map((r) => r.email)).not.toContain("mallory@evil.example");
    expect((await getList()).map((s) => s.name)).not.toContain("Mallory Stranger");
    expect((await getList()).filter((s) => s.name === "Andrea Singh")).toEqual(
      listBefore.filter((s) => s.name === "Andrea Singh"),
    );
  });

  it("a known e-mail with a new phone changes nothing and answers like a new subscription", async () => {
    await subscribe(andrea);
    const before = await subscriptionState();
    const attempt = await subscribe({
      ...mallory,
      email: "  ANDREA.SINGH@example.gy ",
      phone: "+592 655 0000",
    });
    expect(visibleAnswer(attempt)).toEqual(await freshAnswer());
    const after = await subscriptionState();
    expect(after[0]).toEqual(before[0]);
    expect(after.map((r) => r.phone)).not.toContain("+5926550000");
  });

  it("the phone of one subscription and the e-mail of another: the same answer, nothing changed", async () => {
    await subscribe({ name: "First", email: "first@example.gy" });
    await subscribe({ name: "Second", phone: "+5926223456" });
    const before = await subscriptionState();
    const attempt = await subscribe({ ...mallory, email: "first@example.gy", phone: "+5926223456" });
    expect(visibleAnswer(attempt)).toEqual(await freshAnswer());
    expect(attempt.body).not.toMatch(/two different subscriptions/);
    expect((await subscriptionState()).slice(0, 2)).toEqual(before);
  });

  it("the same person subscribing again with the same details: the same answer, no duplicate", async () => {
    await subscribe(andrea);
    const before = await subscriptionState();
    const again = await subscribe(andrea);
    expect(visibleAnswer(again)).toEqual(await freshAnswer());
    expect((await subscriptionState())[0]).toEqual(before[0]);
    expect((await storedRows()).filter((r) => r.email === "andrea.singh@example.gy")).toHaveLength(1);
  });

  it("does not re-activate a subscription its owner ended", async () => {
    await subscribe(andrea);
    const [row] = await storedRows();
    const off = await t.app.inject({
      method: "POST",
      url: "/api/subscribers/unsubscribe",
      payload: { token: row!.unsubscribeToken },
    });
    expect(off.statusCode).toBe(200);
    const before = await subscriptionState();
    const countBefore = await getCount();

    const attempt = await subscribe({ ...andrea, name: "Andrea Singh" });
    expect(visibleAnswer(attempt)).toEqual(await freshAnswer());
    expect((await subscriptionState())[0]).toEqual(before[0]);
    const [stillOff] = await t.database.db.select().from(subscribers).where(eq(subscribers.id, row!.id));
    expect(stillOff!.isActive).toBe(false);
    expect(await getCount()).toBe(countBefore + 1); // the fresh subscription only
  });

  it("keeps no photo sent with a known contact, and checks it like any other", async () => {
    await subscribe(andrea);
    const photosBefore = await photoCount();
    const jpeg = await sharp({ create: { width: 40, height: 40, channels: 3, background: "#123456" } })
      .jpeg()
      .toBuffer();
    const withPhoto = await subscribe({
      ...mallory,
      phone: andrea.phone,
      profilePhotoUrl: `data:image/jpeg;base64,${jpeg.toString("base64")}`,
    });
    expect(withPhoto.statusCode).toBe(201);
    expect(await photoCount()).toBe(photosBefore);
    expect((await storedRows())[0]!.profilePhotoUrl).toBeNull();

    // A broken photo gets the same 400 whether or not the phone is on file.
    const broken = `data:image/jpeg;base64,${Buffer.from("not a picture").toString("base64")}`;
    const known = await subscribe({ ...mallory, phone: andrea.phone, profilePhotoUrl: broken });
    const unknown = await subscribe({ ...mallory, phone: "+592 699 9999", profilePhotoUrl: broken });
    expect(visibleAnswer(known)).toEqual(visibleAnswer(unknown));
    expect(known.statusCode).toBe(400);
  });
});
