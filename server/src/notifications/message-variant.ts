import type { NotificationSettings } from "../../../shared/settings";

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

export const NEAR_WATER_LINE = "Check trenches, canals, kokers and pools nearby now.";
export const UPDATE_PREFIX = "UPDATE: ";

/** The SMS template of a variant (the water line is tried, and left out if the SMS would not fit). */
export function smsTemplateFor(template: string, variant: MessageVariant, withWaterLine: boolean): string {
  return `${variant.sighting ? UPDATE_PREFIX : ""}${template}${withWaterLine ? ` ${NEAR_WATER_LINE}` : ""}`;
}

export function whatsAppTemplateFor(template: string, variant: MessageVariant): string {
  return `${variant.sighting ? "*UPDATE*\n" : ""}${template}${variant.nearWater ? `\n\n*${NEAR_WATER_LINE}*` : ""}`;
}

export function emailTemplatesFor(settings: NotificationSettings, variant: MessageVariant) {
  const update = variant.sighting
    ? "<p><strong>UPDATE: [Name] was seen near [Location], [Time] (a verified sighting).</strong></p>\n"
    : "";
  const water = variant.nearWater ? `\n<p><strong>${NEAR_WATER_LINE}</strong></p>` : "";
  return {
    subject: `${variant.sighting ? UPDATE_PREFIX : ""}${settings.emailSubject}`,
    html: `${update}${settings.emailTemplate}${water}`,
  };
}

export function pushTemplatesFor(settings: NotificationSettings, variant: MessageVariant) {
  return {
    title: `${variant.sighting ? UPDATE_PREFIX : ""}${settings.pushTitleTemplate}`,
    body: `${settings.pushBodyTemplate}${variant.nearWater ? ` ${NEAR_WATER_LINE}` : ""}`,
  };
}
