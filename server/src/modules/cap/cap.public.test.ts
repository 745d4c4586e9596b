// What the CAP routes may show (issue 15 and design.md's privacy rules): only verified alerts,
// never a reporter's contact, never an unverified sighting; and what each alert's message says
// (event by age, severity by priority, the radius in kilometres, a place for every alert).
import { copyFileSync, mkdirSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { hasBrokenText } from "@shared/text";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness";
import {
  type StaffHeaders,
  setAlertState,
  setAnnounceFound,
  staffHeaders,
} from "../../../test/helpers/alerts.test-helpers";
import {
  capRequests,
  capSchemaErrors,
  googleProfileErrors,
  parseAtom,
  parseCap,
  refOf,
  wellFormednessErrors,
} from "../../../test/helpers/cap.test-helpers";
import { alerts, sightings } from "../../db/schema";

let t: TestApp;
let staff: StaffHeaders;
const api = capRequests(
  () => t,
  () => staff,
);

beforeAll(async () => {
  // The client's own index.html, served as the site serves its pages.
  const clientDir = mkdtempSync(join(tmpdir(), "cap-client-"));
  mkdirSync(join(clientDir, "assets"));
  copyFileSync(new URL("../../../../client/index.html", import.meta.url), join(clientDir, "index.html"));
  t = await createTestApp({
    clientDir,
    env: { PUBLIC_URL: "https://alerts.example.gy", CAP_EXPIRES_DAYS: "3" },
  });
  staff = await staffHeaders(t);
  // The Cancel that says FOUND with the name; by default a closed case's Cancel names nothing.
  await setAnnounceFound(t, staff, true);
});
afterAll(() => t.close());

const REPORTER = {
  reporterName: "Savitri Ramsaroop",
  reporterPhone: "+592 611 7788",
  reporterEmail: "savitri.ramsaroop@example.gy",
};
const contactStrings = [REPORTER.reporterName, REPORTER.reporterPhone, REPORTER.reporterEmail, "611 7788"];

async function publishedAlert(alertId: number) {
  const res = await api.message(alertId, 1);
  expect(res.statusCode, res.body).toBe(200);
  expect(await capSchemaErrors(res.body)).toEqual([]);
  expect(googleProfileErrors(res.body, [])).toEqual([]);
  return { xml: res.body, cap: parseCap(res.body) };
}

describe("only verified alerts, and nothing of their reporters", () => {
  it("gives pending and denied reports no message (404) and keeps them out of the feed", async () => {
    const pending = await api.report({ name: "Pending Parbattie", ...REPORTER });
    const denied = await api.report({ name: "Denied Dwayne", ...REPORTER });
    await api.review(`/api/admin/alerts/${denied}/deny`, "admin");
    // Resolving a report nobody verified closes it as denied: no Cancel either.
    const closedUnverified = await api.report({ name: "Closed Clement", ...REPORTER });
    await api.review(`/api/alerts/${closedUnverified}/resolve`);
    for (const id of [pending, denied, closedUnverified]) {
      const res = await api.message(id, 1);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: "CAP message not found" });
      expect((await api.message(id, 2)).statusCode).toBe(404);
    }
    const feed = await api.feed();
    for (const name of ["Parbattie", "Dwayne", "Clement"]) expect(feed.body).not.toContain(name);
  });

  it("never carries the reporter's name, phone or e-mail, nor an unverified sighting", async () => {
    const id = await api.report({ name: "Tricia Fraser", age: 14, ...REPORTER });
    await api.review(`/api/alerts/${id}/verify`);
    await api.sighting({
      alertId: id,
      location: "Mon Repos market, East Coast Demerara",
      latitude: 6.78,
      longitude: -58.04,
      description: "UNVERIFIED-SIGHTING-TEXT girl by the fruit stalls",
      reporterName: "Unverified Ulric",
      reporterContact: "ulric@example.gy",
    });
    const { xml } = await publishedAlert(id);
    expect((await api.message(id, 2)).statusCode).toBe(404);
    const feed = await api.feed();
    expect(parseAtom(feed.body).entries.map((e) => e.capLinks[0])).toContain(
      `alternate https://alerts.example.gy/api/cap/messages/${id}-1.xml`,
    );
    for (const body of [xml, feed.body]) {
      for (const secret of [...contactStrings, "Mon Repos", "UNVERIFIED-SIGHTING-TEXT", "Ulric", "ulric@"])
        expect(body).not.toContain(secret);
    }
  });

  it.each([
    ["taken down", { isVerified: false, status: "taken_down" }, "Takendown Tara"],
    ["redacted", { redactedAt: new Date() }, "Redacted Rhea"],
    ["purged", { purgedAt: new Date() }, "Purged Paula"],
  ] as const)(
    "withdraws a closed alert the public may no longer see (%s): only a Cancel that names nothing",
    async (_, change, name) => {
      const place = { lastLocation: "Charity waterfront, Pomeroon", latitude: 7.4012, longitude: -58.6034 };
      const id = await api.report({ name, ...place, ...REPORTER });
      await api.review(`/api/alerts/${id}/verify`);
      await api.close(id, "found_other");
      const first = parseCap((await api.message(id, 1)).body);
      const closed = await api.message(id, 2);
      expect(closed.body).toContain(name);
      expect(closed.body).toContain("7.4012,-58.6034");
      await t.database.db.update(alerts).set(change).where(eq(alerts.id, id));
      t.events.emit("alert.resolved", { alertId: id, byStaffId: null, followUps: 0 });
      expect((await api.message(id, 1)).statusCode).toBe(404);
      const withdrawn = await api.message(id, 2);
      expect(withdrawn.statusCode).toBe(200);
      expect(await capSchemaErrors(withdrawn.body)).toEqual([]);
      const alertMessage = parseCap(closed.body);
      expect(googleProfileErrors(withdrawn.body, [refOf(first)])).toEqual([]);
      const cap = parseCap(withdrawn.body);
      // The same message (identifier, sent, references) as the closing one, with nothing of the alert.
      expect([cap.identifier, cap.sent, cap.references]).toEqual([
        alertMessage.identifier,
        alertMessage.sent,
        alertMessage.references,
      ]);
      expect(cap.info).toMatchObject({
        headline: "WITHDRAWN: this missing-person alert is no longer in force",
        web: "https://alerts.example.gy",
      });
      expect(cap.areas).toEqual([
        {
          areaDesc: "Guyana",
          circles: [],
          polygons: [expect.any(String)],
          geocodes: ["ISO 3166-1 alpha-2=GY"],
        },
      ]);
      // The feed still carries the Cancel, so a reader that only polls it sees the case end;
      // the entry names nothing, and the Alert it withdraws is no longer listed.
      const feed = await api.feed();
      const entries = parseAtom(feed.body).entries.filter((e) => e.id?.includes(`/messages/${id}-`));
      expect(entries).toEqual([
        {
          id: `https://alerts.example.gy/api/cap/messages/${id}-2.xml`,
          title: "WITHDRAWN: this missing-person alert is no longer in force",
          updated: cap.sent,
          summary: cap.info.description,
          capLinks: [`alternate https://alerts.example.gy/api/cap/messages/${id}-2.xml`],
          pageLinks: ["related https://alerts.example.gy"],
        },
      ]);
      for (const body of [withdrawn.body, feed.body]) {
        for (const secret of [name.split(" ")[0]!, "Charity", "7.4012", "58.6034", ...contactStrings])
          expect(body).not.toContain(secret);
      }
    },
  );
});

