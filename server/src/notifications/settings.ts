import {
  defaultNotificationSettings,
  NOTIFICATION_SETTINGS_KEY,
  type NotificationSettings,
  notificationSettingsSchema,
} from "@shared/settings";
import { TRANSLATED_LANGUAGES, type TranslatedTemplates } from "@shared/template-translations";
import type { Db } from "../db/client";
import { findSetting, type StoredSetting } from "./settings.repo";

// The notification settings in force. Until an admin saves them, the defaults apply
// (the brand shapes the default templates); fields added in later versions take their
// default when an older saved value lacks them.

/**
 * The fixed sentences about sharing that the default templates had before [Share] (in every
 * language). Saved templates that still hold one read it as [Share], so that an alert that is
 * not to be shared never asks to be; nothing is rewritten in the database.
 */
const FORMER_SHARE_SENTENCES = [
  "Please share this with people nearby.",
  "Please share this alert with people near [Location].",
  "Thank you for looking and sharing.",
  "Por favor, comparta este mensaje con la gente de la zona.",
  "Por favor, comparta esta alerta con la gente cerca de [Location].",
  "Gracias por buscar y compartir.",
  "Por favor, compartilhe com as pessoas da região.",
  "Por favor, compartilhe este alerta com as pessoas perto de [Location].",
  "Obrigado por procurar e compartilhar.",
];
/** The templates that may hold one (not the appeal-ended message, where [Share] is refused). */
const SHARE_FIELDS = [
  "smsTemplate",
  "whatsAppTemplate",
  "emailTemplate",
  "pushBodyTemplate",
  "followUpTemplate",
] as const;

function withShareLine<T extends TranslatedTemplates>(templates: T): T {
  const next = { ...templates };
  for (const field of SHARE_FIELDS)
    next[field] = FORMER_SHARE_SENTENCES.reduce((text, old) => text.replaceAll(old, "[Share]"), next[field]);
  return next;
}

export function mergeNotificationSettings(brandName: string, stored: unknown): NotificationSettings {
  const defaults = defaultNotificationSettings(brandName);
  if (!stored || typeof stored !== "object") return defaults;
  const known = Object.fromEntries(Object.entries(stored).filter(([key]) => key in defaults));
  const parsed = notificationSettingsSchema.safeParse({ ...defaults, ...known });
  // A value saved by hand that no longer validates must not stop alerts going out.
  if (!parsed.success) return defaults;
  const translations = { ...parsed.data.translations };
  for (const language of TRANSLATED_LANGUAGES) translations[language] = withShareLine(translations[language]);
  return { ...withShareLine(parsed.data), translations };
}

export interface NotificationSettingsRecord {
  settings: NotificationSettings;
  stored: StoredSetting | undefined;
}

/** The settings in force and the stored row they came from (planning and every dispatch batch read it). */
export async function readNotificationSettings(
  db: Db,
  brandName: string,
): Promise<NotificationSettingsRecord> {
  const stored = await findSetting(db, NOTIFICATION_SETTINGS_KEY);
  return { settings: mergeNotificationSettings(brandName, stored?.value), stored };
}

export async function getNotificationSettings(db: Db, brandName: string): Promise<NotificationSettings> {
  return (await readNotificationSettings(db, brandName)).settings;
}
