// Times people read (alert texts, previews, posters) are Guyana's local time, whatever the
// server's or the phone's zone.

/** Guyana has one time zone (UTC-04:00) and no daylight saving. */
export const GUYANA_TIME_ZONE = "America/Guyana";

const dateTimeWithYear = new Intl.DateTimeFormat("en-GB", {
  weekday: "short",
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  // en-GB with hour12 counts 0-11 ("0:36 pm"); h12 reads "12:36 pm".
  hourCycle: "h12",
  timeZone: GUYANA_TIME_ZONE,
});

/** "Sat, 21 Nov 2026, 3:45 pm" in Guyana. */
export function formatGuyanaDateTime(date: Date): string {
  return dateTimeWithYear.format(date);
}
