// Sharing policies (shared/sharing.ts): "recipients only" keeps the page but nothing made for
// passing the alert on (poster, card, share image, its own link preview, the CAP feed); "staff
// and police only" is no public page and no message to the public. Each case is checked
// against a widely shared alert, so a check that could not fail would show.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertSubscriber, outboxRows } from "../../../test/fakes/notification-fixtures";
import { clientDirWith, createTestApp, type TestApp } from "../../../test/harness";
import { type StaffHeaders, staffHeaders, validAlertInput } from "../../../test/helpers/alerts.test-helpers";
import { rowsOf } from "../../db/sql-result";

const PUBLIC_URL = "https://alerts.example.gy";
const SITE_TITLE = "Hope Alert — Missing Person Alerts, Guyana";
const INDEX = `<!doctype html><html lang="en"><head><title>Built</title></head><body><div id="root"></div></body></html>`;

let t: TestApp;
let staff: StaffHeaders;

beforeAll(async () => {
  t = await createTestApp({
    clientDir: clientDirWith(INDEX),
    env: { PUBLIC_URL, SITE_BRAND_NAME: "Hope Alert" },
  });
  staff = await staffHeaders(t);
  // Subscribers at the alerts' last known place, so a distributed alert queues messages.
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
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url, headers });

async function reported(name: string): Promise<number> {
  const res = await t.app.inject({ method: "POST", url: "/api/alerts", payload: validAlertInput({ name }) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

async function verified(name: string, body: Record<string, unknown>): Promise<number> {
  const id = await reported(name);
  const res = await t.app.inject({
    method: "POST",
    url: `/api/alerts/${id}/verify`,
    headers: staff.moderator,
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(200);
  return id;
}

const setPolicy = (id: number, sharingPolicy: unknown, headers = staff.moderator) =>
  t.app.inject({
    method: "PUT",
    url: `/api/alerts/${id}/sharing-policy`,
    headers,
    payload: { sharingPolicy },
  });

const SHARE_FILES = ["share-card.jpg", "poster.pdf", "poster.jpg"];

async function shareFileStatuses(id: number): Promise<number[]> {
  return Promise.all(SHARE_FILES.map(async (f) => (await get(`/api/alerts/${id}/${f}`)).statusCode));
}

/** og:title, og:image and the document title a crawler reads from the page at /alert/{id}. */
async function previewOf(id: number) {
  const res = await get(`/alert/${id}`, { "user-agent": "WhatsApp/2.23.20.0 A", accept: "text/html" });
  expect(res.statusCode).toBe(200);
  const meta = (property: string) =>
    new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(res.body)?.[1] ?? null;
  return { html: res.body, title: meta("og:title"), image: meta("og:image") };
}

async function feedHas(name: string): Promise<boolean> {
  const feed = await get("/api/cap/alerts.atom");
  expect(feed.statusCode).toBe(200);
  return feed.body.includes(name);
}

describe("recipients only", () => {
  it("keeps the page, says so, and has no share files, no own preview and no CAP entry", async () => {
    const wide = await verified("Widely Shared", { level: "concern" });
    const narrow = await verified("Recipients Only", { level: "concern", sharingPolicy: "recipients_only" });

    const wideView = await get(`/api/alerts/${wide}`);
    expect(wideView.json().sharingPolicy).toBe("share_widely");
    const narrowView = await get(`/api/alerts/${narrow}`);
    expect(narrowView.statusCode).toBe(200);
    expect(narrowView.json()).toMatchObject({ name: "Recipients Only", sharingPolicy: "recipients_only" });

    expect(await shareFileStatuses(wide)).toEqual([200, 200, 200]);
    expect(await shareFileStatuses(narrow)).toEqual([404, 404, 404]);

    const widePreview = await previewOf(wide);
    expect(widePreview.title).toContain("Widely Shared");
    expect(widePreview.image).toContain(`/api/alerts/${wide}/share-card.jpg`);
    const narrowPreview = await previewOf(narrow);
    expect(narrowPreview.title).toBe(SITE_TITLE);
    expect(narrowPreview.image).toBe(`${PUBLIC_URL}/pwa-512.png`);
    expect(narrowPreview.html).not.toContain("Recipients Only");

    expect(await feedHas("Widely Shared")).toBe(true);
    expect(await feedHas("Recipients Only")).toBe(false);
    expect((await get(`/api/cap/messages/${narrow}-1.xml`)).statusCode).toBe(404);
    // The people it reached still get it.
    expect((await outboxRows(t.database.db, narrow)).length).toBeGreaterThan(0);
  });

  it("is what a Local alert gets unless the moderator chooses otherwise", async () => {
    const local = await verified("Local Default", { level: "local" });
    const concern = await verified("Concern Default", { level: "concern" });
    const chosen = await verified("Local Shared", { level: "local", sharingPolicy: "share_widely" });
    expect((await get(`/api/alerts/${local}`)).json().sharingPolicy).toBe("recipients_only");
    expect((await get(`/api/alerts/${concern}`)).json().sharingPolicy).toBe("share_widely");
    expect((await get(`/api/alerts/${chosen}`)).json().sharingPolicy).toBe("share_widely");
    const staffView = await get(`/api/alerts/${local}`, staff.admin);
    expect(staffView.json().sharingPolicy).toBe("recipients_only");
  });

  it("changing a shared alert to recipients only withdraws its files and its CAP entry at once", async () => {
    const id = await verified("Shared Then Narrowed", { level: "red" });
    expect(await shareFileStatuses(id)).toEqual([200, 200, 200]);
    expect(await feedHas("Shared Then Narrowed")).toBe(true);

    const res = await setPolicy(id, "recipients_only");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().sharingPolicy).toBe("recipients_only");
    expect(await shareFileStatuses(id)).toEqual([404, 404, 404]);
    expect(await feedHas("Shared Then Narrowed")).toBe(false);
    // Aggregators holding the Alert get a Cancel that names nothing.
    const cancel = await get(`/api/cap/messages/${id}-2.xml`);
    expect(cancel.statusCode).toBe(200);
    expect(cancel.body).toContain("<msgType>Cancel</msgType>");
    expect(cancel.body).not.toContain("Shared Then Narrowed");

    const audit = await get(`/api/admin/audit-log?entityType=alert&entityId=${id}`, staff.admin);
    const entry = audit.json().find((e: { action: string }) => e.action === "alert.sharing_policy_change");
    expect(entry?.details).toMatchObject({ from: "share_widely", to: "recipients_only", changed: true });
  });
});

describe("staff and police only", () => {
  it("is 404 to the public everywhere and sends nothing; staff still see it", async () => {
    const id = await verified("Staff Only Case", { level: "concern", sharingPolicy: "staff_only" });
    expect(await outboxRows(t.database.db, id)).toHaveLength(0);

    const unknown = await get("/api/alerts/999999");
    const view = await get(`/api/alerts/${id}`);
    expect(view.statusCode).toBe(404);
    expect(view.json()).toEqual(unknown.json());
    expect(await shareFileStatuses(id)).toEqual([404, 404, 404]);
    expect((await get(`/api/alerts/${id}/sightings`)).statusCode).toBe(404);
    const list = await get("/api/alerts?active=true&limit=50");
    expect(list.body).not.toContain("Staff Only Case");
    expect(await feedHas("Staff Only Case")).toBe(false);
    const preview = await previewOf(id);
    expect(preview.title).toBe(SITE_TITLE);
    expect(preview.html).not.toContain("Staff Only Case");
    const problem = await t.app.inject({
      method: "POST",
      url: `/api/alerts/${id}/problem-reports`,
      payload: { reason: "other", contact: "someone@example.gy", message: "Is this alert real at all?" },
    });
    expect(problem.statusCode).toBe(404);

    const staffView = await get(`/api/alerts/${id}`, staff.moderator);
    expect(staffView.statusCode).toBe(200);
    expect(staffView.json()).toMatchObject({
      name: "Staff Only Case",
      sharingPolicy: "staff_only",
      isVerified: true,
    });
  });

  it("made staff-only later: what was not sent is cancelled and nothing more goes out", async () => {
    const id = await verified("Withdrawn Case", { level: "concern" });
    const queued = await outboxRows(t.database.db, id);
    expect(queued.length).toBeGreaterThan(0);
    expect(queued.every((r) => r.status === "queued")).toBe(true);

    const res = await setPolicy(id, "staff_only");
    expect(res.statusCode, res.body).toBe(200);
    expect((await outboxRows(t.database.db, id)).every((r) => r.status === "cancelled")).toBe(true);
    expect((await get(`/api/alerts/${id}`)).statusCode).toBe(404);
    // Its search area does not grow into new messages meanwhile.
    const expand = await t.app.inject({
      method: "POST",
      url: `/api/alerts/${id}/search-area/expand`,
      headers: staff.moderator,
    });
    expect(expand.statusCode).toBe(409);
    expect(expand.json().message).toContain("staff and police only");
  });

  it("opened to the public later, it is sent then, once", async () => {
    const id = await verified("Opened Later", { level: "concern", sharingPolicy: "staff_only" });
    expect(await outboxRows(t.database.db, id)).toHaveLength(0);
    const res = await setPolicy(id, "share_widely");
    expect(res.statusCode, res.body).toBe(200);
    const sent = await outboxRows(t.database.db, id);
    expect(sent.length).toBeGreaterThan(0);
    expect((await get(`/api/alerts/${id}`)).statusCode).toBe(200);
    expect(await feedHas("Opened Later")).toBe(true);
    // A second verify click does not send it again.
    await t.app.inject({ method: "POST", url: `/api/alerts/${id}/verify`, headers: staff.moderator });
    expect(await outboxRows(t.database.db, id)).toHaveLength(sent.length);
  });
});

describe("PUT /api/alerts/{id}/sharing-policy", () => {
  it("refuses bad input with a 400 naming the field, and pending or unknown alerts", async () => {
    const id = await verified("Policy Input", { level: "concern" });
    const bad = await setPolicy(id, "everyone");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain("sharingPolicy");
    const badVerify = await t.app.inject({
      method: "POST",
      url: `/api/alerts/${await reported("Bad Verify")}/verify`,
      headers: staff.moderator,
      payload: { sharingPolicy: "friends" },
    });
    expect(badVerify.statusCode).toBe(400);
    expect(badVerify.json().message).toContain("sharingPolicy");
    expect((await setPolicy(await reported("Still Pending"), "recipients_only")).statusCode).toBe(409);
    expect((await setPolicy(999_999, "recipients_only")).statusCode).toBe(404);
    // An admin may change it too; an anonymous caller may not.
    expect((await setPolicy(id, "recipients_only", staff.admin)).statusCode).toBe(200);
    expect((await setPolicy(id, "share_widely", {})).statusCode).toBe(401);
    const rows = rowsOf<{ sharing_policy: string }>(
      await t.database.db.execute(sql`select sharing_policy from alerts where id = ${id}`),
    );
    expect(rows[0]?.sharing_policy).toBe("recipients_only");
  });
});
