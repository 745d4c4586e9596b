import {
  defaultNotificationSettings,
  NOTIFICATION_SETTINGS_KEY,
  type NotificationSettings,
  notificationSettingsSchema,
} from "@shared/settings";
import type { Db } from "../db/client";
import { findSetting, type StoredSetting } from "./settings.repo";

// The notification settings in force. Until an admin saves them, the defaults apply
// (the brand shapes the default templates); fields added in later versions take their
// default when an older saved value lacks them.

export function mergeNotificationSettings(brandName: string, stored: unknown): NotificationSettings {
  const defaults = defaultNotificationSettings(brandName);
  if (!stored || typeof stored !== "object") return defaults;
  const known = Object.fromEntries(Object.entries(stored).filter(([key]) => key in defaults));
  const parsed = notificationSettingsSchema.safeParse({ ...defaults, ...known });
  // A value saved by hand that no longer validates must not stop alerts going out.
  return parsed.success ? parsed.data : defaults;
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
