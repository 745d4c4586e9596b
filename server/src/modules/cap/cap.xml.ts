import { publicOutcomeOf } from "@shared/cases";
import { POLICE_CONFIRMED_LABEL } from "@shared/intake";
import { withoutBrokenText } from "@shared/text";
import { create } from "xmlbuilder2";
import type { XMLBuilder } from "xmlbuilder2/lib/interfaces";
import {
  ATOM_CONTENT_TYPE,
  CAP_CONTENT_TYPE,
  CAP_NAMESPACE,
  type CapArea,
  type CapMsgType,
  capCircles,
  capDateTime,
  capMessageFile,
  capUrgencySeverity,
  clip,
  GUYANA_GEOCODE,
  GUYANA_POLYGON,
  HEADLINE_MAX,
} from "./cap.format";
import { CAP_ENGLISH, CAP_LANGUAGES, type CapWords } from "./cap.words";

// The XML of CAP 1.2 messages and of the Atom feed that lists them, built with xmlbuilder2
// (escaping, namespaces). Only public facts go in: the alert's public record, a verified
// sighting's place and time, and the site's own contacts; never a reporter's name or contact.
// Every document passes through withoutBrokenText as it is written: xmlbuilder2 escapes markup
// but writes a control character as it is, and one in a stored row would make the document,
// and with it the whole feed, unreadable.

/** What a message may say about the alert: its public record, nothing of the reporter. */
export interface CapAlertContent {
  id: number;
  name: string;
  age: number;
  description: string;
  clothing: string;
  lastLocation: string;
  lastSeen: Date;
  circumstances: string | null;
  /** A servable /api/photos/... URL, or null. */
  photoUrl: string | null;
  highPriority: boolean;
  /** How staff closed the case (shared/cases.ts); the public learns only found or closed. */
  outcome?: string | null;
  /** The police confirmed the case: the sender's name and a note say so, and nothing more. */
  policeConfirmed?: boolean;
}

/** A stored message: what identifies it and where it applies, fixed when it was published. */
export interface CapMessageRecord extends CapArea {
  alertId: number;
  seq: number;
  msgType: CapMsgType;
  identifier: string;
  sender: string;
  sent: Date;
  expires: Date;
  references: string;
  /** The verified sighting an Update announces: its place and time only. */
  sighting: { location: string; sightingTime: Date } | null;
  /** The alert's level when the message was published (null before levels). */
  level: string | null;
  /** A public drill's message: CAP status Test, and TEST in its headline. */
  test?: boolean;
}

export interface CapSite {
  brandName: string;
  emergencyPhone: string;
  whatsappBusinessNumber: string;
  publicUrl: string;
}

export const alertPageUrl = (site: CapSite, alertId: number) => `${site.publicUrl}/alert/${alertId}`;
export const capMessageUrl = (site: CapSite, alertId: number, seq: number) =>
  `${site.publicUrl}/api/cap/messages/${capMessageFile(alertId, seq)}`;
export const capFeedUrl = (site: CapSite) => `${site.publicUrl}/api/cap/alerts.atom`;

const sentence = (text: string) => {
  const flat = text.replace(/\s+/g, " ").trim();
  return /[.!?]$/.test(flat) ? flat : `${flat}.`;
};

/** Found (safe or not: the public is never told which), or only closed. */
const isFound = (alert: CapAlertContent) => publicOutcomeOf(alert.outcome ?? null) === "found";

export function capEvent(age: number, words: CapWords = CAP_ENGLISH): string {
  return words.event(age);
}

/**
 * A message of an alert withdrawn from the public (taken down, redacted, purged) is only ever its
 * Cancel, and says nothing of the alert: no name, no place, no circle, no photo. Aggregators
 * that hold the earlier messages learn from its references to drop them.
 */
export type CapContent = CapAlertContent | null;

