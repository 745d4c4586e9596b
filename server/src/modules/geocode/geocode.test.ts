import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness";
import { nearestPlace, searchPlaces } from "./gazetteer";

describe("the bundled gazetteer", () => {
  it("finds places by prefix, ignoring case and accents", () => {
    expect(searchPlaces("kit")[0]?.label).toBe("Kitty, Georgetown, Guyana");
    expect(searchPlaces("STABROEK")[0]?.name).toBe("Stabroek");
    expect(searchPlaces("vreed en hoop")[0]?.name).toBe("Vreed-en-Hoop");
  });

  it("recognises the place inside a typed street address", () => {
    const names = searchPlaces("45 Sheriff Street, Campbellville").map((p) => p.name);
    expect(names).toContain("Campbellville");
    expect(names).toContain("Sheriff Street");
  });

  it("returns nothing for one character or an unknown place", () => {
    expect(searchPlaces("k")).toEqual([]);
    expect(searchPlaces("Atlantis Heights")).toEqual([]);
  });

  it("names the nearest place to a pin, and nothing far out at sea", () => {
    expect(nearestPlace(6.8252, -58.147)?.name).toBe("Kitty");
    expect(nearestPlace(10, -50)).toBeNull();
  });
});

describe("geocode API", () => {
  let t: TestApp;
  let fake: Server;
  let fakeRequests: string[] = [];

  beforeAll(async () => {
    fake = createServer((req, res) => {
      fakeRequests.push(req.url ?? "");
      const url = new URL(req.url ?? "/", "http://x");
      if (url.searchParams.get("q")?.includes("slow")) return; // never answers
      res.setHeader("content-type", "application/json");
      res.end(
        JSON.stringify([
          {
            display_name: "12 Hadfield Street, Werk-en-Rust, Georgetown, Guyana",
            lat: "6.8021",
            lon: "-58.1577",
          },
        ]),
      );
    });
    await new Promise<void>((resolve) => fake.listen(0, "127.0.0.1", resolve));
    const { port } = fake.address() as AddressInfo;
    t = await createTestApp({ env: { GEOCODER_URL: `http://127.0.0.1:${port}/` } });
  });
  afterAll(async () => {
    await t.close();
    fake.closeAllConnections();
    await new Promise((r) => fake.close(r));
  });

  it("suggests gazetteer places first, then the external geocoder's, restricted to Guyana", async () => {
    fakeRequests = [];
    const res = await t.app.inject({ method: "GET", url: "/api/geocode/search?q=Werk-en-Rust" });
    expect(res.statusCode).toBe(200);
    const body = res.json() as Array<{ label: string; latitude: number; longitude: number }>;
    expect(body[0]).toEqual({
      label: "Werk-en-Rust, Georgetown, Guyana",
      latitude: 6.8035,
      longitude: -58.1575,
    });
    expect(body.map((p) => p.label)).toContain("12 Hadfield Street, Werk-en-Rust, Georgetown, Guyana");
    expect(fakeRequests[0]).toContain("countrycodes=gy");
  });

  it("still answers from the gazetteer when the external geocoder hangs", async () => {
    const started = Date.now();
    const res = await t.app.inject({ method: "GET", url: "/api/geocode/search?q=slow%20Kitty" });
    expect(res.statusCode).toBe(200);
    expect(res.json()[0].label).toBe("Kitty, Georgetown, Guyana");
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it("refuses a query that is too short or missing", async () => {
    for (const url of ["/api/geocode/search?q=k", "/api/geocode/search"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^q: /);
    }
  });

  it("describes a dropped pin by its nearest place and keeps the pin's coordinates", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/geocode/reverse?lat=6.8252&lng=-58.147" });
    expect(res.json()).toEqual({
      place: { label: "Kitty, Georgetown, Guyana", latitude: 6.8252, longitude: -58.147 },
    });
    const bad = await t.app.inject({ method: "GET", url: "/api/geocode/reverse?lat=north&lng=-58" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^lat: /);
  });
});
