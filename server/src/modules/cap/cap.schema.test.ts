// The CAP 1.2 documents themselves, without a database: every message type and both kinds of
// area validate against the OASIS XSD and the Google profile's error rules, and the checks
// catch what they are meant to catch (a time with milliseconds, a missing area or reference).

import { hasBrokenText } from "@shared/text";
import { describe, expect, it } from "vitest";
import {
  capSchemaErrors,
  googleProfileErrors,
  parseAtom,
  parseCap,
  refOf,
  wellFormednessErrors,
} from "../../../test/helpers/cap.test-helpers";
import {
  alertArea,
  capCircle,
  capDateTime,
  capIdentifier,
  capReferences,
  clip,
  milesToKm,
  parseCapMessageFile,
  searchAreaOf,
  sightingArea,
} from "./cap.format";
import {
  type CapAlertContent,
  type CapMessageRecord,
  type CapSite,
  renderAtomFeed,
  renderCapMessage,
} from "./cap.xml";

const site: CapSite = {
  brandName: "Hope Alert",
  emergencyPhone: "911",
  whatsappBusinessNumber: "+5926000000",
  publicUrl: "https://alerts.example.gy",
};

const child: CapAlertContent = {
  id: 42,
  name: "Keisha <Small> & Co",
  age: 7,
  description: "Small build, short braids",
  clothing: "Yellow dress, white sandals",
  lastLocation: "Parika Stelling, East Bank Essequibo",
  lastSeen: new Date("2026-11-20T13:30:00Z"),
  circumstances: "Left the ferry queue alone.",
  photoUrl: "/api/photos/abc123",
  highPriority: true,
};

const sent1 = new Date("2026-11-20T15:00:00Z");
const area = alertArea({ ...child, latitude: 6.87, longitude: -58.42, notificationRadius: 100 });

function record(overrides: Partial<CapMessageRecord>): CapMessageRecord {
  return {
    alertId: 42,
    seq: 1,
    msgType: "Alert",
    identifier: capIdentifier("alerts.example.gy", 42, 1),
    sender: "alerts.example.gy",
    sent: sent1,
    expires: new Date(sent1.getTime() + 7 * 86_400_000),
    references: "",
    sighting: null,
    level: null,
    ...area,
    ...overrides,
  };
}

describe("CAP times, circles and names", () => {
  it("writes times in Guyana's offset without fractions of a second", () => {
    expect(capDateTime(new Date("2026-11-20T15:00:00.999Z"))).toBe("2026-11-20T11:00:00-04:00");
    expect(capDateTime(new Date("2026-01-01T02:30:00Z"))).toBe("2025-12-31T22:30:00-04:00");
  });

  it("converts the radius from miles to kilometres", () => {
    expect(milesToKm(50)).toBe(80.47);
    expect(milesToKm(100)).toBe(160.93);
    expect(capCircle(area)).toBe("6.87,-58.42 160.93");
  });

  it("falls back to all of Guyana for an alert without coordinates", () => {
    const nowhere = alertArea({
      lastLocation: "Somewhere upriver",
      latitude: null,
      longitude: null,
      notificationRadius: 50,
    });
    expect(nowhere).toEqual({
      areaDesc: "Somewhere upriver (exact place unknown: all of Guyana)",
      latitude: null,
      longitude: null,
      radiusKm: null,
    });
    expect(capCircle(nowhere)).toBeNull();
    // A sighting without coordinates keeps the alert's area.
    expect(sightingArea({ location: "Bartica", latitude: null, longitude: null }, area, 100)).toMatchObject({
      latitude: 6.87,
      radiusKm: 160.93,
    });
  });

  it("reads only {alertId}-{seq}.xml as a message's file name", () => {
    expect(parseCapMessageFile("12-3.xml")).toEqual({ alertId: 12, seq: 3 });
    for (const bad of ["12.xml", "0-1.xml", "12-1.atom", "12-1.xml.bak", "-1-1.xml", "99999999999-1.xml"])
      expect(parseCapMessageFile(bad)).toBeNull();
  });

  it("keeps headlines under 140 characters at a word boundary", () => {
    const long = clip(`MISSING: ${"Anjali ".repeat(40)}`, 139);
    expect(long.length).toBeLessThanOrEqual(139);
    expect(long.endsWith("Anjali…")).toBe(true);
  });
});

