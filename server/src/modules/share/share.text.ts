// What a share card, poster or share image may say about an alert, and the text helpers the
// three layouts use (wrapping, XML escaping, WinAnsi for the PDF's standard fonts, Guyana time).
// Pure functions: the tests check the layouts' input here without rendering anything.
import { publicOutcomeOf } from "@shared/cases";
import { formatGuyanaDateTime } from "@shared/guyana-time";
import { POLICE_CONFIRMED_LABEL } from "@shared/intake";
import { verifyLine } from "@shared/verify";
import { type AlertRow, publicPhotoUrl } from "../alerts/alerts.shape";

/**
 * The public facts of a verified alert: deliberately a short list of named fields, so nothing
 * else of the record (the reporter's name, phone or e-mail, review notes) can reach a drawing.
 */
export interface ShareFacts {
  id: number;
  name: string;
  age: number;
  lastLocation: string;
  lastSeen: Date;
  description: string;
  clothing: string;
  /** The alert is closed (no longer active). */
  closed: boolean;
  /** Closed because the person was found (only that: never how, never the staff's note). */
  found: boolean;
  /** The police confirmed the case (only that: never the station, incident number or officer). */
  policeConfirmed: boolean;
  /** The code /verify/{code} answers for ("Is this alert real?"). */
  verifyCode: string | null;
}

/** What the site adds to every drawing: who we are, whom to call, where the alert lives. */
export interface ShareSite {
  brandName: string;
  emergencyPhone: string;
  alertUrl: string;
  /** The site's address (PUBLIC_URL), for the verify line. */
  publicUrl: string;
}

export function toShareFacts(row: AlertRow): ShareFacts {
  return {
    id: row.id,
    name: row.name,
    age: row.age,
    lastLocation: row.lastLocation,
    lastSeen: row.lastSeen,
    description: row.description,
    clothing: row.clothing,
    closed: !row.isActive,
    found: !row.isActive && publicOutcomeOf(row.outcome) === "found",
    policeConfirmed: row.policeConfirmedAt !== null,
    verifyCode: row.verifyCode,
  };
}

/**
 * "Verify this alert at example.gy/verify — code ABC123": how a reader tells our appeal from a
 * copy. Only while the appeal is current (a closed one is "not a current appeal" at /verify).
 */
export const verifyText = (facts: ShareFacts, site: ShareSite): string | null =>
  facts.verifyCode && !facts.closed ? verifyLine(site.publicUrl, facts.verifyCode) : null;

/** The badge a police-confirmed case carries on the card, poster and share image. */
export const policeBadge = (facts: ShareFacts): string | null =>
  facts.policeConfirmed ? POLICE_CONFIRMED_LABEL : null;

/**
 * The stored photo's URL of an alert, when it is one this server serves (old records may hold
 * others) and the alert may show it: a Local alert's card and poster carry none.
 */
export const sharePhotoUrl = (row: AlertRow): string | null => publicPhotoUrl(row);

export const statusWord = (facts: ShareFacts): "MISSING" | "FOUND" | "CLOSED" =>
  facts.found ? "FOUND" : facts.closed ? "CLOSED" : "MISSING";

/** What the footer asks of the reader, by the alert's state. */
export const callToAction = (facts: ShareFacts): string =>
  facts.found
    ? "Found. For news of the case, call"
    : facts.closed
      ? "This alert is closed. Questions? Call"
      : "If you see this person, call";

/** "Sat, 21 Nov 2026, 3:45 pm (Guyana time)". */
export function formatGuyanaTime(date: Date): string {
  return `${formatGuyanaDateTime(date)} (Guyana time)`;
}

export const ageText = (age: number): string => `Age ${age}`;

/** One or two capital letters for the photo's place when there is no photo ("Aaliyah Persaud" → "AP"). */
export function initialsOf(name: string): string {
  const words = name
    .split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+/u, ""))
    .filter((word) => word.length > 0);
  if (words.length === 0) return "?";
  const first = Array.from(words[0]!)[0]!;
  const last = words.length > 1 ? Array.from(words[words.length - 1]!)[0]! : "";
  return (first + last).toUpperCase();
}

/** A stable, dark (white text reads on it) colour per name for the initials block. */
export function initialsColour(name: string): string {
  const palette = ["#1e3a8a", "#7c2d12", "#14532d", "#581c87", "#134e4a", "#831843", "#3f3f46"];
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return palette[hash % palette.length]!;
}

