// Test helpers: put alerts and sightings into the states the review endpoints (issue 5) produce,
// without going through those endpoints.

import type { CreateAlertInput } from "@shared/alerts";
import { count, eq } from "drizzle-orm";
import sharp from "sharp";
import { expect } from "vitest";
import type { Db } from "../../src/db/client";
import { alerts, photos, sightings } from "../../src/db/schema";
import type { TestApp } from "../harness";
import { createTestStaff, signInCookie, unlockBearer } from "./auth.test-helpers";

export function validAlertInput(overrides: Partial<CreateAlertInput> = {}): CreateAlertInput {
  return {
    name: "Aaliyah Persaud",
    age: 9,
    description: "Slim build, about 4 ft 3 in, shoulder-length black hair in two plaits.",
    clothing: "Navy blue school uniform, pink backpack.",
    lastLocation: "Stabroek Market, Water Street, Georgetown",
    lastSeen: new Date(Date.now() - 3_600_000).toISOString(),
    latitude: 6.8066,
    longitude: -58.1625,
    circumstances: "Separated from her aunt in the crowd after school.",
    photoUrl: "",
    reporterName: "Savitri Persaud",
    reporterRelationship: "Mother",
    reporterPhone: "+592 600 1234",
    reporterEmail: "savitri.persaud@example.gy",
    isActive: true,
    ...overrides,
  };
}

/**
 * Puts an alert into a review state and emits the event the review endpoints emit, so caches
 * see the change as they would in production.
 */
export async function setAlertState(
  t: Pick<TestApp, "database" | "events">,
  id: number,
  state: "verified" | "resolved" | "rejected" | "denied" | "pending",
): Promise<void> {
  const values = {
    verified: { isVerified: true, isActive: true, status: "approved" },
    resolved: { isVerified: true, isActive: false, status: "approved" },
    rejected: { isVerified: false, isActive: false, status: "pending" },
    denied: { isVerified: false, isActive: true, status: "denied" },
    pending: { isVerified: false, isActive: true, status: "pending" },
  }[state];
  await t.database.db.update(alerts).set(values).where(eq(alerts.id, id));
  if (state === "verified") t.events.emit("alert.verified", { alertId: id, byStaffId: 0, queued: 0 });
  else if (state === "denied" || state === "pending")
    t.events.emit("alert.denied", { alertId: id, byStaffId: 0 });
  else t.events.emit("alert.resolved", { alertId: id, byStaffId: null, followUps: 0 });
}

export async function setSightingVerified(
  t: Pick<TestApp, "database" | "events">,
  id: number,
): Promise<void> {
  const [row] = await t.database.db
    .update(sightings)
    .set({ isVerified: true, status: "verified" })
    .where(eq(sightings.id, id))
    .returning({ alertId: sightings.alertId });
  t.events.emit("sighting.verified", { sightingId: id, alertId: row!.alertId, byStaffId: 0 });
}

export async function countRows(db: Db): Promise<{ alerts: number; sightings: number; photos: number }> {
  const [a] = await db.select({ n: count() }).from(alerts);
  const [s] = await db.select({ n: count() }).from(sightings);
  const [p] = await db.select({ n: count() }).from(photos);
  return { alerts: a!.n, sightings: s!.n, photos: p!.n };
}

/** A JPEG carrying EXIF with camera make and GPS tags, as a data URL. */
export async function jpegWithGpsDataUrl(width = 1200, height = 900): Promise<string> {
  const buffer = await sharp({ create: { width, height, channels: 3, background: "#336699" } })
    .jpeg()
    .withExifMerge({
      IFD0: { Make: "PhoneCo", Model: "Camera 1" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "6/1 48/1 0/1",
        GPSLongitudeRef: "W",
        GPSLongitude: "58/1 9/1 0/1",
      },
    })
    .toBuffer();
  return `data:image/jpeg;base64,${buffer.toString("base64")}`;
}

/** Request headers that identify a moderator (unlock token) and an admin (session cookie). */
export interface StaffHeaders {
  moderator: Record<string, string>;
  admin: Record<string, string>;
}

/** Creates a moderator and an admin and signs them in through the real staff API. */
export async function staffHeaders(t: TestApp): Promise<StaffHeaders> {
  const moderator = await createTestStaff(t.database.db, "moderator");
  const admin = await createTestStaff(t.database.db, "admin");
  return {
    moderator: { authorization: await unlockBearer(t.app, t.database.db, moderator.id) },
    admin: { cookie: await signInCookie(t.app, admin) },
  };
}

/** A moderator verifies the alert through the real endpoint (distribution, CAP Alert); expects 200. */
export async function verifyAsModerator(t: TestApp, staff: StaffHeaders, id: number): Promise<void> {
  const res = await t.app.inject({
    method: "POST",
    url: `/api/alerts/${id}/verify`,
    headers: staff.moderator,
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** A member of the public reports a sighting at Bourda Market, and a moderator verifies it; expects success. */
export async function verifiedSighting(
  t: TestApp,
  staff: StaffHeaders,
  alertId: number,
  seenAt: Date,
): Promise<void> {
  const sighting = await t.app.inject({
    method: "POST",
    url: "/api/sightings",
    payload: {
      alertId,
      location: "Bourda Market, Georgetown",
      description: "Seen near the vegetable stalls with an older boy.",
      sightingTime: seenAt.toISOString(),
    },
  });
  expect(sighting.statusCode, sighting.body).toBe(201);
  const verify = await t.app.inject({
    method: "POST",
    url: `/api/sightings/${sighting.json().id}/verify`,
    headers: staff.moderator,
  });
  expect(verify.statusCode, verify.body).toBe(200);
}

/** Files a report with a JPEG photo of the given size; its stored photo URL is read as an admin. */
export async function reportWithPhoto(
  t: TestApp,
  staff: StaffHeaders,
  size: { width: number; height: number },
): Promise<{ id: number; photoUrl: string }> {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/alerts",
    payload: validAlertInput({ photoUrl: await jpegWithGpsDataUrl(size.width, size.height) }),
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().id as number;
  const alert = await t.app.inject({ method: "GET", url: `/api/alerts/${id}`, headers: staff.admin });
  return { id, photoUrl: alert.json().photoUrl };
}

/** A staff-only photo: 404 to the public, and to every staff role served but never cached. */
export async function expectStaffOnlyPhoto(
  t: TestApp,
  staff: StaffHeaders,
  url: string,
  contentType: string,
): Promise<void> {
  const anonymous = await t.app.inject({ method: "GET", url });
  expect(anonymous.statusCode).toBe(404);
  expect(anonymous.json()).toEqual({ message: "Photo not found" });
  for (const headers of [staff.admin, staff.moderator]) {
    const res = await t.app.inject({ method: "GET", url, headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe(contentType);
    expect(res.headers["cache-control"]).toBe("private, no-store");
  }
}

/**
 * The admin setting that keeps a found person's page ("FOUND" with the name, the card and the
 * poster) until the redaction delay, instead of ending the appeal's publicity when it closes.
 */
export async function setAnnounceFound(
  t: TestApp,
  staff: StaffHeaders,
  announceFound: boolean,
): Promise<void> {
  const res = await t.app.inject({
    method: "PUT",
    url: "/api/admin/settings",
    headers: staff.admin,
    payload: { notifications: { announceFound } },
  });
  expect(res.statusCode, res.body).toBe(200);
}
