import type { alert } from "@shared/i18n/alert.en";
import type { PublicSearchArea } from "@shared/levels";
import type { Translate } from "@/i18n/i18n";

// The public alert page's plain words for the search area. Pure and free of the phone's locale:
// the server renders the page with it and the phone's takeover must produce the same text.

/** "4 km", "2.5 km", "25 km": one decimal under 10 km, whole kilometres from there. */
export function kilometresWords(radiusKm: number): string {
  const shown = radiusKm < 10 ? Math.round(radiusKm * 10) / 10 : Math.round(radiusKm);
  return `${shown} km`;
}

type AlertT = Translate<typeof alert.en>;

/** "every 30 minutes", "every hour", "every 2 hours", "every 90 minutes". */
export function growthIntervalWords(t: AlertT, minutes: number): string {
  const whole = Math.max(1, Math.round(minutes));
  if (whole % 60 === 0) {
    const hours = whole / 60;
    return hours === 1 ? t("searchArea.everyHour") : t("searchArea.everyHours", { n: hours });
  }
  return whole === 1 ? t("searchArea.everyMinute") : t("searchArea.everyMinutes", { n: whole });
}

/** The place as the report names it, without a closing full stop (the sentence adds its own). */
function placeWords(place: string): string {
  return place.trim().replace(/[.\s]+$/, "");
}

/**
 * "Alerting people within 4 km of Stabroek Market; the area grows every hour." while it still
 * grows, "Alerting people within 25 km of Stabroek Market." once it no longer does.
 */
export function searchAreaSentence(t: AlertT, area: PublicSearchArea): string {
  const params = { km: kilometresWords(area.radiusKm), place: placeWords(area.place) };
  return area.growsEveryMinutes === null
    ? t("searchArea.within", params)
    : t("searchArea.growing", { ...params, every: growthIntervalWords(t, area.growsEveryMinutes) });
}
