import { formatGuyanaLongDate, formatGuyanaLongDateTime } from "@shared/guyana-time";

// Dates as people here read them, and the bridge between <input type="datetime-local"> (local
// time, no zone) and the API (ISO 8601 with a zone).

/**
 * "May 10, 2025 at 2:30 PM", in Guyana's time whatever the phone's zone: a server-rendered page
 * reads the same once the phone takes it over (shared/guyana-time.ts).
 */
export function formatDateTime(iso: string): string {
  return formatGuyanaLongDateTime(iso);
}

/** "May 10, 2025", in Guyana. */
export function formatDate(iso: string): string {
  return formatGuyanaLongDate(iso);
}

const pad = (n: number) => String(n).padStart(2, "0");

/** The value a datetime-local input shows for this moment, in the browser's time zone. */
export function toDateTimeLocalValue(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local value as an ISO string, or null when it is not a complete date and time. */
export function fromDateTimeLocalValue(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

const units: Array<[limitSeconds: number, divisor: number, singular: string, plural: string]> = [
  [45 * 60, 60, "1 minute", "minutes"],
  [24 * 3600, 3600, "about 1 hour", "hours"],
  [30 * 86400, 86400, "1 day", "days"],
  [365 * 86400, 30 * 86400, "about 1 month", "months"],
];

/** How long ago, in words: "less than a minute", "5 minutes", "about 3 hours", "2 days" ... */
export function timeAgoWords(iso: string, now: Date = new Date()): string {
  const seconds = Math.max(0, (now.getTime() - new Date(iso).getTime()) / 1000);
  if (seconds < 45) return "less than a minute";
  for (const [limit, divisor, singular, plural] of units) {
    if (seconds < limit) {
      const n = Math.max(1, Math.round(seconds / divisor));
      if (n === 1) return singular;
      return plural === "hours" ? `about ${n} hours` : `${n} ${plural}`;
    }
  }
  const years = Math.max(1, Math.round(seconds / (365 * 86400)));
  return years === 1 ? "about 1 year" : `about ${years} years`;
}
