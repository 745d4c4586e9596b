// Alert screens at partners (shops, schools, bus companies): a link that shows the active alerts
// of an area in turn, full screen, and the admin's list of those links. Plain constants and types
// (no zod: the screen page reads them); the request schemas are in screens.schema.ts.

import type { Language } from "./languages";

/** 32 random bytes, base64url: the link's only credential (stored hashed). */
export const SCREEN_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The same answer for a link that never existed, was mistyped or was turned off. */
export const SCREEN_NOT_FOUND_MESSAGE = "This screen link is not in use.";

/** Each alert stays on screen this long before the next one. */
export const SCREEN_ROTATE_SECONDS = 15;
/** The screen asks for the current alerts this often. */
export const SCREEN_REFRESH_SECONDS = 60;
/** A screen's check-in is written at most once in this many seconds. */
export const SCREEN_CHECK_IN_SECONDS = 60;
/** Alerts one screen turns through at most (the most urgent first). */
export const SCREEN_ALERTS_MAX = 20;

export const SCREEN_NAME_MAX = 120;
export const SCREEN_PLACE_MAX = 200;
export const SCREEN_RADIUS_KM_MIN = 1;
export const SCREEN_RADIUS_KM_MAX = 500;
export const SCREEN_RADIUS_KM_DEFAULT = 10;

/** The page a screen's link opens. */
export const screenPagePath = (token: string) => `/screen/${encodeURIComponent(token)}`;
/** What the screen page asks for every minute. */
export const screenAlertsPath = (token: string) => `/api/screens/${encodeURIComponent(token)}/alerts`;

/** One alert as a screen shows it: only what a widely shared public alert shows. */
export interface ScreenAlert {
  id: number;
  name: string;
  age: number;
  lastLocation: string;
  /** ISO time. */
  lastSeen: string;
  /** Null without a photo, and always for a Local alert. */
  photoUrl: string | null;
  /** The alert's public page. */
  alertUrl: string;
  /** A QR code of alertUrl as an SVG document, shown as an image (kept with the rest offline). */
  qrSvg: string;
}

/** GET /api/screens/{token}/alerts. */
export interface ScreenAlertsResponse {
  /** The screen's own language: its texts, dates and times. */
  language: Language;
  brandName: string;
  emergencyPhone: string;
  /** When the server answered (ISO): "showing alerts as of ..." once offline. */
  generatedAt: string;
  alerts: ScreenAlert[];
}

/** A screen's area: a circle around a chosen place. Null in its place: all of Guyana. */
export interface ScreenArea {
  latitude: number;
  longitude: number;
  radiusKm: number;
}

/** A screen as the admin's list shows it (never its token: only its hash is kept). */
export interface StaffScreen {
  id: number;
  name: string;
  language: Language;
  area: ScreenArea | null;
  /** The nearest known place to the area's centre, for the list. */
  areaPlace: string | null;
  enabled: boolean;
  /** ISO time of the last check-in; null: never. */
  lastSeenAt: string | null;
  createdAt: string;
}

/** POST /api/admin/screens. */
export interface CreateScreenRequest {
  name: string;
  language: Language;
  /** Null: all of Guyana. */
  area: ScreenArea | null;
}

/** The new screen with its link, shown once (only the token's hash is kept). */
export interface CreateScreenResponse {
  screen: StaffScreen;
  url: string;
  /** A QR code of the link, as an SVG document. */
  qrSvg: string;
}

/** PATCH /api/admin/screens/{id}: turn a screen off or back on. */
export interface UpdateScreenRequest {
  enabled: boolean;
}