export function capHeadline(
  message: Pick<CapMessageRecord, "msgType" | "sighting" | "test">,
  alert: CapContent,
  words: CapWords = CAP_ENGLISH,
): string {
  if (message.test)
    return clip(`${words.test}: ${capHeadline({ ...message, test: false }, alert, words)}`, HEADLINE_MAX);
  if (!alert) return words.withdrawnHeadline;
  const who = `${alert.name}, ${alert.age}`;
  if (message.msgType === "Cancel")
    return clip(isFound(alert) ? words.found(who) : words.closed(who), HEADLINE_MAX);
  if (message.sighting) return clip(words.sighting(who, message.sighting.location), HEADLINE_MAX);
  return clip(words.missing(who, alert.lastLocation), HEADLINE_MAX);
}

export function capDescription(
  message: Pick<CapMessageRecord, "msgType" | "sighting">,
  alert: CapContent,
  site: CapSite,
  words: CapWords = CAP_ENGLISH,
): string {
  if (!alert) return words.withdrawn(site.brandName);
  if (message.msgType === "Cancel") {
    const who = words.missing(`${alert.name}, ${alert.age}`, alert.lastLocation).replace(/^[^:]*: /, "");
    return (
      (isFound(alert) ? words.foundText(who) : words.closedText(who)) + words.noLongerLooking(site.brandName)
    );
  }
  const parts = [
    words.lastSeen(`${alert.name}, ${alert.age}`, alert.lastLocation, words.time(alert.lastSeen)),
    sentence(alert.description),
    sentence(`${words.wearing}: ${alert.clothing}`),
    ...(alert.circumstances?.trim() ? [sentence(alert.circumstances)] : []),
  ];
  if (message.sighting) {
    const { location, sightingTime } = message.sighting;
    parts.unshift(words.seenNear(location, words.time(sightingTime)));
  }
  return parts.join(" ");
}

function capInstruction(
  message: Pick<CapMessageRecord, "msgType">,
  alert: CapContent,
  site: CapSite,
  words: CapWords,
) {
  if (!alert || message.msgType === "Cancel") return words.noAction(site.emergencyPhone);
  return words.instruction(
    alert.name,
    site.emergencyPhone,
    `${alertPageUrl(site, alert.id)}?report=sighting`,
  );
}

function addArea(info: XMLBuilder, area: CapArea): void {
  const el = info.ele("area");
  el.ele("areaDesc").txt(area.areaDesc);
  const circles = capCircles(area);
  if (circles.length > 0) {
    for (const circle of circles) el.ele("circle").txt(circle);
    return;
  }
  el.ele("polygon").txt(GUYANA_POLYGON);
  const geocode = el.ele("geocode");
  geocode.ele("valueName").txt(GUYANA_GEOCODE.valueName);
  geocode.ele("value").txt(GUYANA_GEOCODE.value);
}

const WITHDRAWN_AREA: CapArea = { areaDesc: "Guyana", latitude: null, longitude: null, radiusKm: null };

/** One <info> block: the message in one language; free text as written. */
function addInfo(
  info: XMLBuilder,
  message: CapMessageRecord,
  alert: CapContent,
  site: CapSite,
  words: CapWords,
) {
  info.ele("language").txt(words.tag);
  info.ele("category").txt("Rescue");
  info.ele("event").txt(words.event(alert ? alert.age : 18));
  info.ele("responseType").txt(message.msgType === "Cancel" ? "AllClear" : "Monitor");
  const { urgency, severity } = alert
    ? capUrgencySeverity(message.level, alert.highPriority)
    : { urgency: "Past", severity: "Minor" };
  info.ele("urgency").txt(urgency);
  info.ele("severity").txt(severity);
  info.ele("certainty").txt(alert ? "Likely" : "Observed");
  info.ele("effective").txt(capDateTime(message.sent));
  info.ele("expires").txt(capDateTime(message.expires));
  info
    .ele("senderName")
    .txt(alert?.policeConfirmed ? `${site.brandName} (${POLICE_CONFIRMED_LABEL})` : site.brandName);
  info.ele("headline").txt(capHeadline(message, alert, words));
  info.ele("description").txt(capDescription(message, alert, site, words));
  info.ele("instruction").txt(capInstruction(message, alert, site, words));
  info.ele("web").txt(alert ? alertPageUrl(site, alert.id) : site.publicUrl);
  info.ele("contact").txt(words.contact(site.brandName, site.emergencyPhone, site.whatsappBusinessNumber));
  // A closed case no longer needs the person recognised: the Cancel carries no photo.
  if (alert?.photoUrl && message.msgType !== "Cancel") {
    const resource = info.ele("resource");
    resource.ele("resourceDesc").txt(words.photoOf(alert.name));
    resource.ele("mimeType").txt("image/jpeg");
    resource.ele("uri").txt(`${site.publicUrl}${alert.photoUrl}`);
  }
  addArea(info, alert ? message : WITHDRAWN_AREA);
}

