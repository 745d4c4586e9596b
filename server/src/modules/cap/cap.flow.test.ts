// Issue 15, CAP 1.2 feed: one case taken through the real review routes (a moderator verifies
// the report, verifies a sighting, resolves the case) gives an Alert, an Update and a Cancel
// that validate against the OASIS XSD, meet the Google Public Alerts profile's error rules, and
// reference what came before; the Atom feed lists every message in force (a reader that only
// polls it sees the case begin, change and end), and nothing published changes.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness";
import {
  jpegWithGpsDataUrl,
  type StaffHeaders,
  setAnnounceFound,
  staffHeaders,
} from "../../../test/helpers/alerts.test-helpers";
import {
  capRequests,
  capSchemaErrors,
  googleProfileErrors,
  type MessageRef,
  type ParsedAtomEntry,
  type ParsedCap,
  parseAtom,
  parseCap,
  refOf,
  wellFormednessErrors,
} from "../../../test/helpers/cap.test-helpers";
import { publicAlertsCache } from "../../public-alerts-cache";

const PUBLIC_URL = "https://alerts.example.gy";
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
// Whole seconds, a little after the real time (the shared contracts refuse future times by the real clock).
let clock = new Date(Math.ceil(Date.now() / 1000) * 1000 + 60_000);
let t: TestApp;
let staff: StaffHeaders;
const api = capRequests(
  () => t,
  () => staff,
);

beforeAll(async () => {
  t = await createTestApp({
    now: () => clock,
    env: {
      PUBLIC_URL,
      SITE_BRAND_NAME: "Hope Alert",
      SITE_EMERGENCY_PHONE: "911",
      SITE_WHATSAPP_NUMBER: "+5926001111",
      // The tests move the clock by hours and days; the moderator stays unlocked meanwhile.
      MODERATOR_UNLOCK_MINUTES: "1440",
    },
  });
  staff = await staffHeaders(t);
  // The Cancel that says FOUND with the name; by default a closed case's Cancel names nothing.
  await setAnnounceFound(t, staff, true);
});
afterAll(() => t.close());

const offsetPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}-04:00$/;
const asDate = (capTime: string) => new Date(capTime);

/** Fetches a message, checks it is served as CAP and is valid; returns its text and parsed fields. */
async function validMessage(alertId: number, seq: number, earlier: MessageRef[]) {
  const res = await api.message(alertId, seq);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers["content-type"]).toBe("application/cap+xml; charset=utf-8");
  expect(await capSchemaErrors(res.body)).toEqual([]);
  expect(googleProfileErrors(res.body, earlier)).toEqual([]);
  return { xml: res.body, cap: parseCap(res.body), etag: res.headers.etag as string };
}

async function feedEntries() {
  const res = await api.feed();
  expect(res.statusCode).toBe(200);
  expect(res.headers["content-type"]).toBe("application/atom+xml; charset=utf-8");
  expect(await wellFormednessErrors(res.body)).toEqual([]);
  return { xml: res.body, feed: parseAtom(res.body) };
}

const messageUrl = (alertId: number, seq: number) => `${PUBLIC_URL}/api/cap/messages/${alertId}-${seq}.xml`;

/** The feed's entries for one alert's messages, newest first. */
async function entriesOf(alertId: number): Promise<ParsedAtomEntry[]> {
  const prefix = `${PUBLIC_URL}/api/cap/messages/${alertId}-`;
  return (await feedEntries()).feed.entries.filter((e) => e.id?.startsWith(prefix));
}

/** What a feed entry must say of its message: its URL as id and link, its sent time as updated. */
const entryFor = (alertId: number, seq: number, message: { cap: ParsedCap }) => ({
  id: messageUrl(alertId, seq),
  updated: message.cap.sent,
  title: message.cap.info.headline,
  capLinks: [`alternate ${messageUrl(alertId, seq)}`],
});

