import { z } from "zod";
import { channelCostFields, defaultChannelCostSettings } from "./channel-costs";
import {
  AGE_THRESHOLD_OPTIONS,
  ALERT_RADIUS_MAX,
  ALERT_RADIUS_MIN,
  DEFAULT_AGE_THRESHOLD,
  DEFAULT_HIGH_PRIORITY_KEYWORDS,
  DEFAULT_HIGH_PRIORITY_RADIUS_MILES,
  DEFAULT_NOTIFICATION_RADIUS_MILES,
  HIGH_PRIORITY_RADIUS_MAX,
  HIGH_PRIORITY_RADIUS_MIN,
} from "./constants";
import { defaultLevelSettings, levelSettingsFields } from "./level-settings";
import { defaultTemplateTranslations, TRANSLATED_TEMPLATE_KEYS } from "./template-translations";

// Admin notification settings. Stored on the server in the
// `settings` table under NOTIFICATION_SETTINGS_KEY and used by the notification engine.
// The first version's field names are kept (sendSMS, smsTemplate, whatsAppTemplate ...).

export const NOTIFICATION_SETTINGS_KEY = "notifications";

export const TEMPLATE_MAX = {
  sms: 1000,
  whatsApp: 1600,
  emailSubject: 200,
  email: 20_000,
  followUp: 600,
  pushTitle: 100,
  pushBody: 300,
} as const;
export const KEYWORD_MAX_LENGTH = 60;
export const KEYWORDS_MAX = 100;

const template = (max: number) =>
  z
    .string({ error: "must be text" })
    .trim()
    .min(1, { error: "is required" })
    .max(max, { error: `must be at most ${max} characters` });

/** A push notification shows the photo and opens the alert page itself: its text has no use for them. */
const pushTemplate = (max: number) =>
  template(max).refine((v) => !/\[(Link|PhotoUrl)\]/.test(v), {
    error:
      "cannot use [Link] or [PhotoUrl]: the notification shows the photo and opens the alert page itself",
  });

const radius = (min: number, max: number) =>
  z
    .number({ error: "must be a number of miles" })
    .int({ error: "must be a whole number of miles" })
    .min(min, { error: `must be between ${min} and ${max} miles` })
    .max(max, { error: `must be between ${min} and ${max} miles` });

const channelSwitch = z.boolean({ error: "must be true or false" });

/** An ended appeal's message says only that it ended: nothing that names the person or the place. */
const appealEndedTemplate = (max: number) =>
  template(max).refine((v) => !/\[(Name|Age|Location|Time|Description|PhotoUrl|Share)\]/.test(v), {
    error: "can use only [Link] and [Hotline]: the message that an appeal ended names nobody and no place",
  });

const keywords = z
  .array(
    z
      .string({ error: "must be text" })
      .trim()
      .max(KEYWORD_MAX_LENGTH, { error: `each keyword must be at most ${KEYWORD_MAX_LENGTH} characters` }),
    { error: "must be a list of words" },
  )
  .max(KEYWORDS_MAX, { error: `at most ${KEYWORDS_MAX} keywords` })
  // The admin screen edits them as lines of text: blank lines and repeats mean nothing.
  .transform((list) => [...new Set(list.map((k) => k.toLowerCase()).filter((k) => k.length > 0))]);

const templateFields = {
  smsTemplate: template(TEMPLATE_MAX.sms),
  whatsAppTemplate: template(TEMPLATE_MAX.whatsApp),
  emailSubject: template(TEMPLATE_MAX.emailSubject),
  emailTemplate: template(TEMPLATE_MAX.email),
  /** Web push (decision 015): the notification's title and text; it shows the photo and opens the alert. */
  pushTitleTemplate: pushTemplate(TEMPLATE_MAX.pushTitle),
  pushBodyTemplate: pushTemplate(TEMPLATE_MAX.pushBody),
  /** The short 'case closed' follow-up, sent on the channel that carried the alert. */
  followUpTemplate: template(TEMPLATE_MAX.followUp),
  followUpEmailSubject: template(TEMPLATE_MAX.emailSubject),
  /**
   * Off (the default): closing a case ends its publicity at once; the page says only that the
   * appeal ended and the follow-up is the appeal-ended message. On: the page says "found" with
   * the name until the redaction delay, and the follow-up is the template above.
   */
  announceFound: channelSwitch,
  /** The follow-up when the appeal ended quietly: no name, no place (only [Link] and [Hotline]). */
  appealEndedTemplate: appealEndedTemplate(TEMPLATE_MAX.followUp),
  appealEndedEmailSubject: appealEndedTemplate(TEMPLATE_MAX.emailSubject),
};

/** One other language's copy of the templates: the same fields and rules as the English ones. */
const translatedTemplates = z.strictObject(
  Object.fromEntries(TRANSLATED_TEMPLATE_KEYS.map((key) => [key, templateFields[key]])) as Pick<
    typeof templateFields,
    (typeof TRANSLATED_TEMPLATE_KEYS)[number]
  >,
  { error: "must hold every template" },
);

