import { randomBytes } from "node:crypto";
import { count } from "drizzle-orm";
import { loadSharp } from "../images";
import type { Db } from "./client";
import { demoAlerts, demoChat, demoSightings, demoSubscribers, HOURS } from "./demo-data";
import { alerts, chatMessages, sightings, subscribers } from "./schema";

/**
 * What the demo data needs from the modules above the database, handed in by the caller
 * (server/src/seed-services.ts) so this layer never imports them.
 */
export interface SeedServices {
  /** Stores a JPEG as a served photo; returns its URL. */
  storeJpegPhoto(db: Db, jpeg: { data: Buffer; width: number; height: number }): Promise<string>;
  /** The locality the public supporters list shows for a subscriber's typed location. */
  publicLocalityOf(location: string | null): string | null;
}

/** A portrait-shaped placeholder photo: a silhouette on a coloured background, with initials. */
async function portrait(db: Db, services: SeedServices, name: string, colour: string): Promise<string> {
  const initials = name
    .split(" ")
    .map((w) => w[0])
    .join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="500">
  <rect width="400" height="500" fill="${colour}"/>
  <circle cx="200" cy="190" r="90" fill="#ffffff" fill-opacity="0.85"/>
  <path d="M60 500 C60 360 340 360 340 500 Z" fill="#ffffff" fill-opacity="0.85"/>
  <text x="200" y="215" font-family="sans-serif" font-size="72" font-weight="bold" text-anchor="middle" fill="${colour}">${initials}</text>
</svg>`;
  const sharp = await loadSharp();
  const { data, info } = await sharp(Buffer.from(svg))
    .jpeg({ quality: 80 })
    .toBuffer({ resolveWithObject: true });
  return services.storeJpegPhoto(db, { data, width: info.width, height: info.height });
}

export interface SeedSummary {
  alerts: number;
  sightings: number;
  subscribers: number;
  chatMessages: number;
}

export async function seedDemoData(db: Db, services: SeedServices, now = new Date()): Promise<SeedSummary> {
  const ago = (hours: number) => new Date(now.getTime() - hours * HOURS);
  const alertIds: number[] = [];
  for (const a of demoAlerts) {
    const created = ago(a.hoursAgo - 0.5);
    const reviewed = a.state === "pending" ? null : ago(a.hoursAgo - 1);
    const [row] = await db
      .insert(alerts)
      .values({
        name: a.name,
        age: a.age,
        description: a.description,
        clothing: a.clothing,
        lastLocation: a.lastLocation,
        lastSeen: ago(a.hoursAgo),
        latitude: a.latitude,
        longitude: a.longitude,
        circumstances: a.circumstances,
        photoUrl: await portrait(db, services, a.name, a.photoColour),
        isVerified: a.state === "verified" || a.state === "resolved",
        isActive: a.state === "verified" || a.state === "pending",
        status: a.state === "pending" ? "pending" : a.state === "denied" ? "denied" : "approved",
        notificationRadius: 50,
        highPriority: a.age <= 5,
        reporterName: a.reporterName,
        reporterRelationship: a.reporterRelationship,
        reporterPhone: a.reporterPhone,
        reporterEmail: a.reporterEmail,
        createdAt: created,
        reviewedAt: reviewed,
        // Demo alerts count as already sent: starting the app must not message anybody.
        distributedAt: reviewed,
        // The resolved demo case was closed as found; denied reports are closed too.
        ...(a.state === "resolved" && { outcome: "found_safe", closedAt: reviewed }),
        ...(a.state === "denied" && { closedAt: reviewed }),
      })
      .returning({ id: alerts.id });
    alertIds.push(row!.id);
  }

  for (const s of demoSightings) {
    await db.insert(sightings).values({
      alertId: alertIds[s.alertIndex]!,
      reporterName: s.reporterName,
      reporterContact: s.reporterContact,
      location: s.location,
      latitude: s.latitude,
      longitude: s.longitude,
      sightingTime: ago(s.hoursAgo),
      description: s.description,
      isVerified: s.verified,
      status: s.verified ? "verified" : "pending",
      reviewedAt: s.verified ? ago(s.hoursAgo - 0.5) : null,
      createdAt: ago(s.hoursAgo - 0.2),
    });
  }

  for (const [i, s] of demoSubscribers.entries()) {
    await db.insert(subscribers).values({
      name: s.name,
      email: s.email,
      phone: s.phone,
      location: s.location,
      publicLocality: services.publicLocalityOf(s.location),
      latitude: s.latitude,
      longitude: s.longitude,
      profilePhotoUrl: i % 4 === 0 ? await portrait(db, services, s.name, "#475569") : null,
      whatsappEnabled: s.whatsapp && s.phone !== null,
      whatsappStatus: s.whatsapp && s.phone !== null ? "opted_in" : "not_opted_in",
      whatsappOptInDate: s.whatsapp && s.phone !== null ? ago(s.hoursAgo) : null,
      unsubscribeToken: randomBytes(24).toString("base64url"),
      createdAt: ago(s.hoursAgo),
    });
  }

  for (const m of demoChat) {
    await db.insert(chatMessages).values({
      alertId: m.alertIndex === null ? null : alertIds[m.alertIndex]!,
      userName: m.userName,
      message: m.message,
      createdAt: new Date(now.getTime() - m.minutesAgo * 60_000),
    });
  }

  return {
    alerts: demoAlerts.length,
    sightings: demoSightings.length,
    subscribers: demoSubscribers.length,
    chatMessages: demoChat.length,
  };
}

/** Loads the demo set only into a database with no alerts and no subscribers. */
export async function seedDemoDataIfEmpty(db: Db, services: SeedServices): Promise<SeedSummary | null> {
  const [a] = await db.select({ n: count() }).from(alerts);
  const [s] = await db.select({ n: count() }).from(subscribers);
  if ((a?.n ?? 0) > 0 || (s?.n ?? 0) > 0) return null;
  return seedDemoData(db, services);
}
