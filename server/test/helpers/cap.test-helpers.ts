// Checks of CAP 1.2 messages and the Atom feed for the cap tests: the OASIS XSD (xmllint-wasm),
// the Google Public Alerts profile's error rules, and a reader for the fields the tests assert.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { CreateAlertInput } from "@shared/alerts";
import { expect } from "vitest";
import { create } from "xmlbuilder2";
import { validateXML } from "xmllint-wasm";
import { CAP_NAMESPACE } from "../../src/modules/cap/cap.format";
import type { TestApp } from "../harness";
import { type StaffHeaders, validAlertInput } from "./alerts.test-helpers";

const XSD_PATH = fileURLToPath(new URL("../fixtures/cap-1.2.xsd", import.meta.url));
const capXsd = readFileSync(XSD_PATH, "utf8");

/** xmllint's schema errors for a message, empty when it validates against the OASIS CAP 1.2 XSD. */
export async function capSchemaErrors(xml: string): Promise<string[]> {
  const result = await validateXML({
    xml: { fileName: "message.xml", contents: xml },
    schema: { fileName: "cap-1.2.xsd", contents: capXsd },
  });
  return result.valid ? [] : result.errors.map((e) => e.rawMessage);
}

/** xmllint's parse errors (well-formedness only), empty for a well-formed document. */
export async function wellFormednessErrors(xml: string): Promise<string[]> {
  const result = await validateXML({ xml: { fileName: "doc.xml", contents: xml }, normalization: "c14n" });
  return result.errors.map((e) => e.rawMessage);
}

interface El {
  getElementsByTagName(name: string): ArrayLike<El>;
  getAttribute(name: string): string | null;
  readonly textContent: string | null;
  readonly localName: string;
  readonly namespaceURI: string | null;
  readonly children: ArrayLike<El>;
}

function rootOf(xml: string): El {
  return (create(xml).node as unknown as { documentElement: El }).documentElement;
}

const all = (el: El, name: string): El[] => Array.from(el.getElementsByTagName(name));
const text = (el: El, name: string): string | undefined => all(el, name)[0]?.textContent ?? undefined;

export interface ParsedCap {
  namespace: string | null;
  identifier: string;
  sender: string;
  sent: string;
  status?: string;
  msgType: string;
  scope?: string;
  references?: string;
  infoCount: number;
  /** The first <info> block (English). */
  info: Record<string, string | undefined>;
  /** Every <info> block, one per language. */
  infos: Record<string, string | undefined>[];
  responseTypes: string[];
  resources: { resourceDesc?: string; mimeType?: string; uri?: string }[];
  areas: { areaDesc?: string; circles: string[]; polygons: string[]; geocodes: string[] }[];
}

const INFO_FIELDS = [
  "language",
  "category",
  "event",
  "urgency",
  "severity",
  "certainty",
  "effective",
  "expires",
  "senderName",
  "headline",
  "description",
  "instruction",
  "web",
  "contact",
] as const;

export function parseCap(xml: string): ParsedCap {
  const root = rootOf(xml);
  const infoBlocks = all(root, "info");
  const info = infoBlocks[0];
  const fieldsOf = (block: El) => Object.fromEntries(INFO_FIELDS.map((f) => [f, text(block, f)]));
  return {
    namespace: root.namespaceURI,
    identifier: text(root, "identifier") ?? "",
    sender: text(root, "sender") ?? "",
    sent: text(root, "sent") ?? "",
    status: text(root, "status"),
    msgType: text(root, "msgType") ?? "",
    scope: text(root, "scope"),
    references: text(root, "references"),
    infoCount: all(root, "info").length,
    info: info ? fieldsOf(info) : Object.fromEntries(INFO_FIELDS.map((f) => [f, undefined])),
    infos: infoBlocks.map(fieldsOf),
    responseTypes: info ? all(info, "responseType").map((e) => e.textContent ?? "") : [],
    // Each language's block repeats the photo and the area: the first block's stand for all.
    resources: (info ? all(info, "resource") : []).map((r) => ({
      resourceDesc: text(r, "resourceDesc"),
      mimeType: text(r, "mimeType"),
      uri: text(r, "uri"),
    })),
    areas: (info ? all(info, "area") : []).map((a) => ({
      areaDesc: text(a, "areaDesc"),
      circles: all(a, "circle").map((c) => c.textContent ?? ""),
      polygons: all(a, "polygon").map((c) => c.textContent ?? ""),
      geocodes: all(a, "geocode").map((g) => `${text(g, "valueName")}=${text(g, "value")}`),
    })),
  };
}

export interface MessageRef {
  sender: string;
  identifier: string;
  sent: string;
}

export const refOf = (m: ParsedCap): MessageRef => ({
  sender: m.sender,
  identifier: m.identifier,
  sent: m.sent,
});

/**
 * The Google Public Alerts CAP profile's error rules (not its warnings): every message has an
 * info with description, web, expires (after sent), urgency, severity and certainty, a headline
 * under 140 characters, and an area with a circle, polygon or geocode; an Update or Cancel
 * references every earlier message of the case ("sender,identifier,sent", space-separated).
 * Returns the broken rules, empty when none.
 */
