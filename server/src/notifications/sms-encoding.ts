import { toGsmFriendly } from "@shared/notifications";
import transliterate from "@sindresorhus/transliterate";
import { SegmentedMessage } from "sms-segments-calculator";

// What an SMS costs is its number of segments. One character outside the GSM-7 alphabet turns
// the whole text into UCS-2: 70 characters a segment (67 when split) instead of 160 (153), and
// the extension characters ^{}\[~]|€ take two septets each. Twilio's segment calculator counts
// it as carriers do (an emoji is never split across two segments). A name or place written
// with a letter GSM-7 lacks ("Zoë", "Łukasz", "João") is spelled without the accent instead,
// and an emoji is left out, so that one letter never doubles or triples an alert's cost.

export type SmsEncoding = "GSM-7" | "UCS-2";

export interface SmsLength {
  encoding: SmsEncoding;
  /** Septets (GSM-7) or UTF-16 code units (UCS-2). */
  units: number;
  segments: number;
}

/** How a text travels as SMS. */
export function smsLength(text: string): SmsLength {
  const message = new SegmentedMessage(text);
  const bitsPerUnit = message.encodingName === "GSM-7" ? 7 : 16;
  return {
    encoding: message.encodingName,
    units: message.messageSize / bitsPerUnit,
    segments: message.segmentsCount,
  };
}

const graphemes = new Intl.Segmenter("en", { granularity: "grapheme" });
const PICTOGRAPH = /\p{Extended_Pictographic}|\p{Regional_Indicator}/u;

/**
 * The text in GSM-7 where it can be: typographic quotes and dashes made plain, each other
 * character outside GSM-7 transliterated (ë → e, Ł → L, ã → a), emoji dropped. What has no
 * Latin spelling (another script) stays, and the message goes as UCS-2.
 */
export function toGsm7(text: string): string {
  const friendly = toGsmFriendly(text);
  // The calculator and Intl may cut emoji sequences differently: compare code points.
  const outside = new Set(new SegmentedMessage(friendly).getNonGsmCharacters().flatMap((g) => [...g]));
  if (outside.size === 0) return friendly;
  let result = "";
  for (const { segment } of graphemes.segment(friendly)) {
    if (![...segment].some((point) => outside.has(point))) result += segment;
    else if (PICTOGRAPH.test(segment)) continue;
    else {
      const latin = transliterate(segment);
      result += latin !== segment && new SegmentedMessage(latin).encodingName === "GSM-7" ? latin : segment;
    }
  }
  // A dropped emoji leaves its spaces behind.
  return result.replace(/ {2,}/g, " ").trim();
}