const fields = {
  sendSMS: channelSwitch,
  sendWhatsApp: channelSwitch,
  sendEmail: channelSwitch,
  sendPush: channelSwitch,
  ...templateFields,
  /** The templates in Spanish and Portuguese, for subscribers who chose those languages. */
  translations: z.strictObject(
    { es: translatedTemplates, pt: translatedTemplates },
    { error: "must hold the Spanish (es) and Portuguese (pt) templates" },
  ),
  defaultRadius: radius(ALERT_RADIUS_MIN, ALERT_RADIUS_MAX),
  highPriorityRadius: radius(HIGH_PRIORITY_RADIUS_MIN, HIGH_PRIORITY_RADIUS_MAX),
  highPriorityAgeThreshold: z.enum(AGE_THRESHOLD_OPTIONS, {
    error: `must be one of ${AGE_THRESHOLD_OPTIONS.join(", ")}`,
  }),
  highPriorityKeywords: keywords,
  /** Alert levels and the search area (shared/level-settings.ts). */
  ...levelSettingsFields,
  /** The WhatsApp account's messaging limit and the price of each message (shared/channel-costs.ts). */
  ...channelCostFields,
};

const highPriorityNotSmaller = (v: { defaultRadius: number; highPriorityRadius: number }) =>
  v.highPriorityRadius >= v.defaultRadius;
const highPriorityMessage = {
  error: "must be at least the default alert radius",
  path: ["highPriorityRadius"],
};

export const notificationSettingsSchema = z
  .strictObject(fields)
  .refine(highPriorityNotSmaller, highPriorityMessage);
export type NotificationSettings = z.output<typeof notificationSettingsSchema>;

/** PUT /api/admin/settings: any subset of the fields; the rest keep their saved values. */
export const updateSettingsRequestSchema = z.strictObject({
  notifications: z.strictObject(fields).partial(),
});
export type UpdateSettingsRequest = z.input<typeof updateSettingsRequestSchema>;

/** GET and PUT /api/admin/settings answer. */
export interface SettingsResponse {
  notifications: NotificationSettings;
  /** When an admin last saved them; null while the defaults are in force. */
  updatedAt: string | null;
  updatedById: number | null;
}

/**
 * Defaults: the radii, the age threshold and the danger keywords below, every channel on. The
 * default SMS fits one segment for typical names and places; the brand tells recipients who is
 * writing to them.
 */
export function defaultNotificationSettings(brandName: string): NotificationSettings {
  return {
    sendSMS: true,
    sendWhatsApp: true,
    sendEmail: true,
    sendPush: true,
    smsTemplate: `${brandName} MISSING: [Name], [Age], last seen [Location], [Time]. If seen, call [Hotline]. [Link]`,
    whatsAppTemplate:
      `*${brandName}: MISSING PERSON*\n\n` +
      "*[Name]*, age [Age]\nLast seen: [Location]\nWhen: [Time]\n\n[Description]\n\n" +
      "If you have seen [Name], call [Hotline] now or report a sighting: [Link]\n\n[Share]",
    emailSubject: "MISSING: [Name], age [Age], last seen at [Location]",
    emailTemplate:
      '<h1 style="color:#b91c1c;font-size:22px">Missing person: [Name], age [Age]</h1>\n' +
      '<p><img src="[PhotoUrl]" alt="Photo of [Name]" width="300" style="max-width:100%"></p>\n' +
      "<p><strong>Last seen:</strong> [Location], [Time]</p>\n" +
      "<p><strong>Description:</strong> [Description]</p>\n" +
      "<p>If you have seen [Name] or know where they are, call <strong>[Hotline]</strong> now, " +
      'or report a sighting: <a href="[Link]">[Link]</a></p>\n' +
      "<p>[Share]</p>",
    pushTitleTemplate: "MISSING: [Name], age [Age]",
    pushBodyTemplate:
      "Last seen at [Location], [Time]. Seen them? Call [Hotline] or tap to report a sighting.",
    followUpTemplate: `${brandName}: the missing-person alert for [Name] is closed. [Share] [Link]`,
    followUpEmailSubject: "Closed: the alert for [Name]",
    announceFound: false,
    appealEndedTemplate: `${brandName}: this missing-person appeal has ended. Thank you for your help.`,
    appealEndedEmailSubject: `${brandName}: this appeal has ended`,
    translations: defaultTemplateTranslations(brandName),
    defaultRadius: DEFAULT_NOTIFICATION_RADIUS_MILES,
    highPriorityRadius: DEFAULT_HIGH_PRIORITY_RADIUS_MILES,
    highPriorityAgeThreshold: DEFAULT_AGE_THRESHOLD as NotificationSettings["highPriorityAgeThreshold"],
    highPriorityKeywords: [...DEFAULT_HIGH_PRIORITY_KEYWORDS],
    ...defaultLevelSettings(),
    ...defaultChannelCostSettings(),
  };
}
