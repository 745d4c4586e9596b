import { DEFAULT_LANGUAGE, type Language } from "@shared/languages";

/**
 * The time a message was sent in the viewer's time zone: "3:05 pm" in English, "15:05" in
 * Spanish and Portuguese, as their speakers write the time.
 */
export function formatChatTime(iso: string, language: Language = DEFAULT_LANGUAGE): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  const hours = date.getHours();
  const minutes = String(date.getMinutes()).padStart(2, "0");
  if (language !== DEFAULT_LANGUAGE) return `${String(hours).padStart(2, "0")}:${minutes}`;
  return `${hours % 12 || 12}:${minutes} ${hours < 12 ? "am" : "pm"}`;
}

/** The avatar letter: the name's first character (a whole emoji or accented letter), upper case. */
export function initialOf(name: string): string {
  const first = Array.from(name.trim())[0];
  return first ? first.toLocaleUpperCase() : "?";
}
