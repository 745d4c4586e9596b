import { formatGuyanaDateTime, guyanaDateParts } from "@shared/guyana-time";
import { common as commonEn } from "@shared/i18n/common.en";
import commonEs from "@shared/i18n/common.es";
import commonPt from "@shared/i18n/common.pt";
import type { Language } from "@shared/languages";

// The fixed words of a page's title, description and link preview, in each language of the public
// pages: the page is sent in the language of the request (the `lang` cookie, else
// Accept-Language). A crawler fetching a shared link asks in its own language, usually English.

export interface PageMetaWords {
  /** After the brand in every page's title that is not a public alert (the client's own too). */
  siteTitle: string;
  siteDescription: string;
  /** The title's word for an open, a found and an otherwise closed alert ("MISSING: …"). */
  missing: string;
  found: string;
  closed: string;
  /** A redacted record's title, after which its first name comes. */
  redactedClosed: string;
  foundText: (name: string) => string;
  closedText: string;
  lastSeenText: (place: string, when: Date) => string;
  wearing: string;
  callText: (phone: string) => string;
  emergency: string;
}

/** "21 de noviembre de 2026, 15:45", from the common part's date patterns of the language. */
function dateIn(patterns: { months: string; longTime: string }, when: Date): string {
  const parts = guyanaDateParts(when);
  if (!parts) return "";
  const values: Record<string, string | number> = {
    year: parts.year,
    day: parts.day,
    hour: parts.hour,
    minutes: parts.minutes,
    month: patterns.months.split(",")[parts.month - 1] ?? "",
  };
  return patterns.longTime.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => String(values[name] ?? ""));
}

const en: PageMetaWords = {
  siteTitle: commonEn.en.siteTitle,
  siteDescription:
    "Community missing-person alerts for Guyana: subscribe, report, and help bring children home.",
  missing: "MISSING",
  found: "FOUND",
  closed: "ALERT CLOSED",
  redactedClosed: "Alert closed",
  foundText: (name) => `${name} has been found. Thank you for sharing.`,
  closedText: "This alert is closed.",
  lastSeenText: (place, when) => `Last seen at ${place} on ${formatGuyanaDateTime(when)}.`,
  wearing: "Wearing",
  callText: (phone) => `Call ${phone} with any information.`,
  emergency: "emergency",
};

const es: PageMetaWords = {
  siteTitle: commonEs.siteTitle,
  siteDescription:
    "Alertas comunitarias de personas desaparecidas en Guyana: suscríbase, reporte y ayude a que los niños vuelvan a casa.",
  missing: "DESAPARECIDO/A",
  found: "ENCONTRADO/A",
  closed: "ALERTA CERRADA",
  redactedClosed: "Alerta cerrada",
  foundText: (name) => `${name} fue encontrado/a. Gracias por compartir.`,
  closedText: "Esta alerta está cerrada.",
  lastSeenText: (place, when) => `Visto por última vez en ${place} el ${dateIn(commonEs.date, when)}.`,
  wearing: "Ropa",
  callText: (phone) => `Llame al ${phone} con cualquier información.`,
  emergency: "emergencias",
};

const pt: PageMetaWords = {
  siteTitle: commonPt.siteTitle,
  siteDescription:
    "Alertas comunitários de pessoas desaparecidas na Guiana: inscreva-se, informe e ajude a trazer as crianças para casa.",
  missing: "DESAPARECIDO/A",
  found: "ENCONTRADO/A",
  closed: "ALERTA ENCERRADO",
  redactedClosed: "Alerta encerrado",
  foundText: (name) => `${name} foi encontrado/a. Obrigado por compartilhar.`,
  closedText: "Este alerta foi encerrado.",
  lastSeenText: (place, when) => `Visto pela última vez em ${place} em ${dateIn(commonPt.date, when)}.`,
  wearing: "Roupa",
  callText: (phone) => `Ligue para ${phone} com qualquer informação.`,
  emergency: "emergência",
};

export const PAGE_META_WORDS: Record<Language, PageMetaWords> = { en, es, pt };
