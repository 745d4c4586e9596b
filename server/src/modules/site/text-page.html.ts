import type { EndedAppeal, PublicAlert, PublicAlertView, RedactedAlert } from "@shared/alerts";
import { GUYANA_TIME_ZONE } from "@shared/guyana-time";
import { LANGUAGE_NAMES, LANGUAGES, type Language } from "@shared/languages";
import { isServedPhotoUrl, photoVariantUrl } from "@shared/photos";
import type { SiteConfig } from "@shared/site";
import type { TextPageWords } from "./text-page.words";

// The alert's text page: one small HTML document for the slowest phone on the weakest signal.
// No script at all, styles inline, the photo only when asked for, and a sighting form that is a
// plain HTML form. It shows what the alert page shows the public, nothing more.

/** The fields of the page's sighting form, by their form names. */
export const SIGHTING_FORM_FIELDS = ["location", "time", "description", "name", "contact"] as const;
export type SightingFormField = (typeof SIGHTING_FORM_FIELDS)[number];
export type SightingFormValues = Record<SightingFormField, string>;

export const emptySightingForm = (): SightingFormValues => ({
  location: "",
  time: "",
  description: "",
  name: "",
  contact: "",
});

export interface SightingFormState {
  values: SightingFormValues;
  errors: Partial<Record<SightingFormField, string>>;
  /** Above the form: the thanks after a sighting was sent, or why one was not. */
  notice: { kind: "sent" | "problem"; text: string } | null;
  /** The submission's idempotency key: a second tap or a resent form stores one sighting. */
  key: string;
}

