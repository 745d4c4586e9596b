import type { PublicSearchArea } from "@shared/levels";

// The public alert page's plain words for the search area. Pure and free of the phone's locale:
// the server renders the page with it and the phone's takeover must produce the same text.

/** "4 km", "2.5 km", "25 km": one decimal under 10 km, whole kilometres from there. */
export function kilometresWords(radiusKm: number): string {
  const shown = radiusKm < 10 ? Math.round(radiusKm * 10) / 10 : Math.round(radiusKm);
  return `${shown} km`;
}

/** "every 30 minutes", "every hour", "every 2 hours", "every 90 minutes". */
export function growthIntervalWords(minutes: number): string {
  const whole = Math.max(1, Math.round(minutes));
  if (whole % 60 === 0) {
    const hours = whole / 60;
    return hours === 1 ? "every hour" : `every ${hours} hours`;
  }
  return whole === 1 ? "every minute" : `every ${whole} minutes`;
}

/** The place as the report names it, without a closing full stop (the sentence adds its own). */
function placeWords(place: string): string {
  return place.trim().replace(/[.\s]+$/, "");
}

/**
 * "Alerting people within 4 km of Stabroek Market; the area grows every hour." while it still
 * grows, "Alerting people within 25 km of Stabroek Market." once it no longer does.
 */
export function searchAreaSentence(area: PublicSearchArea): string {
  const within = `Alerting people within ${kilometresWords(area.radiusKm)} of ${placeWords(area.place)}`;
  return area.growsEveryMinutes === null
    ? `${within}.`
    : `${within}; the area grows ${growthIntervalWords(area.growsEveryMinutes)}.`;
}
