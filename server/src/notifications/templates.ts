import { GUYANA_TIME_ZONE } from "@shared/guyana-time";
import type { Language } from "@shared/languages";
import {
  type NotificationChannel,
  type NotificationKind,
  type PushPayload,
  SMS_MAX_SEGMENTS,
  TEMPLATE_PLACEHOLDERS,
  type TemplatePlaceholder,
  WHATSAPP_MAX_CHARS,
} from "@shared/notifications";
import type { NotificationSettings } from "@shared/settings";
import type { SharingPolicy } from "@shared/sharing";
import { htmlToText } from "./html-text";
import {
  emailTemplatesFor,
  type MessageVariant,
  PLAIN_ALERT,
  pushTemplatesFor,
  smsTemplateFor,
  whatsAppTemplateFor,
} from "./message-variant";
import { MESSAGE_WORDS, type MessageWords, shareLine } from "./message-words";
import { smsLength, toGsm7 } from "./sms-encoding";

// Fills the admin's templates. Values come from the public's reports, so in e-mail HTML they
// are escaped; an SMS is one segment whenever the name and place allow it (two at most), by
// spelling them in GSM-7 and shortening the free-text fields, never the link or the hotline
// (the two things a recipient must be able to act on).

/** [Time] is local time in Guyana. */
export const NOTIFICATION_TIME_ZONE = GUYANA_TIME_ZONE;

const ENGLISH = MESSAGE_WORDS.en;

export interface AlertFacts {
  id: number;
  name: string;
  age: number;
  lastLocation: string;
  lastSeen: Date;
  description: string;
  photoUrl: string | null;
  /** Whether recipients may pass it on: what [Share] says (sharingPolicyOf of the alert's row). */
  sharingPolicy: SharingPolicy;
  /**
   * The appeal ended quietly (its public record is redacted): a follow-up says only that it
   * ended, with nothing that names the person or the place.
   */
  appealEnded?: boolean;
}

export interface SiteFacts {
  publicUrl: string;
  hotline: string;
  brandName: string;
}

export type PlaceholderValues = Record<TemplatePlaceholder, string>;

export { htmlToText } from "./html-text";
export { type MessageVariant, NEAR_WATER_LINE, PLAIN_ALERT, UPDATE_PREFIX } from "./message-variant";

export function alertLink(publicUrl: string, alertId: number): string {
  return `${publicUrl}/alert/${alertId}`;
}

/**
 * An SMS links to the alert's text page: a phone that gets texts may be a slow one on a weak
 * signal, and that page arrives in the first round trip and needs no JavaScript.
 */
export function alertTextLink(publicUrl: string, alertId: number): string {
  return `${alertLink(publicUrl, alertId)}/text`;
}

export function unsubscribeUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/unsubscribe/${encodeURIComponent(token)}`;
}

/** RFC 8058 one-click target: a POST there unsubscribes without any page (webhooks module). */
export function oneClickUnsubscribeUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/api/webhooks/email/unsubscribe/${encodeURIComponent(token)}`;
}

/** Only a served photo can be shown in a message; inline data URLs are blocked by mail clients. */
function absolutePhotoUrl(publicUrl: string, photoUrl: string | null): string {
  if (!photoUrl) return "";
  if (photoUrl.startsWith("/")) return `${publicUrl}${photoUrl}`;
  if (/^https?:\/\//i.test(photoUrl)) return photoUrl;
  return "";
}

const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

export function placeholderValues(
  alert: AlertFacts,
  site: SiteFacts,
  variant: MessageVariant = PLAIN_ALERT,
  words: MessageWords = ENGLISH,
): PlaceholderValues {
  // An Update's "last seen" is the verified sighting: the latest place and time anyone saw them.
  const seen = variant.sighting
    ? { place: variant.sighting.location, time: variant.sighting.time }
    : { place: alert.lastLocation, time: alert.lastSeen };
  return {
    Name: oneLine(alert.name),
    Age: String(alert.age),
    Location: oneLine(seen.place),
    Time: words.time.format(seen.time),
    Link: alertLink(site.publicUrl, alert.id),
    Hotline: site.hotline,
    Description: oneLine(alert.description),
    PhotoUrl: variant.withPhoto ? absolutePhotoUrl(site.publicUrl, alert.photoUrl) : "",
    Share: shareLine(alert.sharingPolicy, "alert", words),
  };
}

const PLACEHOLDER_PATTERN = new RegExp(`\\[(${TEMPLATE_PLACEHOLDERS.join("|")})\\]`, "g");

export function fill(template: string, values: PlaceholderValues, encode: (s: string) => string = (s) => s) {
  return template.replace(PLACEHOLDER_PATTERN, (_, key) => encode(values[key as TemplatePlaceholder]));
}

const fitsSegments = (segments: number) => (text: string) => smsLength(text).segments <= segments;

/** The longest prefix of `value` (cut at a word where possible, marked "...") for which `fits` holds. */
function longestFitting(value: string, minLength: number, fits: (candidate: string) => boolean): string {
  const cut = (n: number) => {
    if (n >= value.length) return value;
    if (n <= 0) return "";
    const prefix = value.slice(0, n);
    const space = prefix.lastIndexOf(" ");
    const word = space > n * 0.6 ? prefix.slice(0, space) : prefix;
    // "Rose Hall Town..." rather than "Rose Hall Town,...".
    return `${word.replace(/[\s,;:.-]+$/, "")}...`;
  };
  // Fitting is monotone in the prefix length, so a binary search finds the longest.
  let lo = 0;
  let hi = value.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (fits(cut(mid))) lo = mid;
    else hi = mid - 1;
  }
  return cut(Math.max(lo, Math.min(minLength, value.length)));
}