describe("what a message says about its alert", () => {
  it("calls a person of 18 or more a Missing Person; a Local case is Expected and Minor, in its search area", async () => {
    const id = await api.report({
      name: "Omar Bacchus",
      age: 18,
      latitude: 6.4,
      longitude: -58.62,
      lastLocation: "Bartica",
    });
    await api.policeConfirm(id);
    await api.review(`/api/alerts/${id}/verify`);
    const { cap } = await publishedAlert(id);
    expect(cap.info).toMatchObject({ event: "Missing Person", urgency: "Expected", severity: "Minor" });
    // Local on foot starts at 1 km and first grows two hours after the time last seen; the
    // report says an hour ago, so the circle is still its first.
    expect(cap.areas[0]?.circles).toEqual(["6.4,-58.62 1"]);
  });

  it("makes a Red alert (a child of 4) Immediate and Severe, in its search area", async () => {
    const id = await api.report({ name: "Baby Jaden", age: 4 });
    await api.review(`/api/admin/alerts/${id}/approve`, "admin");
    const { cap } = await publishedAlert(id);
    expect(cap.info).toMatchObject({ event: "Missing Child", urgency: "Immediate", severity: "Severe" });
    // A young child on foot: 3 km, doubled twice by the hour since the time last seen.
    expect(cap.areas[0]?.circles).toEqual(["6.8066,-58.1625 12"]);
  });

  it("expires CAP_EXPIRES_DAYS after the message", async () => {
    const id = await api.report({ name: "Shanice Welcome", age: 16 });
    await api.review(`/api/alerts/${id}/verify`);
    const { cap } = await publishedAlert(id);
    expect(new Date(cap.info.expires!).getTime() - new Date(cap.sent).getTime()).toBe(3 * 86_400_000);
  });

  it("gives an alert without coordinates all of Guyana, with its typed place as the description", async () => {
    const id = await api.report({
      name: "Nowhere Nadia",
      latitude: null,
      longitude: null,
      lastLocation: "Lethem road",
    });
    await api.review(`/api/alerts/${id}/verify`);
    const { cap } = await publishedAlert(id);
    expect(cap.areas).toEqual([
      {
        areaDesc: "Lethem road (exact place unknown: all of Guyana)",
        circles: [],
        polygons: ["1.16,-61.42 8.56,-61.42 8.56,-56.47 1.16,-56.47 1.16,-61.42"],
        geocodes: ["ISO 3166-1 alpha-2=GY"],
      },
    ]);
  });

  it("publishes an Alert for an alert approved without a review of this version (demo data, older alerts)", async () => {
    const id = await api.report({ name: "Legacy Leon" });
    await setAlertState(t, id, "verified");
    expect((await api.message(id, 1)).statusCode).toBe(404);
    const feed = parseAtom((await api.feed()).body);
    expect(feed.entries.find((e) => e.title?.includes("Legacy Leon"))?.capLinks).toEqual([
      `alternate https://alerts.example.gy/api/cap/messages/${id}-1.xml`,
    ]);
    expect((await publishedAlert(id)).cap.msgType).toBe("Alert");
  });
});

