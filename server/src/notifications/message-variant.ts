import type { NotificationSettings } from "@shared/settings";
import { MESSAGE_WORDS, type MessageWords } from "./message-words";

// What sets one alert message of a search area apart from the plain alert, and the admin
// templates each variant starts from (templates.ts fills them in): an Update names where and
// when a verified sighting was, the inner ring of a case near water asks people to look at
// water nearby first, a Local alert carries no photo, a push may be silent.

export interface MessageVariant {
  /** An Update: a verified sighting's public place and time stand for the last known ones. */
  sighting: { location: string; time: Date } | null;
  /** The inner ring of a case near water: a line asking people to look at water nearby first. */
  nearWater: boolean;
  /** Local alerts carry no photo, in messages as in previews. */
  withPhoto: boolean;
  /** A push shown without sound (quiet hours, a Local alert). */
  silent: boolean;
}

export const PLAIN_ALERT: MessageVariant = {
  sighting: null,
  nearWater: false,
  withPhoto: true,
  silent: false,
};

export const NEAR_WATER_LINE = MESSAGE_WORDS.en.nearWaterLine;
export const UPDATE_PREFIX = MESSAGE_WORDS.en.updatePrefix;
const ENGLISH = MESSAGE_WORDS.en;

/** The SMS template of a variant (the water line is tried, and left out if the SMS would not fit). */
export function smsTemplateFor(
  template: string,
  variant: MessageVariant,
  withWaterLine: boolean,
  words: MessageWords = ENGLISH,
): string {
  return `${variant.sighting ? words.updatePrefix : ""}${template}${withWaterLine ? ` ${words.nearWaterLine}` : ""}`;
}

export function whatsAppTemplateFor(
  template: string,
  variant: MessageVariant,
  words: MessageWords = ENGLISH,
): string {
  return `${variant.sighting ? `${words.whatsAppUpdate}\n` : ""}${template}${variant.nearWater ? `\n\n*${words.nearWaterLine}*` : ""}`;
}

export function emailTemplatesFor(
  settings: NotificationSettings,
  variant: MessageVariant,
  words: MessageWords = ENGLISH,
) {
  const update = variant.sighting ? `<p><strong>${words.emailUpdate}</strong></p>\n` : "";
  const water = variant.nearWater ? `\n<p><strong>${words.nearWaterLine}</strong></p>` : "";
  return {
    subject: `${variant.sighting ? words.updatePrefix : ""}${settings.emailSubject}`,
    html: `${update}${settings.emailTemplate}${water}`,
  };
}

export function pushTemplatesFor(
  settings: NotificationSettings,
  variant: MessageVariant,
  words: MessageWords = ENGLISH,
) {
  return {
    title: `${variant.sighting ? words.updatePrefix : ""}${settings.pushTitleTemplate}`,
    body: `${settings.pushBodyTemplate}${variant.nearWater ? ` ${words.nearWaterLine}` : ""}`,
  };
}
