import { alert } from "@shared/i18n/alert.en";
import { describe, expect, it } from "vitest";
import { translator } from "@/i18n/i18n";
import { growthIntervalWords, kilometresWords, searchAreaSentence } from "./search-area-words";

const t = translator("en", alert);

describe("the search area in plain words", () => {
  it("says how far and how often it grows while it grows", () => {
    expect(searchAreaSentence(t, { radiusKm: 4, place: "Stabroek Market", growsEveryMinutes: 60 })).toBe(
      "Alerting people within 4 km of Stabroek Market; the area grows every hour.",
    );
    expect(searchAreaSentence(t, { radiusKm: 2.5, place: "Bourda Market", growsEveryMinutes: 30 })).toBe(
      "Alerting people within 2.5 km of Bourda Market; the area grows every 30 minutes.",
    );
    expect(searchAreaSentence(t, { radiusKm: 8, place: "Parika Stelling", growsEveryMinutes: 120 })).toBe(
      "Alerting people within 8 km of Parika Stelling; the area grows every 2 hours.",
    );
  });

  it("stops at the distance once it no longer grows", () => {
    expect(searchAreaSentence(t, { radiusKm: 25, place: "Stabroek Market", growsEveryMinutes: null })).toBe(
      "Alerting people within 25 km of Stabroek Market.",
    );
  });

  it("does not double the full stop of a place that ends with one", () => {
    expect(searchAreaSentence(t, { radiusKm: 3, place: "Main St. ", growsEveryMinutes: null })).toBe(
      "Alerting people within 3 km of Main St.",
    );
  });

  it("words intervals in minutes or whole hours", () => {
    expect(growthIntervalWords(t, 1)).toBe("every minute");
    expect(growthIntervalWords(t, 45)).toBe("every 45 minutes");
    expect(growthIntervalWords(t, 90)).toBe("every 90 minutes");
    expect(growthIntervalWords(t, 60)).toBe("every hour");
    expect(growthIntervalWords(t, 240)).toBe("every 4 hours");
  });

  it("gives one decimal under 10 km and whole kilometres above", () => {
    expect(kilometresWords(2)).toBe("2 km");
    expect(kilometresWords(2.46)).toBe("2.5 km");
    expect(kilometresWords(9.96)).toBe("10 km");
    expect(kilometresWords(12.4)).toBe("12 km");
  });
});