describe("CAP 1.2 messages against the OASIS schema and the Google profile", () => {
  const alertXml = renderCapMessage(record({}), child, site);
  const alertRef = refOf(parseCap(alertXml));
  const sent2 = new Date("2026-11-20T18:00:00Z");
  const updateXml = renderCapMessage(
    record({
      seq: 2,
      msgType: "Update",
      identifier: capIdentifier("alerts.example.gy", 42, 2),
      sent: sent2,
      references: capReferences([
        { sender: "alerts.example.gy", identifier: alertRef.identifier, sent: sent1 },
      ]),
      sighting: { location: "Bartica waterfront", sightingTime: new Date("2026-11-20T17:10:00Z") },
      ...sightingArea({ location: "Bartica waterfront", latitude: 6.4, longitude: -58.62 }, area, 100),
    }),
    child,
    site,
  );
  const updateRef = refOf(parseCap(updateXml));

  it("validates an Alert, escaping what the alert's text contains", async () => {
    expect(await capSchemaErrors(alertXml)).toEqual([]);
    expect(googleProfileErrors(alertXml, [])).toEqual([]);
    const cap = parseCap(alertXml);
    expect(cap.info.headline).toBe(
      "MISSING: Keisha <Small> & Co, 7, last seen at Parika Stelling, East Bank Essequibo",
    );
    expect(cap.info.severity).toBe("Extreme");
    expect(cap.info.event).toBe("Missing Child");
    expect(cap.resources).toEqual([
      {
        resourceDesc: "Photo of Keisha <Small> & Co",
        mimeType: "image/jpeg",
        uri: "https://alerts.example.gy/api/photos/abc123",
      },
    ]);
  });

  it("validates an Update that references the Alert and circles the sighting", async () => {
    expect(await capSchemaErrors(updateXml)).toEqual([]);
    expect(googleProfileErrors(updateXml, [alertRef])).toEqual([]);
    expect(parseCap(updateXml).areas[0]?.circles).toEqual(["6.4,-58.62 160.93"]);
  });

  it("validates a search area's Update: every circle, urgency and severity from the level", async () => {
    const searchArea = searchAreaOf(
      child,
      [
        { latitude: 6.87, longitude: -58.42, radiusKm: 16, sightingPlace: null },
        { latitude: 6.4, longitude: -58.62, radiusKm: 8.123, sightingPlace: "Bartica waterfront" },
      ],
      "Bartica waterfront",
    )!;
    expect(searchArea.areaDesc).toBe("Seen near Bartica waterfront; Parika Stelling, East Bank Essequibo");
    const expected = {
      red: { urgency: "Immediate", severity: "Severe" },
      concern: { urgency: "Expected", severity: "Moderate" },
      local: { urgency: "Expected", severity: "Minor" },
    };
    for (const [level, info] of Object.entries(expected)) {
      const xml = renderCapMessage(
        record({
          seq: 2,
          msgType: "Update",
          identifier: capIdentifier("alerts.example.gy", 42, 2),
          sent: sent2,
          references: capReferences([
            { sender: "alerts.example.gy", identifier: alertRef.identifier, sent: sent1 },
          ]),
          level,
          ...searchArea,
        }),
        child,
        site,
      );
      expect(await capSchemaErrors(xml), level).toEqual([]);
      expect(googleProfileErrors(xml, [alertRef]), level).toEqual([]);
      const cap = parseCap(xml);
      expect(cap.info, level).toMatchObject(info);
      expect(cap.areas[0]?.circles).toEqual(["6.87,-58.42 16", "6.4,-58.62 8.12"]);
    }
  });

  it("validates a Cancel that references both, with the all-clear", async () => {
    const cancelXml = renderCapMessage(
      record({
        seq: 3,
        msgType: "Cancel",
        identifier: capIdentifier("alerts.example.gy", 42, 3),
        sent: new Date("2026-11-21T09:00:00Z"),
        references: capReferences([alertRef, updateRef].map((r) => ({ ...r, sent: new Date(r.sent) }))),
      }),
      child,
      site,
    );
    expect(await capSchemaErrors(cancelXml)).toEqual([]);
    expect(googleProfileErrors(cancelXml, [alertRef, updateRef])).toEqual([]);
    expect(parseCap(cancelXml).responseTypes).toEqual(["AllClear"]);
    expect(parseCap(cancelXml).info.headline).toBe("CLOSED: the alert for Keisha <Small> & Co, 7");
    // Found (safe or otherwise: the public is not told which) says so; the staff's outcome does not show.
    for (const outcome of ["found_safe", "found_other"]) {
      const found = parseCap(renderCapMessage(record({ msgType: "Cancel" }), { ...child, outcome }, site));
      expect(found.info.headline).toBe("FOUND: Keisha <Small> & Co, 7");
      expect(found.info.description).toMatch(
        /^Keisha <Small> & Co, 7, last seen at Parika Stelling, East Bank Essequibo, has been found\. /,
      );
      expect(JSON.stringify(found)).not.toContain(outcome);
    }
  });

  it("validates a withdrawn alert's Cancel, which names nothing of it", async () => {
    const xml = renderCapMessage(
      record({
        seq: 2,
        msgType: "Cancel",
        identifier: capIdentifier("alerts.example.gy", 42, 2),
        references: capReferences([{ ...alertRef, sent: new Date(alertRef.sent) }]),
      }),
      null,
      site,
    );
    expect(await capSchemaErrors(xml)).toEqual([]);
    expect(googleProfileErrors(xml, [alertRef])).toEqual([]);
    for (const secret of ["Keisha", "Parika", "6.87", "abc123", "braids"]) expect(xml).not.toContain(secret);
  });

  it("validates the all-of-Guyana area (polygon and country geocode) of an alert without coordinates", async () => {
    const nowhere = alertArea({
      lastLocation: "Upriver",
      latitude: null,
      longitude: null,
      notificationRadius: 50,
    });
    const xml = renderCapMessage(record(nowhere), { ...child, photoUrl: null }, site);
    expect(await capSchemaErrors(xml)).toEqual([]);
    expect(googleProfileErrors(xml, [])).toEqual([]);
    expect(parseCap(xml).areas).toEqual([
      {
        areaDesc: "Upriver (exact place unknown: all of Guyana)",
        circles: [],
        polygons: ["1.16,-61.42 8.56,-61.42 8.56,-56.47 1.16,-56.47 1.16,-61.42"],
        geocodes: ["ISO 3166-1 alpha-2=GY"],
      },
    ]);
    expect(parseCap(xml).resources).toEqual([]);
  });

  it("catches what the rules forbid: milliseconds, no area, an Update without the earlier message", async () => {
    const withMillis = alertXml.replace(/<sent>([^<]+)-04:00<\/sent>/, "<sent>$1.123-04:00</sent>");
    expect(await capSchemaErrors(withMillis)).not.toEqual([]);
    const noArea = alertXml.replace(/<area>[\s\S]*<\/area>/, "");
    expect(await capSchemaErrors(noArea)).toEqual([]);
    expect(googleProfileErrors(noArea, [])).toEqual(["no area with a circle, polygon or geocode"]);
    const unreferenced = updateXml.replace(/<references>[^<]*<\/references>/, "");
    expect(googleProfileErrors(unreferenced, [alertRef])).toEqual([
      "Update without references",
      `Update does not reference ${alertRef.identifier}`,
    ]);
    const expiredAtOnce = alertXml.replace(
      /<expires>[^<]*<\/expires>/,
      "<expires>2026-11-20T10:00:00-04:00</expires>",
    );
    expect(googleProfileErrors(expiredAtOnce, [])).toEqual(["expires is not after sent"]);
    expect(await wellFormednessErrors("<feed><entry></feed>")).not.toEqual([]);
  });

  it("writes no character XML 1.0 forbids, whatever the stored text holds", async () => {
    const controls = Array.from({ length: 32 }, (_, code) => String.fromCharCode(code))
      .filter((c) => !"\t\n\r".includes(c))
      .join("");
    const forbidden = `${controls}\u007F\u0085\u009F\uFFFE\uFFFF\uD800`;
    const stored: CapAlertContent = {
      ...child,
      name: `Keisha${forbidden} <Small> & Co`,
      description: `Small build,${forbidden} short braids`,
      lastLocation: `Parika${forbidden} Stelling, East Bank Essequibo`,
    };
    const message = record({ areaDesc: `Parika${forbidden} Stelling` });
    const xml = renderCapMessage(message, stored, site);
    expect(await capSchemaErrors(xml)).toEqual([]);
    expect(googleProfileErrors(xml, [])).toEqual([]);
    expect(hasBrokenText(xml)).toBe(false);
    // (A vertical tab or form feed counts as a space where the text's spaces are folded.)
    expect(parseCap(xml).info.headline).toMatch(
      /^MISSING: Keisha {1,2}<Small> & Co, 7, last seen at Parika /,
    );
    const feed = renderAtomFeed([{ message, alert: stored }], sent1, site);
    expect(await wellFormednessErrors(feed)).toEqual([]);
    expect(hasBrokenText(feed)).toBe(false);
    expect(parseAtom(feed).entries[0]?.summary).toMatch(
      /^Keisha {1,2}<Small> & Co, 7, was last seen at Parika/,
    );
  });

  it("lists entries in a well-formed Atom feed, each linking to its CAP message", async () => {
    const xml = renderAtomFeed([{ message: record({}), alert: child }], sent1, site);
    expect(await wellFormednessErrors(xml)).toEqual([]);
    const feed = parseAtom(xml);
    expect(feed).toMatchObject({
      namespace: "http://www.w3.org/2005/Atom",
      id: "https://alerts.example.gy/api/cap/alerts.atom",
      updated: "2026-11-20T11:00:00-04:00",
      author: "Hope Alert",
    });
    expect(feed.entries).toEqual([
      {
        id: "https://alerts.example.gy/api/cap/messages/42-1.xml",
        title: parseCap(alertXml).info.headline,
        updated: "2026-11-20T11:00:00-04:00",
        summary: parseCap(alertXml).info.description,
        capLinks: ["alternate https://alerts.example.gy/api/cap/messages/42-1.xml"],
        pageLinks: ["related https://alerts.example.gy/alert/42"],
      },
    ]);
  });
});