/**
 * Shortens, in this order, the description, the location and the name until the message
 * fits, keeping some of each; the link, hotline, age and time are never touched. When the
 * admin's fixed text alone is too long (the settings screen refuses that) it goes out as is.
 */
function fitText(template: string, values: PlaceholderValues, fits: (text: string) => boolean): string {
  const current = { ...values };
  let text = fill(template, current);
  if (fits(text)) return text;
  const shrinkable: Array<[TemplatePlaceholder, number]> = [
    ["Description", 0],
    ["Location", 20],
    ["Name", 20],
  ];
  for (const [field, minLength] of shrinkable) {
    if (!template.includes(`[${field}]`)) continue;
    current[field] = longestFitting(values[field], minLength, (candidate) =>
      fits(fill(template, { ...current, [field]: candidate })),
    );
    text = fill(template, current);
    if (fits(text)) return text;
  }
  return text;
}

/**
 * An SMS pays per segment: one segment when shortening the place and name (to no less than
 * their minimums) gets there, else two at most. Accents and emoji never force UCS-2.
 */
export function renderSms(template: string, values: PlaceholderValues): string {
  const gsmTemplate = toGsm7(template);
  const gsmValues = Object.fromEntries(
    Object.entries(values).map(([k, v]) => [k, toGsm7(v)]),
  ) as PlaceholderValues;
  const single = fitText(gsmTemplate, gsmValues, fitsSegments(1));
  if (fitsSegments(1)(single)) return single;
  return fitText(gsmTemplate, gsmValues, fitsSegments(SMS_MAX_SEGMENTS));
}