describe("a case through verify, a verified sighting and resolve", () => {
  let alertId: number;
  let alert: { xml: string; cap: ParsedCap };
  let update: { xml: string; cap: ParsedCap };
  let cancel: { xml: string; cap: ParsedCap };
  let closedEntries: ParsedAtomEntry[];

  it("publishes nothing for a report until a moderator verifies it, then an Alert", async () => {
    alertId = await api.report({
      name: "Aaliyah Persaud",
      age: 9,
      latitude: 6.8066,
      longitude: -58.1625,
      photoUrl: await jpegWithGpsDataUrl(600, 800),
    });
    expect((await api.message(alertId, 1)).statusCode).toBe(404);
    expect((await feedEntries()).xml).not.toContain("Aaliyah");

    clock = new Date(clock.getTime() + 10 * 60_000);
    await api.review(`/api/alerts/${alertId}/verify`);
    alert = await validMessage(alertId, 1, []);
    const { cap } = alert;
    expect(cap).toMatchObject({
      msgType: "Alert",
      status: "Actual",
      scope: "Public",
      sender: "alerts.example.gy",
    });
    expect(cap.references).toBeUndefined();
    expect(cap.info).toMatchObject({
      category: "Rescue",
      event: "Missing Child",
      // A Concern case (shared/levels.ts).
      urgency: "Expected",
      severity: "Moderate",
      certainty: "Likely",
      senderName: "Hope Alert",
      web: `${PUBLIC_URL}/alert/${alertId}`,
    });
    expect(cap.sent).toMatch(offsetPattern);
    expect(asDate(cap.sent).getTime()).toBe(clock.getTime());
    expect(cap.info.effective).toBe(cap.sent);
    expect(cap.info.expires).toMatch(offsetPattern);
    expect(asDate(cap.info.expires!).getTime() - asDate(cap.sent).getTime()).toBe(7 * DAY);
    expect(cap.info.headline!.length).toBeLessThan(140);
    expect(cap.info.headline).toContain("Aaliyah Persaud");
    expect(cap.info.instruction).toContain("911");
    expect(cap.info.contact).toContain("911");
    // The search area around the last known coordinates: Concern on foot starts at 5 km and
    // doubled 30 and 60 minutes after the time last seen (an hour before the report).
    expect(cap.areas).toEqual([
      {
        areaDesc: "Stabroek Market, Water Street, Georgetown",
        circles: ["6.8066,-58.1625 20"],
        polygons: [],
        geocodes: [],
      },
    ]);
    expect(cap.resources).toHaveLength(1);
    expect(cap.resources[0]).toMatchObject({
      resourceDesc: "Photo of Aaliyah Persaud",
      mimeType: "image/jpeg",
    });
    const photo = await t.app.inject({ method: "GET", url: cap.resources[0]!.uri!.replace(PUBLIC_URL, "") });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers["content-type"]).toBe("image/jpeg");

    const { feed } = await feedEntries();
    const entry = feed.entries.find((e) => e.title?.includes("Aaliyah"));
    expect(entry?.capLinks).toEqual([`alternate ${PUBLIC_URL}/api/cap/messages/${alertId}-1.xml`]);
    expect(entry?.pageLinks).toEqual([`related ${PUBLIC_URL}/alert/${alertId}`]);
  });

  it("publishes an Update for a verified sighting: referencing the Alert, adding the sighting's circle, expiring later", async () => {
    const sightingId = await api.sighting({
      alertId,
      location: "Bourda Market, Regent Street",
      latitude: 6.8115,
      longitude: -58.1525,
      description: "Girl in a navy uniform buying sweets with an older boy.",
      reporterName: "Marcus Thomas",
      reporterContact: "marcus.t@example.gy",
      sightingTime: new Date(Date.now() - 30 * 60_000).toISOString(),
    });
    expect((await api.message(alertId, 2)).statusCode).toBe(404);

    clock = new Date(clock.getTime() + 2 * HOUR);
    await api.review(`/api/sightings/${sightingId}/verify`);
    update = await validMessage(alertId, 2, [refOf(alert.cap)]);
    const { cap } = update;
    expect(cap.msgType).toBe("Update");
    expect(cap.references).toBe(`alerts.example.gy,${alert.cap.identifier},${alert.cap.sent}`);
    expect(asDate(cap.sent).getTime()).toBe(clock.getTime());
    expect(asDate(cap.info.expires!).getTime()).toBe(clock.getTime() + 7 * DAY);
    expect(asDate(cap.info.expires!).getTime()).toBeGreaterThan(asDate(alert.cap.info.expires!).getTime());
    // Every circle of the area: the last known place's, and the sighting's (5 km, doubled three
    // times by the 2 h 40 min since the sighting).
    expect(cap.areas).toEqual([
      {
        areaDesc: "Seen near Bourda Market, Regent Street; Stabroek Market, Water Street, Georgetown",
        circles: ["6.8066,-58.1625 20", "6.8115,-58.1525 40"],
        polygons: [],
        geocodes: [],
      },
    ]);
    expect(cap.info.headline).toBe("SIGHTING: Aaliyah Persaud, 9, seen near Bourda Market, Regent Street");
    // The sighting is told by place and time only.
    expect(cap.info.description).toContain("Verified sighting: seen near Bourda Market, Regent Street on ");
    for (const secret of ["Marcus", "marcus.t@example.gy", "buying sweets"])
      expect(update.xml).not.toContain(secret);

    // The Update joins the Alert in the feed: both are in force.
    expect(await entriesOf(alertId)).toMatchObject([
      entryFor(alertId, 2, update),
      entryFor(alertId, 1, alert),
    ]);
  });

  it("publishes a Cancel (AllClear) when the person is found, referencing every earlier message", async () => {
    clock = new Date(clock.getTime() + 5 * HOUR);
    await api.close(alertId, "found_safe");
    cancel = await validMessage(alertId, 3, [refOf(alert.cap), refOf(update.cap)]);
    const { cap } = cancel;
    expect(cap.msgType).toBe("Cancel");
    expect(cap.responseTypes).toEqual(["AllClear"]);
    expect(cap.references).toBe(
      [alert.cap, update.cap].map((m) => `${m.sender},${m.identifier},${m.sent}`).join(" "),
    );
    expect(cap.info.headline).toBe("FOUND: Aaliyah Persaud, 9");
    expect(cap.resources).toEqual([]);
    expect(cap.areas).toEqual(update.cap.areas);
    expect(new Set([alert, update, cancel].map((m) => m.cap.identifier)).size).toBe(3);

    // A reader that only polls the feed sees the case end: the Cancel is listed, with the
    // messages it references, which still answer at their URLs with what they said.
    closedEntries = await entriesOf(alertId);
    expect(closedEntries).toMatchObject([
      entryFor(alertId, 3, cancel),
      entryFor(alertId, 2, update),
      entryFor(alertId, 1, alert),
    ]);
    expect(closedEntries[0]!.summary).toContain("Aaliyah Persaud, 9, last seen at");
    expect((await api.message(alertId, 1)).body).toBe(alert.xml);
    expect((await api.message(alertId, 2)).body).toBe(update.xml);
  });

  it("never changes a published message", async () => {
    expect((await api.message(alertId, 1)).body).toBe(alert.xml);
    expect((await api.message(alertId, 2)).body).toBe(update.xml);
    // A later sighting of the closed case publishes nothing.
    const late = await api.sighting({
      alertId,
      location: "Kitty Seawall",
      description: "Seen walking with family.",
    });
    await api.review(`/api/sightings/${late}/verify`);
    expect((await api.message(alertId, 4)).statusCode).toBe(404);
    expect((await api.message(alertId, 3)).body).toBe(cancel.xml);
    // Nor its feed entries: the same ids, times and words.
    expect(await entriesOf(alertId)).toEqual(closedEntries);
  });

  it("lists each message until it expires, and serves what the Cancel references after", async () => {
    const listed = await entriesOf(alertId);
    // An hour after the Alert expired: the Update and the Cancel are still in force.
    clock = new Date(asDate(alert.cap.info.expires!).getTime() + HOUR);
    publicAlertsCache(t.app.ctx).clear();
    expect(await entriesOf(alertId)).toEqual(listed.slice(0, 2));
    expect((await api.message(alertId, 1)).body).toBe(alert.xml);
    // After the Cancel expired, nothing of the case is listed.
    clock = new Date(asDate(cancel.cap.info.expires!).getTime() + 1000);
    publicAlertsCache(t.app.ctx).clear();
    expect(await entriesOf(alertId)).toEqual([]);
  });

  it("lists the alerts still in force, newest message first", async () => {
    clock = new Date(clock.getTime() + 8 * DAY);
    staff = await staffHeaders(t);
    // Another alert verified now (which also refreshes the feed at once).
    const other = await api.report({ name: "Devon Ramdin", age: 30 });
    await api.policeConfirm(other);
    await api.review(`/api/alerts/${other}/verify`);
    const { feed } = await feedEntries();
    expect(feed.entries.map((e) => e.title)).toContain(
      "MISSING: Devon Ramdin, 30, last seen at Stabroek Market, Water Street, Georgetown",
    );
    expect(feed.entries.some((e) => e.title?.includes("Aaliyah"))).toBe(false);
    expect(feed.updated).toBe(parseCap((await api.message(other, 1)).body).sent);
    // A case still open keeps its latest message listed after it expires: the case is current.
    clock = new Date(clock.getTime() + 8 * DAY);
    publicAlertsCache(t.app.ctx).clear();
    expect((await entriesOf(other)).map((e) => e.id)).toEqual([messageUrl(other, 1)]);
  });
});