/** Text for an SVG text node or attribute: names can contain & < > " ' (and control characters). */
export function escapeXml(text: string): string {
  return text
    .replace(/[\p{Cc}\p{Cs}\ufffe\uffff]/gu, " ")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** Collapses runs of white space (line breaks included) into single spaces. */
export const oneLine = (text: string): string => text.replace(/\s+/g, " ").trim();

const ELLIPSIS = "…";

/**
 * Breaks text into at most maxLines lines no wider than maxWidth (as measured), at spaces; a word
 * longer than a line is broken inside. What does not fit ends the last line with an ellipsis.
 */
export function wrapText(
  text: string,
  maxWidth: number,
  measure: (text: string) => number,
  maxLines: number,
): string[] {
  const words = oneLine(text).split(" ").filter(Boolean);
  const lines: string[] = [];
  let current = "";
  let index = 0;
  while (index < words.length && lines.length < maxLines) {
    const word = words[index]!;
    const candidate = current ? `${current} ${word}` : word;
    if (measure(candidate) <= maxWidth) {
      current = candidate;
      index += 1;
    } else if (current) {
      lines.push(current);
      current = "";
    } else {
      // A single word wider than the line: take as many characters as fit.
      const chars = Array.from(word);
      let cut = 1;
      while (cut < chars.length && measure(chars.slice(0, cut + 1).join("")) <= maxWidth) cut += 1;
      lines.push(chars.slice(0, cut).join(""));
      words[index] = chars.slice(cut).join("");
    }
  }
  // Lines are pushed only when the next word does not fit, so a pending line always has room.
  if (current) lines.push(current);
  if (index < words.length && lines.length > 0) {
    lines[lines.length - 1] = withEllipsis(lines[lines.length - 1]!, maxWidth, measure);
  }
  return lines;
}

function withEllipsis(line: string, maxWidth: number, measure: (text: string) => number): string {
  const chars = Array.from(line);
  while (chars.length > 0 && measure(`${chars.join("").trimEnd()}${ELLIPSIS}`) > maxWidth) chars.pop();
  return `${chars.join("").trimEnd()}${ELLIPSIS}`;
}

/**
 * A width estimate for DejaVu Sans in an SVG (librsvg cannot be asked): wide letters count more.
 * Generous on purpose, so an estimate errs towards a shorter line, never an overflowing one.
 */
export function estimateSvgWidth(text: string, fontSize: number, bold = false): number {
  let em = 0;
  for (const char of text) {
    if (/[ijlI.,:;'|!]/.test(char)) em += 0.3;
    else if (char === " ") em += 0.33;
    else if (/[frt()"-]/.test(char)) em += 0.43;
    else if (/[MWmw@%]/.test(char)) em += 0.95;
    else if (/[0-9]/.test(char)) em += 0.65;
    else if (/\p{Lu}/u.test(char)) em += 0.76;
    else if (char.codePointAt(0)! >= 0x2e80)
      em += 1; // CJK and other full-width glyphs
    else em += 0.64;
  }
  return em * fontSize * (bold ? 1.1 : 1.03);
}

// WinAnsi (Windows-1252) beyond Latin-1: what the PDF's standard Helvetica can encode.
const WIN_ANSI_EXTRA = new Set(Array.from("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ"));
const REPLACEMENTS: Record<string, string> = {
  "\u2212": "-",
  "\u2010": "-",
  "\u2011": "-",
  Ł: "L",
  ł: "l",
  Đ: "D",
  đ: "d",
  Ħ: "H",
  ħ: "h",
  ı: "i",
};
/** Emoji and the invisible joiners and selectors that build them: left out, not shown as '?'. */
const DROPPED = /\p{Extended_Pictographic}|[\u200b-\u200d\u2060]|\ufe0e|\ufe0f|[\u{1f3fb}-\u{1f3ff}]/u;

const isWinAnsi = (char: string): boolean => {
  const code = char.codePointAt(0)!;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char);
};

/**
 * Text the PDF's standard fonts can draw: accents are kept where WinAnsi has the letter (é, ñ),
 * taken off where it does not (ō → o, ł → l), control characters become spaces, emoji are left
 * out, and what cannot be drawn (other scripts) becomes '?' rather than failing the whole poster.
 */
export function winAnsiSafe(text: string): string {
  let out = "";
  for (const char of text) {
    if (REPLACEMENTS[char]) out += REPLACEMENTS[char];
    else if (DROPPED.test(char)) continue;
    else if (isWinAnsi(char)) out += char;
    else if (/[\s\p{Cc}]/u.test(char)) out += " ";
    else {
      const base = char.normalize("NFKD").replace(/\p{M}/gu, "");
      out += base && Array.from(base).every(isWinAnsi) ? base : "?";
    }
  }
  return out;
}

/** An ASCII-only file name part: "Zoë O'Neil & co" → "zoe-o-neil-co". */
export function asciiSlug(text: string, maxLength = 40): string {
  const slug = winAnsiSafe(text)
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, maxLength)
    .replace(/-+$/, "");
  return slug || "person";
}

/** "missing-aaliyah-persaud-12.pdf" (found-... once the person is found, closed-... otherwise closed). */
export function shareFileName(facts: ShareFacts, extension: string): string {
  return `${statusWord(facts).toLowerCase()}-${asciiSlug(facts.name)}-${facts.id}.${extension}`;
}
