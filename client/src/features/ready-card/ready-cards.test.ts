import "fake-indexeddb/auto";
import { describe, expect, it } from "vitest";
import {
  addMonths,
  ageNow,
  indexedDbReadyCards,
  isPhotoRenewalDue,
  photoRenewalDate,
  type ReadyCard,
  toReport,
  wholeYearsBetween,
} from "./ready-cards";

const card = (overrides: Partial<ReadyCard> = {}): ReadyCard => ({
  id: "c1",
  name: "Aaliyah Persaud",
  age: 8,
  description: "Slim, about 4 ft, two plaits.",
  marks: "Small scar over the left eyebrow.",
  photo: "data:image/jpeg;base64,/9j/AAAA",
  photoSavedAt: new Date(2026, 0, 15, 9, 0).toISOString(),
  savedAt: new Date(2026, 0, 15, 9, 0).toISOString(),
  ...overrides,
});

describe("the photo renewal reminder", () => {
  it("falls due six calendar months after the photo was added, not a day before", () => {
    const c = card();
    expect(photoRenewalDate(c)).toEqual(new Date(2026, 6, 15, 9, 0));
    expect(isPhotoRenewalDue(c, new Date(2026, 6, 15, 8, 59))).toBe(false);
    expect(isPhotoRenewalDue(c, new Date(2026, 6, 15, 9, 0))).toBe(true);
    expect(isPhotoRenewalDue(c, new Date(2027, 3, 1))).toBe(true);
  });

  it("counts from the last change of the photo, and a card without a photo has none", () => {
    const renewed = card({ photoSavedAt: new Date(2026, 6, 20).toISOString() });
    expect(isPhotoRenewalDue(renewed, new Date(2026, 8, 1))).toBe(false);
    expect(photoRenewalDate(card({ photo: null, photoSavedAt: null }))).toBeNull();
    expect(isPhotoRenewalDue(card({ photo: null, photoSavedAt: null }), new Date(2030, 0, 1))).toBe(false);
  });

  it("moves a day the month lacks to its last day (31 August → end of February)", () => {
    expect(addMonths(new Date(2026, 7, 31), 6)).toEqual(new Date(2027, 1, 28));
    expect(addMonths(new Date(2027, 7, 31), 6)).toEqual(new Date(2028, 1, 29));
    expect(addMonths(new Date(2026, 11, 10), 6)).toEqual(new Date(2027, 5, 10));
  });
});

describe("the card in a report", () => {
  it("grows the age with the whole years since the card was saved", () => {
    expect(wholeYearsBetween(new Date(2026, 0, 15), new Date(2027, 0, 14))).toBe(0);
    expect(wholeYearsBetween(new Date(2026, 0, 15), new Date(2027, 0, 15))).toBe(1);
    expect(ageNow(card(), new Date(2028, 5, 1))).toBe(10);
    expect(ageNow(card({ age: null }), new Date(2028, 5, 1))).toBeNull();
  });

  it("fills name, age, description with the marks, and the photo", () => {
    expect(toReport(card(), new Date(2026, 2, 1))).toEqual({
      name: "Aaliyah Persaud",
      age: "8",
      description: "Slim, about 4 ft, two plaits.\nMarks: Small scar over the left eyebrow.",
      photo: "data:image/jpeg;base64,/9j/AAAA",
    });
    expect(toReport(card({ marks: " ", age: null, photo: null }), new Date(2026, 2, 1))).toEqual({
      name: "Aaliyah Persaud",
      age: "",
      description: "Slim, about 4 ft, two plaits.",
      photo: null,
    });
  });
});

describe("the phone's store (IndexedDB)", () => {
  it("keeps cards across openings, changes one in place, and removes one for good", async () => {
    const first = indexedDbReadyCards();
    await first.save(card({ id: "older", savedAt: new Date(2026, 0, 1).toISOString() }));
    await first.save(
      card({ id: "newer", name: "Grandad Joseph", savedAt: new Date(2026, 1, 1).toISOString() }),
    );
    // Another opening of the store (a new page) reads what the first wrote.
    const second = indexedDbReadyCards();
    expect((await second.list()).map((c) => c.id)).toEqual(["older", "newer"]);

    await second.save(card({ id: "older", name: "Aaliyah P.", savedAt: new Date(2026, 0, 1).toISOString() }));
    expect((await first.list()).map((c) => c.name)).toEqual(["Aaliyah P.", "Grandad Joseph"]);

    await first.remove("older");
    expect((await indexedDbReadyCards().list()).map((c) => c.id)).toEqual(["newer"]);
    await first.remove("newer");
    expect(await indexedDbReadyCards().list()).toEqual([]);
  });
});
