// The alert lists: public (verified, active; search, location filter, paging) and staff
// (pending reports with every field), on an app of their own with a known set of alerts.

import type { AlertSummary } from "@shared/alerts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness";
import {
  type StaffHeaders,
  setAlertState,
  staffHeaders,
  validAlertInput,
} from "../../../test/helpers/alerts.test-helpers";

describe("GET /api/alerts (lists)", () => {
  let listApp: TestApp;
  let staff: StaffHeaders;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    listApp = await createTestApp();
    staff = await staffHeaders(listApp);
    const base = Date.now() - 50 * 3_600_000;
    const make = async (
      key: string,
      name: string,
      lastLocation: string,
      state: Parameters<typeof setAlertState>[2],
      i: number,
    ) => {
      const res = await listApp.app.inject({
        method: "POST",
        url: "/api/alerts",
        payload: validAlertInput({
          name,
          lastLocation,
          lastSeen: new Date(base + i * 3_600_000).toISOString(),
        }) as never,
      });
      ids[key] = res.json().id;
      await setAlertState(listApp, ids[key]!, state);
    };
    await make("georgetown1", "Jamal Wilson", "Bourda Market, Regent Street, Georgetown", "verified", 1);
    await make("linden", "Devon Harry", "Linden bus park, Mackenzie, Linden", "verified", 2);
    await make("pending", "Ravi Singh", "Diamond, East Bank Demerara", "pending", 3);
    await make("resolved", "Shondell Thomas", "Vreed-en-Hoop Stelling, West Coast Demerara", "resolved", 4);
    await make("berbice", "Priya Ramnauth", "New Amsterdam, Berbice", "verified", 5);
    await make("percent", "Kezia 100% Bacchus", "Sea Wall Bandstand, Kingston, Georgetown", "verified", 6);
  });
  afterAll(() => listApp.close());

  const list = (qs: string) => listApp.app.inject({ method: "GET", url: `/api/alerts?${qs}` });

  it("lists only verified, active alerts, newest first, with the total in X-Total-Count", async () => {
    const res = await list("verified=true&active=true");
    expect(res.statusCode).toBe(200);
    const items = res.json() as AlertSummary[];
    expect(items.map((a) => a.id)).toEqual([ids.percent, ids.berbice, ids.linden, ids.georgetown1]);
    expect(res.headers["x-total-count"]).toBe("4");
    for (const item of items) {
      expect(item.isVerified && item.isActive).toBe(true);
      expect(item).not.toHaveProperty("reporterEmail");
      expect(item).not.toHaveProperty("reporterPhone");
      expect(Object.keys(item)).toEqual(
        expect.arrayContaining([
          "id",
          "name",
          "age",
          "lastLocation",
          "clothing",
          "lastSeen",
          "createdAt",
          "photoUrl",
        ]),
      );
    }
  });

  it("lists verified alerts including resolved ones when active is not asked for", async () => {
    const items = (await list("verified=true")).json() as AlertSummary[];
    expect(items.map((a) => a.id)).toContain(ids.resolved);
    expect(items.map((a) => a.id)).not.toContain(ids.pending);
  });

  it("searches name or last location, case-insensitively, treating % and _ literally", async () => {
    const byName = (await list("verified=true&active=true&search=jAmAl")).json() as AlertSummary[];
    expect(byName.map((a) => a.id)).toEqual([ids.georgetown1]);
    const byPlace = (await list("verified=true&active=true&search=GEORGETOWN")).json() as AlertSummary[];
    expect(byPlace.map((a) => a.id)).toEqual([ids.percent, ids.georgetown1]);
    const percent = (await list("verified=true&active=true&search=100%25")).json() as AlertSummary[];
    expect(percent.map((a) => a.id)).toEqual([ids.percent]);
    const wildcard = await list("verified=true&active=true&search=%25");
    expect((wildcard.json() as AlertSummary[]).map((a) => a.id)).toEqual([ids.percent]);
    const none = await list("verified=true&active=true&search=Ravi");
    expect(none.json()).toEqual([]);
    expect(none.headers["x-total-count"]).toBe("0");
  });

  it("filters by the first comma segment of the last location", async () => {
    const res = await list(`verified=true&active=true&location=${encodeURIComponent("Linden bus park")}`);
    expect((res.json() as AlertSummary[]).map((a) => a.id)).toEqual([ids.linden]);
    const all = await list("verified=true&active=true&location=all");
    expect(all.headers["x-total-count"]).toBe("4");
  });

  it("pages with limit and offset and keeps the total", async () => {
    const first = await list("verified=true&active=true&limit=3");
    const second = await list("verified=true&active=true&limit=3&offset=3");
    expect((first.json() as AlertSummary[]).map((a) => a.id)).toEqual([ids.percent, ids.berbice, ids.linden]);
    expect((second.json() as AlertSummary[]).map((a) => a.id)).toEqual([ids.georgetown1]);
    expect(second.headers["x-total-count"]).toBe("4");
  });

  it("refuses bad query values with a 400 naming the parameter", async () => {
    for (const [qs, field] of [
      ["verified=yes", "verified"],
      ["verified=true&limit=0", "limit"],
      ["verified=true&limit=101", "limit"],
      ["verified=true&limit=abc", "limit"],
      ["verified=true&offset=-1", "offset"],
      [`verified=true&search=${"x".repeat(201)}`, "search"],
    ] as const) {
      const res = await list(qs);
      expect(res.statusCode, qs).toBe(400);
      expect(res.json().message, qs).toContain(field);
    }
  });

  it("refuses unverified listings to anonymous callers with 401", async () => {
    for (const qs of ["verified=false", "", "active=true", "verified=false&active=true"]) {
      const res = await list(qs);
      expect(res.statusCode, qs).toBe(401);
      expect(res.body).not.toContain("Ravi");
    }
  });

  it("lists pending alerts with every field for moderators and admins", async () => {
    for (const role of ["moderator", "admin"] as const) {
      const res = await listApp.app.inject({
        method: "GET",
        url: "/api/alerts?verified=false",
        headers: staff[role],
      });
      expect(res.statusCode, role).toBe(200);
      const items = res.json() as Array<Record<string, unknown>>;
      expect(items.map((a) => a.id)).toEqual([ids.pending]);
      expect(items[0]).toMatchObject({
        name: "Ravi Singh",
        status: "pending",
        isVerified: false,
        reporterEmail: "savitri.persaud@example.gy",
        reporterPhone: "+592 600 1234",
      });
      expect(res.headers["x-total-count"]).toBe("1");
    }
  });

  it("shows a pending alert to staff, with the reporter's e-mail, but not to the public", async () => {
    const url = `/api/alerts/${ids.pending}`;
    expect((await listApp.app.inject({ method: "GET", url })).statusCode).toBe(404);
    const res = await listApp.app.inject({
      method: "GET",
      url,
      headers: staff.moderator,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: ids.pending,
      isVerified: false,
      reporterEmail: "savitri.persaud@example.gy",
    });
    // What staff saw is not served to the public afterwards.
    expect((await listApp.app.inject({ method: "GET", url })).statusCode).toBe(404);
  });

  it("shows a report in the public list as soon as a moderator verifies it, and drops it when closed", async () => {
    const before = await list("verified=true&active=true");
    const created = await listApp.app.inject({
      method: "POST",
      url: "/api/alerts",
      payload: validAlertInput({
        name: "Nadia Verified-Later",
        lastLocation: "Bartica Stelling, Bartica",
      }) as never,
    });
    const id = created.json().id as number;
    const stillHidden = await list("verified=true&active=true");
    expect((stillHidden.json() as AlertSummary[]).map((a) => a.id)).not.toContain(id);
    expect(stillHidden.headers["x-total-count"]).toBe(before.headers["x-total-count"]);

    const verify = await listApp.app.inject({
      method: "POST",
      url: `/api/alerts/${id}/verify`,
      headers: staff.moderator,
    });
    expect(verify.statusCode, verify.body).toBe(200);
    const after = await list("verified=true&active=true");
    expect((after.json() as AlertSummary[])[0]!.id).toBe(id);
    expect(Number(after.headers["x-total-count"])).toBe(Number(before.headers["x-total-count"]) + 1);
    const places = (await listApp.app.inject({ method: "GET", url: "/api/alerts/locations" })).json();
    expect(places).toContain("Bartica Stelling");

    const resolve = await listApp.app.inject({
      method: "POST",
      url: `/api/alerts/${id}/close`,
      headers: staff.moderator,
      payload: { outcome: "found_safe" },
    });
    expect(resolve.statusCode, resolve.body).toBe(200);
    const resolved = await list("verified=true&active=true");
    expect((resolved.json() as AlertSummary[]).map((a) => a.id)).not.toContain(id);
    expect((await listApp.app.inject({ method: "GET", url: "/api/alerts/locations" })).json()).not.toContain(
      "Bartica Stelling",
    );
    const detail = await listApp.app.inject({ method: "GET", url: `/api/alerts/${id}` });
    expect(detail.json()).toMatchObject({ id, isActive: false });
  });

  it("serves the location filter options from verified, active alerts", async () => {
    const res = await listApp.app.inject({ method: "GET", url: "/api/alerts/locations" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(["Bourda Market", "Linden bus park", "New Amsterdam", "Sea Wall Bandstand"]);
  });
});