export function renderWhatsApp(template: string, values: PlaceholderValues): string {
  return fitText(template, values, (text) => text.length <= WHATSAPP_MAX_CHARS);
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

export interface EmailMessage {
  subject: string;
  html: string;
  text: string;
  /** The per-subscriber unsubscribe page, linked in the footer. */
  unsubscribeUrl: string;
  /** RFC 8058 one-click target for the List-Unsubscribe header. */
  oneClickUrl: string;
}

function emailFooter(site: SiteFacts, unsubscribe: string, words: MessageWords) {
  const text = `${words.footer(site.brandName)} ${words.unsubscribe}: ${unsubscribe}`;
  const html =
    '<hr><p style="color:#6b7280;font-size:12px">' +
    `${words.footer(escapeHtml(site.brandName))} ` +
    `<a href="${escapeHtml(unsubscribe)}">${words.unsubscribe}</a></p>`;
  return { text, html };
}

export function renderEmail(
  subjectTemplate: string,
  htmlTemplate: string,
  values: PlaceholderValues,
  site: SiteFacts,
  subscriberToken: string,
  words: MessageWords = ENGLISH,
): EmailMessage {
  // Without a photo, drop the <img> that would show [PhotoUrl] rather than send a broken image.
  const htmlSource = values.PhotoUrl
    ? htmlTemplate
    : htmlTemplate.replace(/<img\b[^>]*\[PhotoUrl\][^>]*>/gi, "");
  const body = fill(htmlSource, values, escapeHtml);
  const unsubscribe = unsubscribeUrl(site.publicUrl, subscriberToken);
  const footer = emailFooter(site, unsubscribe, words);
  return {
    subject: oneLine(fill(subjectTemplate, values)).slice(0, 250),
    html: `<!doctype html><html><body style="font-family:Arial,sans-serif;line-height:1.5">${body}${footer.html}</body></html>`,
    text: `${htmlToText(body)}\n\n--\n${footer.text}`,
    unsubscribeUrl: unsubscribe,
    oneClickUrl: oneClickUnsubscribeUrl(site.publicUrl, subscriberToken),
  };
}

/** A follow-up's admin texts: "closed" with the name, or, for an appeal that ended quietly, "ended" alone. */
export interface FollowUpTexts {
  text: string;
  subject: string;
}

function followUpTexts(settings: NotificationSettings, alert: AlertFacts): FollowUpTexts {
  return alert.appealEnded
    ? { text: settings.appealEndedTemplate, subject: settings.appealEndedEmailSubject }
    : { text: settings.followUpTemplate, subject: settings.followUpEmailSubject };
}

/**
 * A follow-up's values: the alert's, with [Share] as the thanks; for an appeal that ended
 * quietly, the link and the hotline only, nothing of the person.
 */
function followUpValues(values: PlaceholderValues, alert: AlertFacts, words: MessageWords) {
  if (!alert.appealEnded) return { ...values, Share: shareLine(alert.sharingPolicy, "resolved", words) };
  const nothing = Object.fromEntries(TEMPLATE_PLACEHOLDERS.map((p) => [p, ""])) as PlaceholderValues;
  return { ...nothing, Link: values.Link, Hotline: values.Hotline };
}

/** The follow-up is written as plain text; in e-mail it becomes escaped paragraphs with a live link. */
function followUpEmail(
  texts: FollowUpTexts,
  values: PlaceholderValues,
  site: SiteFacts,
  subscriberToken: string,
  words: MessageWords,
): EmailMessage {
  const html = escapeHtml(texts.text)
    .split(/\n{2,}/)
    .map((p) => `<p>${p.replace(/\n/g, "<br>")}</p>`)
    .join("\n");
  return renderEmail(texts.subject, html, values, site, subscriberToken, words);
}

/** Web push (decision 015): the admin's title and text, with the photo, the alert page and a per-alert tag. */
export function renderPush(
  kind: NotificationKind,
  settings: NotificationSettings,
  values: PlaceholderValues,
  alertId: number,
  variant: MessageVariant = PLAIN_ALERT,
  followUp: FollowUpTexts = { text: settings.followUpTemplate, subject: settings.followUpEmailSubject },
  words: MessageWords = ENGLISH,
): PushPayload {
  const { title, body } =
    kind === "alert"
      ? pushTemplatesFor(settings, variant, words)
      : { title: followUp.subject, body: followUp.text };
  return {
    title: oneLine(fill(title, values)).slice(0, 200),
    // The follow-up's text may end with [Link]: the notification opens the page itself.
    body: fill(body, { ...values, Link: "" })
      .replace(/[ \t]+$/gm, "")
      .trim()
      .slice(0, 1000),
    url: values.Link,
    image: values.PhotoUrl || null,
    tag: `alert-${alertId}`,
    kind,
    silent: variant.silent,
  };
}

/**
 * SMS: the water line is added only while the link and hotline still fit; it is worth a second
 * segment (only the inner ring of a case near water gets it).
 */
function renderAlertSms(
  template: string,
  values: PlaceholderValues,
  variant: MessageVariant,
  words: MessageWords,
): string {
  if (variant.nearWater) {
    const withLine = renderSms(smsTemplateFor(template, variant, true, words), values);
    if (smsLength(withLine).segments <= SMS_MAX_SEGMENTS) return withLine;
  }
  return renderSms(smsTemplateFor(template, variant, false, words), values);
}

export type RenderedMessage =
  | { channel: "sms"; text: string }
  /** text: title and body, for the log transport and the delivery log. */
  | { channel: "push"; text: string; payload: PushPayload }
  /** values: for a WhatsApp template approved by Meta, which takes them as variables. */
  | { channel: "whatsapp"; text: string; values: PlaceholderValues; language?: Language }
  | ({ channel: "email" } & EmailMessage);

export function renderMessage(input: {
  channel: NotificationChannel;
  kind: NotificationKind;
  settings: NotificationSettings;
  alert: AlertFacts;
  site: SiteFacts;
  unsubscribeToken: string;
  variant?: MessageVariant;
  /**
   * The recipient's language: the words added around the templates and the time's format.
   * `settings` already carries that language's templates (templatesInLanguage).
   */
  language?: Language;
}): RenderedMessage {
  const { channel, kind, settings, site } = input;
  const words = MESSAGE_WORDS[input.language ?? "en"];
  // Only the photo rule reaches a follow-up; an Update and the water line are the alert's.
  const variant =
    kind === "alert"
      ? (input.variant ?? PLAIN_ALERT)
      : {
          ...PLAIN_ALERT,
          withPhoto: input.variant?.withPhoto ?? true,
          silent: input.variant?.silent ?? false,
        };
  const followUp = followUpTexts(settings, input.alert);
  const filled = placeholderValues(input.alert, site, variant, words);
  const values = kind === "resolved" ? followUpValues(filled, input.alert, words) : filled;
  if (channel === "email") {
    if (kind === "resolved")
      return { channel, ...followUpEmail(followUp, values, site, input.unsubscribeToken, words) };
    const email = emailTemplatesFor(settings, variant, words);
    return {
      channel,
      ...renderEmail(email.subject, email.html, values, site, input.unsubscribeToken, words),
    };
  }
  if (channel === "push") {
    const payload = renderPush(kind, settings, values, input.alert.id, variant, followUp, words);
    return { channel, text: `${payload.title}\n${payload.body}`, payload };
  }
  if (channel === "sms") {
    const smsValues = { ...values, Link: alertTextLink(site.publicUrl, input.alert.id) };
    return {
      channel,
      text:
        kind === "resolved"
          ? renderSms(followUp.text, smsValues)
          : renderAlertSms(settings.smsTemplate, smsValues, variant, words),
    };
  }
  return {
    channel,
    text: renderWhatsApp(
      kind === "resolved" ? followUp.text : whatsAppTemplateFor(settings.whatsAppTemplate, variant, words),
      values,
    ),
    values,
    language: input.language ?? "en",
  };
}
