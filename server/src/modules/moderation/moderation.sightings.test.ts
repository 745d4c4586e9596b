// Sightings under review: the pending list of open cases and verifying a sighting once.
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { TestApp } from "../../../test/harness";
import type { TestStaff } from "../../../test/helpers/auth.test-helpers";
import {
  IP,
  insertAlert,
  insertSighting,
  moderationTestApp,
  type RecordedEvent,
  reviewRequests,
} from "../../../test/helpers/moderation.test-helpers";
import { sightings } from "../../db/schema";

let t: TestApp;
const clock = new Date("2025-05-01T12:00:00Z");
let moderator: TestStaff;
let modBearer: string;
let events: RecordedEvent[] = [];

const harness = moderationTestApp(
  () => clock,
  (event) => events.push(event),
);
beforeAll(() => {
  ({ t, moderator, modBearer } = harness());
});
beforeEach(() => {
  events = [];
});

const { post, auditFor } = reviewRequests(() => t);

describe("sightings", () => {
  it("lists pending sightings of open cases in one call, with the case's name and age", async () => {
    const open = await insertAlert(t.database.db, { name: "Kezia Bacchus", age: 6, isVerified: true });
    const closed = await insertAlert(t.database.db, { isActive: false });
    const pendingOne = await insertSighting(t.database.db, open.id);
    await insertSighting(t.database.db, open.id, { isVerified: true, status: "verified" });
    await insertSighting(t.database.db, closed.id);
    const res = await t.app.inject({
      method: "GET",
      url: "/api/moderation/sightings/pending",
      headers: { authorization: modBearer },
    });
    expect(res.statusCode).toBe(200);
    const mine = res.json().filter((s: { alertId: number }) => [open.id, closed.id].includes(s.alertId));
    expect(mine).toEqual([
      {
        id: pendingOne.id,
        alertId: open.id,
        alertName: "Kezia Bacchus",
        alertAge: 6,
        reporterName: "Nadira Khan",
        reporterContact: "nadira@example.gy",
        source: "web",
        location: "Camp Street, near the bus stop",
        latitude: null,
        longitude: null,
        sightingTime: "2025-05-01T10:00:00.000Z",
        description: "A boy in a blue shirt waiting for a minibus.",
        createdAt: pendingOne.createdAt.toISOString(),
      },
    ]);
  });

  it("verifies a sighting once, with reviewer, audit and one event", async () => {
    const alert = await insertAlert(t.database.db, { isVerified: true });
    const sighting = await insertSighting(t.database.db, alert.id);
    const res = await post(`/api/sightings/${sighting.id}/verify`, { authorization: modBearer });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: sighting.id, isVerified: true, status: "verified" });
    const [row] = await t.database.db.select().from(sightings).where(eq(sightings.id, sighting.id));
    expect(row).toMatchObject({ isVerified: true, status: "verified", reviewedById: moderator.id });
    expect(row!.reviewedAt?.toISOString()).toBe(clock.toISOString());
    await post(`/api/sightings/${sighting.id}/verify`, { authorization: modBearer });
    expect(events).toEqual([
      {
        name: "sighting.verified",
        payload: { sightingId: sighting.id, alertId: alert.id, byStaffId: moderator.id },
      },
    ]);
    const audit = await auditFor("sighting", sighting.id);
    expect(audit.map((a) => [a.action, a.adminId, a.ipAddress])).toEqual([
      ["sighting.verify", moderator.id, IP],
      ["sighting.verify", moderator.id, IP],
    ]);
    // The public now sees it on the alert.
    const publicList = await t.app.inject({ method: "GET", url: `/api/alerts/${alert.id}/sightings` });
    expect(publicList.json().map((s: { id: number }) => s.id)).toContain(sighting.id);
    expect((await post("/api/sightings/999999/verify", { authorization: modBearer })).statusCode).toBe(404);
  });
});
