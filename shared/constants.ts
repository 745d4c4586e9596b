// Business constants. Both client and server read them from here.

export const SUBSCRIBER_GOAL = 50_000;
/** One day in milliseconds (Guyana keeps no daylight saving, so a day is always 24 h there). */
export const DAY_MS = 86_400_000;
export const COUNT_POLL_MS = 10_000;
export const COUNT_REFETCH_MS = 30_000;
export const RECENT_SUPPORTERS_SHOWN = 10;

export const DEMO_POPUP_VISIBLE_MS = 8_000;
export const DEMO_POPUP_GAP_MS = 500;

export const DEFAULT_NOTIFICATION_RADIUS_MILES = 50;
export const DEFAULT_HIGH_PRIORITY_RADIUS_MILES = 100;
export const ALERT_RADIUS_MIN = 1;
export const ALERT_RADIUS_MAX = 200;
export const HIGH_PRIORITY_RADIUS_MIN = 1;
export const HIGH_PRIORITY_RADIUS_MAX = 500;
export const AGE_THRESHOLD_OPTIONS = ["3", "5", "10", "15", "none"] as const;
export const DEFAULT_AGE_THRESHOLD = "5";
export const DEFAULT_HIGH_PRIORITY_KEYWORDS = ["river", "forest", "highway", "abandoned", "dangerous"];

export const ACTIVE_ALERTS_PAGE_SIZE = 6;
/** The header in which a paged list (GET /api/alerts) gives the matching total. */
export const TOTAL_COUNT_HEADER = "x-total-count";
/** Most alerts one GET /api/alerts page returns (the default when no limit is given). */
export const ALERTS_LIST_MAX_LIMIT = 100;
export const SIGHTING_LOCATION_MIN = 5;
export const SIGHTING_DESCRIPTION_MIN = 10;
export const AGE_MIN = 0;
export const AGE_MAX = 120;

export const PHOTO_MAX_WIDTH = 800;
export const PHOTO_JPEG_QUALITY = 0.7;

export const COPY_CONFIRMATION_MS = 2_000;
export const SOCKET_RECONNECT_MS = 3_000;

export const ALERT_DETAIL_MAP_ZOOM = 13;
/** The detail map centres on a fixed point when the alert has no coordinates of its own. */
export const DEFAULT_MAP_CENTER: [number, number] = [6.80448, -58.15527];
export const HOME_SAMPLE_MAP_ZOOM = 15;
export const MAP_POPUP_MAX_WIDTH = 300;
export const ADMIN_MAP_ZOOM = 12;
export const ADMIN_MAP_HEIGHT_PX = 400;
export const POPUP_DESCRIPTION_CUT = 100;

export const MAPS_SCRIPT_RETRIES = 3;

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5_000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

export const ANALYTICS_PERIODS = [
  { value: "7", label: "Last 7 Days" },
  { value: "30", label: "Last 30 Days" },
  { value: "90", label: "Last 90 Days" },
  { value: "365", label: "Last Year" },
] as const;
export const DEFAULT_ANALYTICS_PERIOD = "30";

/** Upper bound for a photo sent as a data URL inside JSON (before server-side re-encoding). */
export const MAX_PHOTO_DATA_URL_CHARS = 8 * 1024 * 1024;
/** Body limit for JSON requests: fits one photo data URL plus the text fields. */
export const JSON_BODY_LIMIT_BYTES = 10 * 1024 * 1024;
