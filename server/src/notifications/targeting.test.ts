import { defaultNotificationSettings } from "@shared/settings";
import { describe, expect, it } from "vitest";
import { twilioSignature, verifyTwilioSignature } from "./channels/twilio-signature";
import { RateLimiter } from "./rate-limiter";
import { boundingBox, haversineMiles, matchedKeywords, targetingFor } from "./targeting";

const settings = defaultNotificationSettings("Hope Alert");
const base = {
  lastLocation: "Bourda Market, Georgetown",
  circumstances: null,
  latitude: 6.81,
  longitude: -58.15,
};

describe("targeting rules", () => {
  it("uses the default radius, or the high-priority radius at or under the age threshold", () => {
    expect(targetingFor({ ...base, age: 9 }, settings)).toMatchObject({
      highPriority: false,
      radiusMiles: 50,
    });
    expect(targetingFor({ ...base, age: 5 }, settings)).toMatchObject({
      highPriority: true,
      radiusMiles: 100,
    });
    expect(targetingFor({ ...base, age: 4 }, settings).reasons).toEqual(["age 4 <= 5"]);
    const none = { ...settings, highPriorityAgeThreshold: "none" as const };
    expect(targetingFor({ ...base, age: 1 }, none).highPriority).toBe(false);
  });

  it("matches keywords at the start of a word, in the location or the circumstances", () => {
    expect(matchedKeywords("Near the Demerara River bank", settings.highPriorityKeywords)).toEqual(["river"]);
    expect(matchedKeywords("Riverside Drive", settings.highPriorityKeywords)).toEqual(["river"]);
    expect(matchedKeywords("A deriver of things", settings.highPriorityKeywords)).toEqual([]);
    expect(
      targetingFor({ ...base, age: 30, circumstances: "Last seen on the East Bank HIGHWAY" }, settings),
    ).toMatchObject({ highPriority: true, radiusMiles: 100, reasons: ["keywords: highway"] });
  });

  it("has no centre (everyone is notified) when the alert has no coordinates", () => {
    expect(targetingFor({ ...base, age: 9, latitude: null, longitude: null }, settings).centre).toBeNull();
  });

  it("draws a bounding box that contains every point within the radius", () => {
    const box = boundingBox(6.81, -58.15, 50);
    for (let bearing = 0; bearing < 360; bearing += 15) {
      // A point ~49.9 miles away in each direction.
      const d = 49.9 / 3958.7613;
      const lat1 = (6.81 * Math.PI) / 180;
      const lng1 = (-58.15 * Math.PI) / 180;
      const b = (bearing * Math.PI) / 180;
      const lat2 = Math.asin(Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(b));
      const lng2 =
        lng1 +
        Math.atan2(Math.sin(b) * Math.sin(d) * Math.cos(lat1), Math.cos(d) - Math.sin(lat1) * Math.sin(lat2));
      const [lat, lng] = [(lat2 * 180) / Math.PI, (lng2 * 180) / Math.PI];
      expect(haversineMiles(6.81, -58.15, lat, lng)).toBeCloseTo(49.9, 3);
      expect(lat).toBeGreaterThanOrEqual(box.minLatitude);
      expect(lat).toBeLessThanOrEqual(box.maxLatitude);
      expect(lng).toBeGreaterThanOrEqual(box.minLongitude!);
      expect(lng).toBeLessThanOrEqual(box.maxLongitude!);
    }
    expect(boundingBox(89.5, 0, 100).minLongitude).toBeNull(); // near a pole: no longitude filter
    expect(boundingBox(0, 179.9, 50).minLongitude).toBeNull(); // across the antimeridian
  });
});

describe("Twilio request signature", () => {
  // The example from Twilio's security documentation.
  const token = "12345";
  const url = "https://mycompany.com/myapp.php?foo=1&bar=2";
  const params = {
    CallSid: "CA1234567890ABCDE",
    Caller: "+14158675310",
    Digits: "1234",
    From: "+14158675310",
    To: "+18005551212",
  };

  it("computes Twilio's documented signature and verifies it", () => {
    expect(twilioSignature(token, url, params)).toBe("GvWf1cFY/Q7PnoempGyD5oXAezc=");
    expect(verifyTwilioSignature(token, url, params, "GvWf1cFY/Q7PnoempGyD5oXAezc=")).toBe(true);
  });

  it("refuses a missing signature, another token, another URL or changed parameters", () => {
    const good = twilioSignature(token, url, params);
    expect(verifyTwilioSignature(token, url, params, undefined)).toBe(false);
    expect(verifyTwilioSignature("other", url, params, good)).toBe(false);
    expect(verifyTwilioSignature(token, `${url}&x=1`, params, good)).toBe(false);
    expect(verifyTwilioSignature(token, url, { ...params, Digits: "9999" }, good)).toBe(false);
  });

  it("accepts the URL signed with or without the default port", () => {
    const signedWithPort = twilioSignature(token, "https://mycompany.com:443/hook", params);
    expect(verifyTwilioSignature(token, "https://mycompany.com/hook", params, signedWithPort)).toBe(true);
  });
});

describe("rate limiter", () => {
  it("lets sends through at most perSecond apart, in order", async () => {
    const limiter = new RateLimiter(50);
    const times: number[] = [];
    await Promise.all(
      Array.from({ length: 10 }, () => limiter.take().then(() => times.push(performance.now()))),
    );
    for (let i = 1; i < times.length; i++) expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(19);
  });

  it("never lets more than the ceiling be in flight or answered within one second", async () => {
    let clock = 0;
    const limiter = new RateLimiter(1000, { ceiling: 3, clock: () => clock });
    const started: number[] = [];
    const takers = Array.from({ length: 5 }, () => limiter.take().then(() => started.push(clock)));
    /** Moves the fake clock on, a millisecond per timer turn, until `to` or until `done`. */
    const advance = async (to: number, done: () => boolean = () => false) => {
      while (clock < to && !done()) {
        clock += 1;
        await new Promise((r) => setTimeout(r, 1));
      }
    };
    // Pacing alone would let all five through within a few milliseconds; the ceiling holds
    // the last two back while three are in flight.
    await advance(100);
    expect(started).toHaveLength(3);
    // Two are answered at t=100: each frees its place only one second after its answer.
    limiter.finish();
    limiter.finish();
    clock = 1000;
    await new Promise((r) => setTimeout(r, 30));
    expect(started).toHaveLength(3);
    await advance(10_000, () => started.length === 5);
    await Promise.all(takers);
    expect(started[3]).toBeGreaterThanOrEqual(1100);
    expect(started[4]).toBeGreaterThan(started[3]!);
  });

  it("is unlimited at 0 and stops waiting when aborted", async () => {
    expect(new RateLimiter(0).unlimited).toBe(true);
    const slow = new RateLimiter(0.5);
    await slow.take();
    const controller = new AbortController();
    const waiting = slow.take(controller.signal);
    controller.abort(new Error("stop"));
    await expect(waiting).rejects.toThrow("stop");
  });
});
