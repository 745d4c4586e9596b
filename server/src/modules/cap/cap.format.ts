import { DAY_MS } from "@shared/constants";
// Pure pieces of the CAP 1.2 messages (docs/decisions/010-cap-feed.md): times in Guyana's
// offset, identifiers, references and areas. No database, no configuration read here.

export type CapMsgType = "Alert" | "Update" | "Cancel";

export const CAP_NAMESPACE = "urn:oasis:names:tc:emergency:cap:1.2";
export const CAP_CONTENT_TYPE = "application/cap+xml";
export const ATOM_CONTENT_TYPE = "application/atom+xml";

/** Guyana keeps UTC-4 all year (no daylight saving time). */
const GUYANA_OFFSET_MINUTES = -4 * 60;
const KM_PER_MILE = 1.609344;
/** CAP's headline: "SHOULD be less than 160 characters"; Google's profile and SMS-sized displays want less. */
export const HEADLINE_MAX = 139;

/** A CAP dateTime in Guyana time: YYYY-MM-DDThh:mm:ss-04:00 (the XSD allows no fraction of a second). */
export function capDateTime(date: Date): string {
  const local = new Date(date.getTime() + GUYANA_OFFSET_MINUTES * 60_000);
  return `${local.toISOString().slice(0, 19)}-04:00`;
}

/** A human date and time in Guyana for message text, e.g. "22 Nov 2026, 14:05". */
export function guyanaTimeText(date: Date): string {
  const local = new Date(date.getTime() + GUYANA_OFFSET_MINUTES * 60_000);
  const month = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][
    local.getUTCMonth()
  ];
  const hh = String(local.getUTCHours()).padStart(2, "0");
  const mm = String(local.getUTCMinutes()).padStart(2, "0");
  return `${local.getUTCDate()} ${month} ${local.getUTCFullYear()}, ${hh}:${mm}`;
}

/** Sent times are stored in whole seconds, so the stored value is exactly what the message says. */
export function wholeSeconds(date: Date): Date {
  return new Date(Math.floor(date.getTime() / 1000) * 1000);
}

export function expiresAfter(sent: Date, days: number): Date {
  return new Date(sent.getTime() + days * DAY_MS);
}

/** alerts.notification_radius is in miles; CAP circles are in kilometres (2 decimals). */
export function milesToKm(miles: number): number {
  return Math.round(miles * KM_PER_MILE * 100) / 100;
}

/** The sender: the public site's host (PUBLIC_URL), the same for every message of an installation. */
export function capSender(publicUrl: string): string {
  return new URL(publicUrl).host;
}

/** Unique per message: the sender, the alert and the message's place in the case. */
export function capIdentifier(sender: string, alertId: number, seq: number): string {
  return `${sender}:alert:${alertId}:${seq}`;
}

export interface SentMessageRef {
  sender: string;
  identifier: string;
  sent: Date;
}

/** CAP references: "sender,identifier,sent" of each earlier message, space-separated. */
export function capReferences(earlier: SentMessageRef[]): string {
  return earlier.map((m) => `${m.sender},${m.identifier},${capDateTime(m.sent)}`).join(" ");
}

/** Where a message's URL names it: /api/cap/messages/{alertId}-{seq}.xml. */
export function capMessageFile(alertId: number, seq: number): string {
  return `${alertId}-${seq}.xml`;
}

export function parseCapMessageFile(file: string): { alertId: number; seq: number } | null {
  const match = /^([1-9]\d{0,9})-([1-9]\d{0,5})\.xml$/.exec(file);
  if (!match) return null;
  const alertId = Number(match[1]);
  const seq = Number(match[2]);
  return Number.isSafeInteger(alertId) && alertId <= 2_147_483_647 ? { alertId, seq } : null;
}

/** One circle of a search area: centre and radius in km. */
export interface CapCircle {
  latitude: number;
  longitude: number;
  radiusKm: number;
}

/** Where a message applies: a circle, or all of Guyana when the place is unknown. */
export interface CapArea {
  areaDesc: string;
  latitude: number | null;
  longitude: number | null;
  radiusKm: number | null;
  /** Every circle of a search area (the area is their union); null or absent: the one circle above. */
  circles?: CapCircle[] | null;
}

const NO_CIRCLE = { latitude: null, longitude: null, radiusKm: null };

const hasPoint = (lat: number | null, lon: number | null): boolean =>
  lat !== null && lon !== null && Number.isFinite(lat) && Number.isFinite(lon);

/**
 * The area of an alert: a circle of its notification radius around its last known coordinates.
 * Without coordinates the alert went to every subscriber in the country (notifications/
 * targeting.ts), so the CAP area is the whole of Guyana, with the typed place as its description.
 */