export function googleProfileErrors(xml: string, earlier: MessageRef[]): string[] {
  const m = parseCap(xml);
  const errors: string[] = [];
  if (m.namespace !== CAP_NAMESPACE) errors.push(`namespace is ${m.namespace}`);
  if (m.infoCount === 0) errors.push("no info");
  for (const field of ["description", "web", "expires", "urgency", "severity", "certainty"] as const) {
    if (!m.info[field]?.trim()) errors.push(`info without ${field}`);
  }
  if (m.info.web && !/^https?:\/\/\S+$/.test(m.info.web)) errors.push("web is not an absolute URL");
  if (m.info.urgency === "Unknown" || m.info.severity === "Unknown" || m.info.certainty === "Unknown")
    errors.push("urgency, severity or certainty Unknown");
  if (m.info.expires && !(new Date(m.info.expires).getTime() > new Date(m.sent).getTime()))
    errors.push("expires is not after sent");
  if ((m.info.headline?.length ?? 0) >= 140) errors.push("headline of 140 characters or more");
  const located = m.areas.some((a) => a.circles.length + a.polygons.length + a.geocodes.length > 0);
  if (!located) errors.push("no area with a circle, polygon or geocode");
  for (const circle of m.areas.flatMap((a) => a.circles)) {
    const match = /^(-?\d+(\.\d+)?),(-?\d+(\.\d+)?) (\d+(\.\d+)?)$/.exec(circle);
    if (
      !match ||
      Math.abs(Number(match[1])) > 90 ||
      Math.abs(Number(match[3])) > 180 ||
      Number(match[5]) <= 0
    )
      errors.push(`bad circle "${circle}"`);
  }
  for (const polygon of m.areas.flatMap((a) => a.polygons)) {
    const points = polygon.split(" ");
    if (points.length < 4 || points[0] !== points.at(-1)) errors.push(`bad polygon "${polygon}"`);
  }
  const refs = (m.references ?? "").split(" ").filter((r) => r !== "");
  if (m.msgType === "Update" || m.msgType === "Cancel") {
    if (refs.length === 0) errors.push(`${m.msgType} without references`);
    for (const e of earlier) {
      if (!refs.includes(`${e.sender},${e.identifier},${e.sent}`))
        errors.push(`${m.msgType} does not reference ${e.identifier}`);
    }
  }
  for (const r of refs) if (r.split(",").length !== 3) errors.push(`bad reference "${r}"`);
  return errors;
}

export interface ParsedAtomEntry {
  id?: string;
  title?: string;
  updated?: string;
  summary?: string;
  capLinks: string[];
  pageLinks: string[];
}

export function parseAtom(xml: string): {
  namespace: string | null;
  id?: string;
  title?: string;
  updated?: string;
  author?: string;
  entries: ParsedAtomEntry[];
} {
  const root = rootOf(xml);
  const feedChild = (name: string) =>
    Array.from(root.children).find((c) => c.localName === name)?.textContent ?? undefined;
  const linksOf = (entry: El, type: string) =>
    all(entry, "link")
      .filter((l) => l.getAttribute("type") === type)
      .map((l) => `${l.getAttribute("rel")} ${l.getAttribute("href")}`);
  return {
    namespace: root.namespaceURI,
    id: feedChild("id"),
    title: feedChild("title"),
    updated: feedChild("updated"),
    author: text(root, "name"),
    entries: all(root, "entry").map((e) => ({
      id: text(e, "id"),
      title: text(e, "title"),
      updated: text(e, "updated"),
      summary: text(e, "summary"),
      capLinks: linksOf(e, "application/cap+xml"),
      pageLinks: linksOf(e, "text/html"),
    })),
  };
}

/** The HTTP calls the cap tests make, on one test app. */
export function capRequests(getApp: () => TestApp, getStaff: () => StaffHeaders) {
  const inject = (
    method: "GET" | "POST",
    url: string,
    headers: Record<string, string> = {},
    payload?: object,
  ) => getApp().app.inject({ method, url, headers, ...(payload && { payload }) });
  return {
    /** Files a report as the public does; returns its id. */
    async report(overrides: Partial<CreateAlertInput> = {}): Promise<number> {
      const res = await inject("POST", "/api/alerts", {}, validAlertInput(overrides));
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as number;
    },
    /**
     * A moderator's (or the admin's) review call; expects 200. A verification shares the alert
     * widely (the feed carries no other), whatever level the report suggests.
     */
    async review(path: string, as: "moderator" | "admin" = "moderator"): Promise<void> {
      const approving = /\/(verify|approve)$/.test(path);
      const res = await inject(
        "POST",
        path,
        getStaff()[as],
        approving ? { sharingPolicy: "share_widely" } : undefined,
      );
      expect(res.statusCode, res.body).toBe(200);
    },
    /** The police confirm the case (an adult's must be before it is verified); expects 200. */
    async policeConfirm(alertId: number): Promise<void> {
      const res = await inject("POST", `/api/alerts/${alertId}/police-confirmation`, getStaff().admin, {
        station: "Brickdam",
        incidentNumber: "GPF-1",
        officer: "Cpl. Singh",
      });
      expect(res.statusCode, res.body).toBe(200);
    },
    /** Staff close a verified alert with an outcome (issue 17); expects 200. */
    async close(alertId: number, outcome: "found_safe" | "found_other" | "closed_other"): Promise<void> {
      const res = await inject("POST", `/api/alerts/${alertId}/close`, getStaff().moderator, { outcome });
      expect(res.statusCode, res.body).toBe(200);
    },
    /** A sighting sent by the public; returns its id. */
    async sighting(payload: Record<string, unknown>): Promise<number> {
      const res = await inject("POST", "/api/sightings", {}, payload);
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as number;
    },
    message: (alertId: number, seq: number, headers: Record<string, string> = {}) =>
      inject("GET", `/api/cap/messages/${alertId}-${seq}.xml`, headers),
    feed: (headers: Record<string, string> = {}) => inject("GET", "/api/cap/alerts.atom", headers),
  };
}
