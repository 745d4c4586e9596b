import { createStore, del, set, type UseStore, values } from "idb-keyval";

// A Ready card: a child's or an elder's photo, name, age, description and marks, kept by a parent
// or carer on this phone only (IndexedDB), never sent anywhere until they file a report from it.
// In an emergency one tap fills the report form; a photo more than six months old asks to be
// renewed, since children change fast and a recent photo is what people recognise.

export interface ReadyCard {
  id: string;
  name: string;
  /** Age in whole years when the card was saved (savedAt): it grows with the card. */
  age: number | null;
  description: string;
  /** Scars, birthmarks, glasses, braces ...: what tells this person apart. */
  marks: string;
  /** A compressed JPEG data URL, on this phone only. */
  photo: string | null;
  /** When the photo was added or last changed (ISO). */
  photoSavedAt: string | null;
  /** When the card was saved or last changed (ISO): the age was right then. */
  savedAt: string;
}

/** A photo is to be renewed this many months after it was added. */
export const PHOTO_RENEWAL_MONTHS = 6;

/** The same day `months` later; a day the month lacks is its last (31 Aug + 6 months → 28/29 Feb). */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  const day = result.getDate();
  result.setDate(1);
  result.setMonth(result.getMonth() + months);
  const lastDay = new Date(result.getFullYear(), result.getMonth() + 1, 0).getDate();
  result.setDate(Math.min(day, lastDay));
  return result;
}

/** When the card's photo should be renewed; null without a photo. */
export function photoRenewalDate(card: Pick<ReadyCard, "photo" | "photoSavedAt">): Date | null {
  if (!card.photo || !card.photoSavedAt) return null;
  return addMonths(new Date(card.photoSavedAt), PHOTO_RENEWAL_MONTHS);
}

/** The photo is six months old or more (the reminder shows); a card without a photo asks for one elsewhere. */
export function isPhotoRenewalDue(card: Pick<ReadyCard, "photo" | "photoSavedAt">, now: Date): boolean {
  const due = photoRenewalDate(card);
  return due !== null && now.getTime() >= due.getTime();
}

/** Whole years from one date to another (birthdays counted by calendar). */
export function wholeYearsBetween(from: Date, to: Date): number {
  let years = to.getFullYear() - from.getFullYear();
  if (addMonths(from, years * 12).getTime() > to.getTime()) years -= 1;
  return Math.max(0, years);
}

/** The age now: the age given when the card was saved, plus the years since. */
export function ageNow(card: Pick<ReadyCard, "age" | "savedAt">, now: Date): number | null {
  return card.age === null ? null : card.age + wholeYearsBetween(new Date(card.savedAt), now);
}

/** What the report form takes from a card: name, age, description (with the marks) and photo. */
export interface ReadyCardReport {
  name: string;
  age: string;
  description: string;
  photo: string | null;
}

export function toReport(card: ReadyCard, now: Date): ReadyCardReport {
  const age = ageNow(card, now);
  const marks = card.marks.trim();
  const description = card.description.trim();
  return {
    name: card.name.trim(),
    age: age === null ? "" : String(age),
    description: marks ? `${description}${description ? "\n" : ""}Marks: ${marks}` : description,
    photo: card.photo,
  };
}

/** Where the cards are kept. */
export interface ReadyCardStore {
  /** Every card, oldest first. */
  list(): Promise<ReadyCard[]>;
  save(card: ReadyCard): Promise<void>;
  remove(id: string): Promise<void>;
}

const byAge = (cards: ReadyCard[]) => cards.sort((a, b) => a.savedAt.localeCompare(b.savedAt));

/** The phone's IndexedDB (through idb-keyval), opened on first use; its own database. */
export function indexedDbReadyCards(): ReadyCardStore {
  let store: UseStore | undefined;
  const db = () => {
    store ??= createStore("ready-cards", "cards");
    return store;
  };
  return {
    list: async () => byAge(await values<ReadyCard>(db())),
    save: (card) => set(card.id, card, db()),
    remove: (id) => del(id, db()),
  };
}

/** The cards of this phone. */
export const readyCards: ReadyCardStore = indexedDbReadyCards();
