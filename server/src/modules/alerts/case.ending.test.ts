// Ending an appeal well: by default closing a case ends its publicity at once. The page says only
// "This appeal has ended", the photo, card, poster and share image stop answering, the preview
// is the site's own, the CAP Cancel and the follow-up name nobody. The admin setting
// announceFound keeps the "found" page with the name for families who want it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertSubscriber, outboxRows } from "../../../test/fakes/notification-fixtures";
import { clientDirWith, createTestApp, type TestApp } from "../../../test/harness";
import {
  jpegWithGpsDataUrl,
  type StaffHeaders,
  setAnnounceFound,
  staffHeaders,
  validAlertInput,
} from "../../../test/helpers/alerts.test-helpers";
import { createDispatcher, type Dispatcher } from "../../notifications";

const PUBLIC_URL = "https://alerts.example.gy";
const INDEX = `<!doctype html><html lang="en"><head><title>Built</title></head><body><div id="root"></div></body></html>`;

let t: TestApp;
let staff: StaffHeaders;
let dispatcher: Dispatcher;

beforeAll(async () => {
  t = await createTestApp({
    clientDir: clientDirWith(INDEX),
    env: { PUBLIC_URL, SITE_BRAND_NAME: "Hope Alert" },
  });
  staff = await staffHeaders(t);
  await insertSubscriber(t.database.db, {
    name: "Near One",
    phone: "+5926001111",
    latitude: 6.8066,
    longitude: -58.1625,
  });
  await insertSubscriber(t.database.db, {
    name: "Near Two",
    email: "two@example.gy",
    latitude: 6.807,
    longitude: -58.162,
  });
  const quiet = { info: () => {}, warn: () => {}, error: () => {} };
  // No provider configured: every message is logged, its text kept in the outbox row.
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

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url, headers });

/** A verified alert with a photo whose alert messages went out (logged), then closed found safe. */
async function closedCase(name: string): Promise<{ id: number; photoUrl: string }> {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/alerts",
    payload: validAlertInput({ name, photoUrl: await jpegWithGpsDataUrl(400, 500) }),
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().id as number;
  const verify = await t.app.inject({
    method: "POST",
    url: `/api/alerts/${id}/verify`,
    headers: staff.moderator,
  });
  expect(verify.statusCode, verify.body).toBe(200);
  const photoUrl = verify.json().photoUrl as string;
  expect(photoUrl).toMatch(/^\/api\/photos\//);
  await dispatcher.runUntilIdle();
  const close = await t.app.inject({
    method: "POST",
    url: `/api/alerts/${id}/close`,
    headers: staff.moderator,
    payload: { outcome: "found_safe", note: "Home with her aunt in Linden." },
  });
  expect(close.statusCode, close.body).toBe(200);
  await dispatcher.runUntilIdle();
  return { id, photoUrl };
}

const fileStatuses = (id: number, photoUrl: string) =>
  Promise.all(
    [
      photoUrl,
      `/api/alerts/${id}/share-card.jpg`,
      `/api/alerts/${id}/poster.pdf`,
      `/api/alerts/${id}/poster.jpg`,
    ].map(async (url) => (await get(url)).statusCode),
  );

const followUpTexts = async (id: number) =>
  (await outboxRows(t.database.db, id)).filter((r) => r.kind === "resolved").map((r) => String(r.body));

describe("closing a case, by default", () => {
  it("ends its publicity at once: no name or photo anywhere the public looks", async () => {
    await setAnnounceFound(t, staff, false);
    const { id, photoUrl } = await closedCase("Quietly Ended");

    const view = await get(`/api/alerts/${id}`);
    expect(view.statusCode).toBe(200);
    expect(view.json()).toEqual({ id, redacted: true, ended: true, isActive: false });

    expect(await fileStatuses(id, photoUrl)).toEqual([404, 404, 404, 404]);
    const page = await get(`/alert/${id}`, { "user-agent": "WhatsApp/2.23.20.0 A", accept: "text/html" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('content="Hope Alert — Missing Person Alerts, Guyana"');
    expect(page.body).not.toContain("Quietly");
    expect(page.body).not.toContain(photoUrl);

    const feed = await get("/api/cap/alerts.atom");
    expect(feed.body).not.toContain("Quietly");
    const cancel = await get(`/api/cap/messages/${id}-2.xml`);
    expect(cancel.statusCode).toBe(200);
    expect(cancel.body).toContain("<msgType>Cancel</msgType>");
    expect(cancel.body).not.toContain("Quietly");

    const texts = await followUpTexts(id);
    expect(texts).toHaveLength(2);
    for (const text of texts) {
      expect(text).toContain("this missing-person appeal has ended");
      expect(text).not.toContain("Quietly");
      expect(text).not.toContain("Stabroek");
      expect(text).not.toContain("Linden");
    }

    // Staff keep the whole record.
    const staffView = await get(`/api/alerts/${id}`, staff.admin);
    expect(staffView.json()).toMatchObject({ name: "Quietly Ended", outcome: "found_safe" });
  });
});

describe("with the admin setting announceFound on", () => {
  it("keeps today's page: FOUND with the name, the card and poster, and the named follow-up", async () => {
    await setAnnounceFound(t, staff, true);
    const { id, photoUrl } = await closedCase("Announced Found");

    const view = await get(`/api/alerts/${id}`);
    expect(view.json()).toMatchObject({ name: "Announced Found", isActive: false, publicOutcome: "found" });
    expect(view.body).not.toContain("Linden");
    expect(await fileStatuses(id, photoUrl)).toEqual([200, 200, 200, 200]);
    const page = await get(`/alert/${id}`, { "user-agent": "WhatsApp/2.23.20.0 A", accept: "text/html" });
    expect(page.body).toContain("FOUND: Announced Found");

    const texts = await followUpTexts(id);
    expect(texts).toHaveLength(2);
    for (const text of texts) expect(text).toContain("Announced Found");
    await setAnnounceFound(t, staff, false);
  });
});

describe("the appeal-ended message in the settings", () => {
  it("stays editable but cannot name the person or the place", async () => {
    const ok = await t.app.inject({
      method: "PUT",
      url: "/api/admin/settings",
      headers: staff.admin,
      payload: {
        notifications: { appealEndedTemplate: "Hope Alert: the appeal has ended. Thank you. [Link]" },
      },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().notifications.appealEndedTemplate).toBe(
      "Hope Alert: the appeal has ended. Thank you. [Link]",
    );
    for (const field of ["appealEndedTemplate", "appealEndedEmailSubject"]) {
      const bad = await t.app.inject({
        method: "PUT",
        url: "/api/admin/settings",
        headers: staff.admin,
        payload: { notifications: { [field]: "[Name] was found at [Location]" } },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain(`notifications.${field}`);
    }
  });
});