/** One CAP 1.2 message as an XML document; `alert` null for a withdrawn alert's Cancel. */
export function renderCapMessage(message: CapMessageRecord, alert: CapContent, site: CapSite): string {
  const doc = create({ version: "1.0", encoding: "UTF-8" });
  const root = doc.ele(CAP_NAMESPACE, "alert");
  root.ele("identifier").txt(message.identifier);
  root.ele("sender").txt(message.sender);
  root.ele("sent").txt(capDateTime(message.sent));
  // Aggregators keep a Test message from the public (Google Public Alerts' test guidance).
  root.ele("status").txt(message.test ? "Test" : "Actual");
  root.ele("msgType").txt(message.msgType);
  root.ele("scope").txt("Public");
  if (alert?.policeConfirmed)
    root.ele("note").txt(`${POLICE_CONFIRMED_LABEL}: the police have confirmed this case.`);
  if (message.references) root.ele("references").txt(message.references);
  for (const words of CAP_LANGUAGES) addInfo(root.ele("info"), message, alert, site, words);
  return withoutBrokenText(doc.end({ prettyPrint: true }));
}

export interface FeedEntry {
  message: CapMessageRecord;
  alert: CapContent;
}

/**
 * The Atom feed (RFC 4287) of the CAP messages in force, one entry per message, linking to it
 * (rel="alternate", application/cap+xml: CAP over Atom, as Google Public Alerts reads it) and to
 * its alert's page. An entry's id is its message's URL and its updated the message's sent time,
 * so neither ever changes. The feed's `updated` is the newest message's sent time.
 */
export function renderAtomFeed(entries: FeedEntry[], updated: Date, site: CapSite): string {
  const doc = create({ version: "1.0", encoding: "UTF-8" });
  const feed = doc.ele("http://www.w3.org/2005/Atom", "feed");
  feed.ele("id").txt(capFeedUrl(site));
  feed.ele("title").txt(`${site.brandName}: missing-person alerts (CAP 1.2)`);
  feed
    .ele("subtitle")
    .txt(
      "The CAP messages in force of verified missing-person alerts in Guyana: each alert, its updates and its end.",
    );
  feed.ele("updated").txt(capDateTime(updated));
  feed.ele("author").ele("name").txt(site.brandName).up().ele("uri").txt(site.publicUrl);
  feed.ele("link", { rel: "self", type: ATOM_CONTENT_TYPE, href: capFeedUrl(site) });
  feed.ele("link", { rel: "alternate", type: "text/html", href: site.publicUrl });
  for (const { message, alert } of entries) {
    const entry = feed.ele("entry");
    entry.ele("id").txt(capMessageUrl(site, message.alertId, message.seq));
    entry.ele("title").txt(capHeadline(message, alert));
    entry.ele("updated").txt(capDateTime(message.sent));
    entry.ele("published").txt(capDateTime(message.sent));
    entry.ele("summary").txt(capDescription(message, alert, site));
    entry.ele("category", { term: alert ? capEvent(alert.age) : "Missing Person" });
    entry.ele("link", {
      rel: "alternate",
      type: CAP_CONTENT_TYPE,
      href: capMessageUrl(site, message.alertId, message.seq),
    });
    const page = alert ? alertPageUrl(site, alert.id) : site.publicUrl;
    entry.ele("link", { rel: "related", type: "text/html", href: page });
  }
  return withoutBrokenText(doc.end({ prettyPrint: true }));
}