describe("text stored around the API", () => {
  it("still gives messages and a feed xmllint accepts when the stored rows hold control characters", async () => {
    const id = await api.report({ name: "Stored Sharda", lastLocation: "Linden bus park" });
    // What an older row, or one written by hand, could hold: all refused by the API today.
    const bad = "\u0001\u001B\u0085\uFFFE\uFFFF";
    await t.database.db
      .update(alerts)
      .set({
        name: `Stored${bad} Sharda`,
        description: `Tall${bad}, short hair`,
        clothing: `Red${bad} shirt`,
        lastLocation: `Linden${bad} bus park`,
        circumstances: `Left${bad} school early`,
      })
      .where(eq(alerts.id, id));
    await api.review(`/api/alerts/${id}/verify`);
    const sightingId = await api.sighting({
      alertId: id,
      location: "Mackenzie bridge",
      latitude: 6.01,
      longitude: -58.3,
      description: "Seen near the bridge at noon.",
    });
    await t.database.db
      .update(sightings)
      .set({ location: `Mackenzie${bad} bridge` })
      .where(eq(sightings.id, sightingId));
    await api.review(`/api/sightings/${sightingId}/verify`);
    for (const seq of [1, 2]) {
      const res = await api.message(id, seq);
      expect(res.statusCode, res.body).toBe(200);
      expect(await capSchemaErrors(res.body)).toEqual([]);
      expect(hasBrokenText(res.body)).toBe(false);
    }
    expect(parseCap((await api.message(id, 2)).body).info.headline).toBe(
      "SIGHTING: Stored Sharda, 9, seen near Mackenzie bridge",
    );
    const feed = await api.feed();
    expect(await wellFormednessErrors(feed.body)).toEqual([]);
    expect(hasBrokenText(feed.body)).toBe(false);
    expect(parseAtom(feed.body).entries.map((e) => e.title)).toEqual(
      expect.arrayContaining([
        "SIGHTING: Stored Sharda, 9, seen near Mackenzie bridge",
        "MISSING: Stored Sharda, 9, last seen at Linden bus park",
      ]),
    );
  });
});