export function alertArea(alert: {
  lastLocation: string;
  latitude: number | null;
  longitude: number | null;
  notificationRadius: number;
}): CapArea {
  if (!hasPoint(alert.latitude, alert.longitude))
    return { areaDesc: `${alert.lastLocation} (exact place unknown: all of Guyana)`, ...NO_CIRCLE };
  return {
    areaDesc: alert.lastLocation,
    latitude: alert.latitude,
    longitude: alert.longitude,
    radiusKm: milesToKm(alert.notificationRadius),
  };
}

/** An Update's area: the same radius around the verified sighting, or the alert's area when it has no coordinates. */
export function sightingArea(
  sighting: { location: string; latitude: number | null; longitude: number | null },
  alertAreaNow: CapArea,
  radiusMiles: number,
): CapArea {
  if (!hasPoint(sighting.latitude, sighting.longitude))
    return { ...alertAreaNow, areaDesc: `Seen near ${sighting.location}; ${alertAreaNow.areaDesc}` };
  return {
    areaDesc: `Seen near ${sighting.location}`,
    latitude: sighting.latitude,
    longitude: sighting.longitude,
    radiusKm: milesToKm(radiusMiles),
  };
}

/** A search area's circle as published: the place it is around, if not the last known place. */
export interface SearchCircle extends CapCircle {
  /** Null for the last known place's circle; a verified sighting's place otherwise. */
  sightingPlace: string | null;
}

const twoDecimals = (km: number) => Math.round(km * 100) / 100;

/**
 * The area of a message when the alert has a search area: every circle (the last known
 * place's first), described by the places they are around. `seenNear`: the Update announces a
 * verified sighting, which it names first. Null when the alert has no circle (an alert without
 * coordinates, or one distributed before search areas): the caller falls back on alertArea.
 */
export function searchAreaOf(
  alert: { lastLocation: string },
  circles: SearchCircle[],
  seenNear: string | null = null,
): CapArea | null {
  const main = circles.find((c) => c.sightingPlace === null) ?? circles[0];
  if (!main) return null;
  const places = [
    ...(seenNear ? [`Seen near ${seenNear}`] : []),
    alert.lastLocation,
    ...circles.flatMap((c) =>
      c.sightingPlace && c.sightingPlace !== seenNear ? [`seen near ${c.sightingPlace}`] : [],
    ),
  ];
  return {
    areaDesc: places.join("; "),
    latitude: main.latitude,
    longitude: main.longitude,
    radiusKm: twoDecimals(main.radiusKm),
    circles: circles.map((c) => ({
      latitude: c.latitude,
      longitude: c.longitude,
      radiusKm: twoDecimals(c.radiusKm),
    })),
  };
}

export type CapUrgency = "Immediate" | "Expected";
export type CapSeverity = "Extreme" | "Severe" | "Moderate" | "Minor";

/**
 * CAP urgency and severity from the alert's level when the message was published: Red
 * Immediate/Severe, Concern Expected/Moderate, Local Expected/Minor. A message from before levels
 * keeps what it said then (Immediate; Extreme when high priority, otherwise Severe).
 */
export function capUrgencySeverity(
  level: string | null,
  highPriority: boolean,
): { urgency: CapUrgency; severity: CapSeverity } {
  if (level === "red") return { urgency: "Immediate", severity: "Severe" };
  if (level === "concern") return { urgency: "Expected", severity: "Moderate" };
  if (level === "local") return { urgency: "Expected", severity: "Minor" };
  return { urgency: "Immediate", severity: highPriority ? "Extreme" : "Severe" };
}

/** Guyana's bounding box as a closed CAP polygon ("lat,lon" pairs, first = last). */
export const GUYANA_POLYGON = "1.16,-61.42 8.56,-61.42 8.56,-56.47 1.16,-56.47 1.16,-61.42" as const;
export const GUYANA_GEOCODE = { valueName: "ISO 3166-1 alpha-2", value: "GY" } as const;

const deg = (v: number) => String(Math.round(v * 1e5) / 1e5);

/** CAP circle: "lat,lon radius" (WGS 84 degrees, kilometres). */
export function capCircle(area: CapArea): string | null {
  if (area.latitude === null || area.longitude === null || area.radiusKm === null) return null;
  return `${deg(area.latitude)},${deg(area.longitude)} ${area.radiusKm}`;
}

/** Every circle of the area, as CAP writes them (one <circle> each). */
export function capCircles(area: CapArea): string[] {
  if (area.circles && area.circles.length > 0)
    return area.circles.map((c) => `${deg(c.latitude)},${deg(c.longitude)} ${c.radiusKm}`);
  const one = capCircle(area);
  return one ? [one] : [];
}

/** Cuts text to `max` characters at a word boundary, with an ellipsis. */
export function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, "")}…`;
}
