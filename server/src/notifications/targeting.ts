import type { NotificationSettings } from "@shared/settings";

// Who is told about an alert (docs/decisions/004-notification-outbox.md):
//  - active subscribers within the radius of the alert's last known coordinates;
//  - the high-priority radius when the person is at or under the age threshold, or a
//    high-priority keyword appears in the last location or the circumstances;
//  - a subscriber without coordinates gets every alert (we cannot tell they are far away,
//    and a missed child alert costs more than an extra message), with no distance stored;
//  - an alert without coordinates goes to every active subscriber, for the same reason.

export const EARTH_RADIUS_MILES = 3958.7613;
/** Miles per degree of latitude (and of longitude at the equator), rounded down so boxes err large. */
const MILES_PER_DEGREE = 69.0;

export interface TargetingAlert {
  age: number;
  lastLocation: string;
  circumstances: string | null;
  latitude: number | null;
  longitude: number | null;
}

export interface Targeting {
  highPriority: boolean;
  radiusMiles: number;
  /** Null when the alert has no coordinates: everyone is notified. */
  centre: { latitude: number; longitude: number } | null;
  /** Why it is high priority, for the audit trail and logs. */
  reasons: string[];
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** A keyword matches at the start of a word ("river" matches "Riverside" and "rivers", not "deriver"). */
export function matchedKeywords(text: string, keywords: string[]): string[] {
  return keywords.filter(
    (k) => k.length > 0 && new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(k)}`, "iu").test(text),
  );
}

export function targetingFor(alert: TargetingAlert, settings: NotificationSettings): Targeting {
  const reasons: string[] = [];
  const threshold = settings.highPriorityAgeThreshold;
  if (threshold !== "none" && alert.age <= Number(threshold))
    reasons.push(`age ${alert.age} <= ${threshold}`);
  const keywords = matchedKeywords(
    `${alert.lastLocation}\n${alert.circumstances ?? ""}`,
    settings.highPriorityKeywords,
  );
  if (keywords.length > 0) reasons.push(`keywords: ${keywords.join(", ")}`);
  const highPriority = reasons.length > 0;
  const hasCoordinates =
    alert.latitude != null &&
    alert.longitude != null &&
    Number.isFinite(alert.latitude) &&
    Number.isFinite(alert.longitude);
  return {
    highPriority,
    radiusMiles: highPriority ? settings.highPriorityRadius : settings.defaultRadius,
    centre: hasCoordinates ? { latitude: alert.latitude!, longitude: alert.longitude! } : null,
    reasons,
  };
}

export interface BoundingBox {
  minLatitude: number;
  maxLatitude: number;
  /** Null when the box would wrap around the antimeridian or a pole: longitude is then not filtered. */
  minLongitude: number | null;
  maxLongitude: number | null;
}

/** A box that contains every point within `miles` of the centre; the exact distance is checked after. */
export function boundingBox(latitude: number, longitude: number, miles: number): BoundingBox {
  const dLat = miles / MILES_PER_DEGREE;
  const minLatitude = latitude - dLat;
  const maxLatitude = latitude + dLat;
  const cosLat = Math.cos((Math.max(Math.abs(minLatitude), Math.abs(maxLatitude)) * Math.PI) / 180);
  if (maxLatitude >= 90 || minLatitude <= -90 || cosLat < 1e-6) {
    return { minLatitude, maxLatitude, minLongitude: null, maxLongitude: null };
  }
  const dLng = miles / (MILES_PER_DEGREE * cosLat);
  if (longitude - dLng < -180 || longitude + dLng > 180) {
    return { minLatitude, maxLatitude, minLongitude: null, maxLongitude: null };
  }
  return { minLatitude, maxLatitude, minLongitude: longitude - dLng, maxLongitude: longitude + dLng };
}

/** Great-circle distance in miles (the same formula the SQL uses). */
export function haversineMiles(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lng2 - lng1) * rad) / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(a)));
}