export interface TextPageInput {
  id: number;
  /** What the public alert page would show; null when it would say "Alert Not Found". */
  view: PublicAlertView | null;
  words: TextPageWords;
  language: Language;
  site: Pick<SiteConfig, "brandName" | "emergencyPhone" | "publicUrl">;
  showPhoto: boolean;
  form: SightingFormState;
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/** The alert's text page: /alert/{id}/text. */
export const textPagePath = (id: number) => `/alert/${id}/text`;
/** Where the page's form posts. */
export const textPageSightingPath = (id: number) => `/alert/${id}/text/sighting`;
/** The link to the full page, which remembers the choice (a cookie) and then opens it. */
export const fullPagePath = (id: number) => `/alert/${id}/full`;

const STYLE =
  "body{margin:0;font:16px/1.5 sans-serif;color:#111827;background:#fff}" +
  "header{background:#b91c1c;color:#fff;padding:8px 12px}header b{margin-right:8px}" +
  "main{max-width:40em;padding:0 12px 16px}h1{font-size:1.5em;margin:12px 0 4px}h2{font-size:1.25em;margin:20px 0 4px}" +
  "dt{font-weight:bold;margin-top:8px}dd{margin:0;white-space:pre-line}a{color:#1d4ed8}" +
  ".call{font-size:1.25em;font-weight:bold;border:2px solid #b91c1c;padding:8px;margin:12px 0}" +
  ".note{background:#fef3c7;color:#78350f;padding:8px;font-weight:bold}" +
  ".ok{background:#dcfce7;color:#14532d;padding:8px;font-weight:bold}" +
  "label{display:block;font-weight:bold;margin-top:12px}small{display:block;color:#374151}" +
  "input,textarea{box-sizing:border-box;width:100%;font:inherit;padding:6px;border:1px solid #4b5563}" +
  ".err{color:#b91c1c;font-weight:bold}button{margin-top:12px;font:inherit;font-weight:bold;padding:10px 16px;" +
  "background:#b91c1c;color:#fff;border:0}img{max-width:100%;height:auto}footer{padding:12px;border-top:1px solid #d1d5db}";

function dateTimeFormat(words: TextPageWords, withTime: boolean): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(words.locale, {
    dateStyle: "long",
    ...(withTime && { timeStyle: "short" }),
    timeZone: GUYANA_TIME_ZONE,
  });
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** A date (and time) in the page's language on Guyana's clock. */
function formatDate(words: TextPageWords, iso: string, withTime: boolean): string {
  const key = `${words.locale}|${withTime}`;
  let format = formats.get(key);
  if (!format) {
    format = dateTimeFormat(words, withTime);
    formats.set(key, format);
  }
  return format.format(new Date(iso));
}

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

/** "Hope Alert" reads "Hope ALERT: ..." rather than "Hope Alert ALERT: ..." (as on the alert page). */
function headerStem(brandName: string): string {
  return brandName.replace(/\s+alert\s*$/i, "").trim() || brandName;
}

function fact(label: string, value: string): string {
  return `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`;
}

function callLine({ words, site }: TextPageInput): string {
  const phone = `<a href="${escapeHtml(telHref(site.emergencyPhone))}">${escapeHtml(site.emergencyPhone)}</a>`;
  const after = words.callAfter ? ` ${escapeHtml(words.callAfter)}` : "";
  return `<p class="call">${escapeHtml(words.callFirst)} ${phone}${after}</p>`;
}

function photoPart(input: TextPageInput, alert: PublicAlert): string {
  const { words, id } = input;
  if (!alert.photoUrl) return "";
  if (!input.showPhoto)
    return `<p><a href="${textPagePath(id)}?photo=1#photo">${escapeHtml(words.showPhoto)}</a></p>`;
  // The narrowest served size, as JPEG: every browser that has ever shipped shows it.
  const src = isServedPhotoUrl(alert.photoUrl)
    ? photoVariantUrl(alert.photoUrl, 400, "jpeg")
    : alert.photoUrl;
  return `<p id="photo"><img src="${escapeHtml(src)}" alt="${escapeHtml(words.photoOf(alert.name))}" width="400"></p>`;
}

function alertBody(input: TextPageInput, alert: PublicAlert): string {
  const { words } = input;
  const parts = [`<h1>${escapeHtml(alert.name)}</h1>`];
  if (alert.levelStyle) {
    // The colour is a border only: the name says the level, and any text colour stays readable.
    parts.push(
      `<p style="border-left:8px solid ${escapeHtml(alert.levelStyle.colour)};padding-left:8px">${escapeHtml(words.level)}: <b>${escapeHtml(alert.levelStyle.name)}</b></p>`,
    );
  }
  if (alert.publicOutcome)
    parts.push(
      `<p class="ok">${escapeHtml(alert.publicOutcome === "found" ? words.found : words.closed)}</p>`,
    );
  if (alert.sharingPolicy === "recipients_only")
    parts.push(`<p class="note">${escapeHtml(words.doNotForward)}</p>`);
  if (alert.isActive) parts.push(callLine(input));
  const lastSeen = `${formatDate(words, alert.lastSeen, true)} (${words.guyanaTime})`;
  parts.push(
    "<dl>",
    fact(words.age, words.years(alert.age)),
    fact(words.lastSeen, lastSeen),
    fact(words.location, alert.lastLocation),
    fact(words.description, alert.description),
    fact(words.clothing, alert.clothing),
    alert.circumstances ? fact(words.circumstances, alert.circumstances) : "",
    alert.needsMedication ? fact(words.medical, words.needsMedication) : "",
    "</dl>",
    photoPart(input, alert),
  );
  if (alert.isActive) parts.push(sightingForm(input));
  return parts.join("");
}

function redactedBody({ words }: TextPageInput, alert: RedactedAlert): string {
  const found = alert.publicOutcome === "found";
  return [
    `<h1>${escapeHtml(alert.firstName)}</h1>`,
    `<p class="ok">${escapeHtml(found ? words.found : words.closed)}</p>`,
    "<dl>",
    fact(words.created, formatDate(words, alert.createdAt, false)),
    fact(words.lastSeen, formatDate(words, alert.lastSeen, false)),
    alert.closedAt
      ? fact(found ? words.foundOn : words.closedOn, formatDate(words, alert.closedAt, false))
      : "",
    "</dl>",
    `<p>${escapeHtml(words.privacy)}</p>`,
  ].join("");
}

function endedBody({ words }: TextPageInput, _alert: EndedAppeal): string {
  return `<h1>${escapeHtml(words.appealEnded)}</h1><p>${escapeHtml(words.thanksForHelp)}</p>`;
}

function notFoundBody({ words }: TextPageInput): string {
  return `<h1>${escapeHtml(words.notFound)}</h1><p>${escapeHtml(words.notFoundText)}</p><p><a href="/active-alerts">${escapeHtml(words.activeAlerts)}</a></p>`;
}

interface FieldSpec {
  name: SightingFormField;
  label: string;
  hint?: string;
  required: boolean;
  type?: "datetime-local";
  rows?: number;
  maxLength: number;
  autocomplete?: string;
}

function formField(input: TextPageInput, spec: FieldSpec, autofocus: boolean): string {
  const { words, form } = input;
  const id = `f-${spec.name}`;
  const error = form.errors[spec.name];
  const described = [spec.hint ? `${id}-hint` : "", error ? `${id}-err` : ""].filter(Boolean).join(" ");
  const attributes = [
    `id="${id}"`,
    `name="${spec.name}"`,
    `maxlength="${spec.maxLength}"`,
    spec.required ? "required" : "",
    spec.autocomplete ? `autocomplete="${spec.autocomplete}"` : "",
    described ? `aria-describedby="${described}"` : "",
    error ? 'aria-invalid="true"' : "",
    autofocus ? "autofocus" : "",
  ]
    .filter(Boolean)
    .join(" ");
  const value = escapeHtml(form.values[spec.name]);
  const control = spec.rows
    ? `<textarea ${attributes} rows="${spec.rows}">${value}</textarea>`
    : `<input ${attributes} type="${spec.type ?? "text"}" value="${value}">`;
  const marker = `(${spec.required ? words.required : words.optional})`;
  return [
    `<label for="${id}">${escapeHtml(spec.label)} ${escapeHtml(marker)}</label>`,
    spec.hint ? `<small id="${id}-hint">${escapeHtml(spec.hint)}</small>` : "",
    error ? `<p class="err" id="${id}-err">${escapeHtml(error)}</p>` : "",
    control,
  ].join("");
}

function sightingForm(input: TextPageInput): string {
  const { words, form, id, language } = input;
  const fields: FieldSpec[] = [
    {
      name: "location",
      label: words.sightingLocation,
      hint: words.sightingLocationHint,
      required: true,
      maxLength: 300,
    },
    {
      name: "time",
      label: words.sightingTime,
      hint: words.sightingTimeHint,
      required: false,
      type: "datetime-local",
      maxLength: 16,
    },
    {
      name: "description",
      label: words.sightingDescription,
      hint: words.sightingDescriptionHint,
      required: true,
      rows: 4,
      maxLength: 4000,
    },
    { name: "name", label: words.yourName, required: false, maxLength: 120, autocomplete: "name" },
    { name: "contact", label: words.contact, hint: words.contactHint, required: false, maxLength: 200 },
  ];
  const firstInvalid = fields.find((field) => form.errors[field.name])?.name;
  const notice = form.notice
    ? `<p class="${form.notice.kind === "sent" ? "ok" : "err"}" role="${form.notice.kind === "sent" ? "status" : "alert"}">${escapeHtml(form.notice.text)}</p>`
    : "";
  return [
    `<section id="sighting" aria-labelledby="sighting-title"><h2 id="sighting-title">${escapeHtml(words.reportSighting)}</h2>`,
    notice,
    `<p>${escapeHtml(words.confidential)}</p>`,
    `<form method="post" action="${textPageSightingPath(id)}#sighting">`,
    `<input type="hidden" name="key" value="${escapeHtml(form.key)}">`,
    `<input type="hidden" name="lang" value="${language}">`,
    ...fields.map((field) => formField(input, field, field.name === firstInvalid)),
    `<button type="submit">${escapeHtml(words.submit)}</button></form></section>`,
  ].join("");
}

function documentTitle(input: TextPageInput): string {
  const { view, words, site } = input;
  if (view && !("redacted" in view) && view.isActive)
    return `${words.missingTitle(view.name, view.age)} — ${site.brandName}`;
  return site.brandName;
}

function languageLinks({ id, language, words }: TextPageInput): string {
  const links = LANGUAGES.map((code) =>
    code === language
      ? `<b>${escapeHtml(LANGUAGE_NAMES[code])}</b>`
      : `<a href="${textPagePath(id)}?lang=${code}" hreflang="${code}" lang="${code}">${escapeHtml(LANGUAGE_NAMES[code])}</a>`,
  );
  return `<p>${escapeHtml(words.languages)}: ${links.join(" · ")}</p>`;
}

/** The whole page. */
export function renderTextPage(input: TextPageInput): string {
  const { view, words, site, id, language } = input;
  const active = view !== null && !("redacted" in view) && view.isActive;
  const body =
    view === null
      ? notFoundBody(input)
      : "ended" in view
        ? endedBody(input, view)
        : "redacted" in view
          ? redactedBody(input, view)
          : alertBody(input, view);
  const header = `<header><b>${escapeHtml(words.header(headerStem(site.brandName)))}</b>${
    view ? escapeHtml(active ? words.active : words.resolved) : ""
  }</header>`;
  const footer = [
    "<footer>",
    view ? `<p><a href="${fullPagePath(id)}">${escapeHtml(words.fullPage)}</a></p>` : "",
    languageLinks(input),
    `<p>${escapeHtml(site.brandName)} · ${escapeHtml(words.emergency)}: <a href="${escapeHtml(telHref(site.emergencyPhone))}">${escapeHtml(site.emergencyPhone)}</a></p>`,
    "</footer>",
  ].join("");
  return [
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width,initial-scale=1">',
    `<title>${escapeHtml(documentTitle(input))}</title>`,
    `<link rel="canonical" href="${escapeHtml(`${site.publicUrl}/alert/${id}`)}">`,
    `<style>${STYLE}</style></head><body>`,
    header,
    `<main>${body}</main>`,
    footer,
    "</body></html>",
  ].join("");
}