describe("closing a case with an outcome (POST /api/alerts/:id/close)", () => {
  it("says FOUND when the person was found, and only that", async () => {
    const id = await api.report({ name: "Found Farida" });
    await api.review(`/api/alerts/${id}/verify`);
    const close = await t.app.inject({
      method: "POST",
      url: `/api/alerts/${id}/close`,
      headers: staff.moderator,
      payload: { outcome: "found_safe", note: "Staff note: at her cousin's house" },
    });
    expect(close.statusCode, close.body).toBe(200);
    const res = await api.message(id, 2);
    expect(await capSchemaErrors(res.body)).toEqual([]);
    const cap = parseCap(res.body);
    expect(cap).toMatchObject({ msgType: "Cancel", responseTypes: ["AllClear"] });
    expect(cap.info.headline).toBe("FOUND: Found Farida, 9");
    for (const secret of ["found_safe", "cousin"]) expect(res.body).not.toContain(secret);
  });
});

describe("two reviews at once", () => {
  it("numbers the Updates of two sightings verified together 2 and 3, the later referencing both before it", async () => {
    const id = await api.report({ name: "Twice Seen Tamika" });
    await api.review(`/api/alerts/${id}/verify`);
    const places = ["Vreed-en-Hoop stelling", "Leonora market"];
    const sightings = await Promise.all(
      places.map((location, i) =>
        api.sighting({
          alertId: id,
          location,
          latitude: 6.8 + i / 100,
          longitude: -58.2,
          description: "Seen near the road.",
        }),
      ),
    );
    const results = await Promise.all(
      sightings.map((s) =>
        t.app.inject({ method: "POST", url: `/api/sightings/${s}/verify`, headers: staff.moderator }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    const messages = await Promise.all(
      [1, 2, 3].map(async (seq) => parseCap((await api.message(id, seq)).body)),
    );
    expect(messages.map((m) => m.msgType)).toEqual(["Alert", "Update", "Update"]);
    expect(messages[2]!.references).toBe(
      messages
        .slice(0, 2)
        .map((m) => `${m.sender},${m.identifier},${m.sent}`)
        .join(" "),
    );
    expect((await api.message(id, 4)).statusCode).toBe(404);
  });
});

describe("the routes", () => {
  it("answers a repeated read with 304 to its ETag", async () => {
    const id = await api.report({ name: "Etag Ezra" });
    await api.review(`/api/alerts/${id}/verify`);
    const reads = [
      (h: Record<string, string>) => api.message(id, 1, h),
      (h: Record<string, string>) => api.feed(h),
    ];
    for (const read of reads) {
      const first = await read({});
      expect(first.headers.etag).toMatch(/^"[^"]+"$/);
      const again = await read({ "if-none-match": first.headers.etag as string });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe("");
    }
  });

  it("is linked from the head of the site's pages (rel=alternate), so feed readers find it", async () => {
    for (const url of ["/", "/alerts"]) {
      const page = await t.app.inject({ method: "GET", url, headers: { accept: "text/html" } });
      const link = /<link rel="alternate" type="application\/atom\+xml"[^>]* href="([^"]+)"/.exec(page.body);
      expect(link?.[1], url).toBe("/api/cap/alerts.atom");
      expect((await t.app.inject({ method: "GET", url: link![1]! })).statusCode).toBe(200);
    }
  });

  it("refuses a malformed message name with 400 and an unknown one with 404, as JSON", async () => {
    const bad = await t.app.inject({ method: "GET", url: "/api/cap/messages/latest.xml" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: "file" });
    const unknown = await api.message(999_999, 1);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers["content-type"]).toContain("application/json");
  });
});
