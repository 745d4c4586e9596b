import { SMS_MAX_SEGMENTS, smsLength } from "../../../../shared/notifications";
import {
  defaultNotificationSettings,
  NOTIFICATION_SETTINGS_KEY,
  type NotificationSettings,
  notificationSettingsSchema,
  type SettingsResponse,
  type UpdateSettingsRequest,
  updateSettingsRequestSchema,
} from "../../../../shared/settings";
import type { AppContext } from "../../context";
import type { Db } from "../../db/client";
import { invalid } from "../../errors";
import { fill, type PlaceholderValues } from "../../notifications/templates";
import { findSetting, findSettingForUpdate, insertSettingsAudit, saveSetting } from "./settings.repo";

// Notification settings live in the settings table. Until an admin saves them, the spec's
// defaults apply; fields added in later versions take their default when an older saved
// value lacks them.

function merge(brandName: string, stored: unknown): NotificationSettings {
  const defaults = defaultNotificationSettings(brandName);
  if (!stored || typeof stored !== "object") return defaults;
  const known = Object.fromEntries(Object.entries(stored).filter(([key]) => key in defaults));
  const parsed = notificationSettingsSchema.safeParse({ ...defaults, ...known });
  // A value saved by hand that no longer validates must not stop alerts going out.
  return parsed.success ? parsed.data : defaults;
}

/** The settings in force (the notification engine reads them for every batch). */
export async function getNotificationSettings(db: Db, brandName: string): Promise<NotificationSettings> {
  const row = await findSetting(db, NOTIFICATION_SETTINGS_KEY);
  return merge(brandName, row?.value);
}

export async function getSettings(ctx: AppContext): Promise<SettingsResponse> {
  const row = await findSetting(ctx.database.db, NOTIFICATION_SETTINGS_KEY);
  return {
    notifications: merge(ctx.config.site.brandName, row?.value),
    updatedAt: row ? row.updatedAt.toISOString() : null,
    updatedById: row?.updatedById ?? null,
  };
}

/**
 * An SMS template whose own words, with the shortest possible name and place, already need
 * more than two segments can never be made to fit: refuse it here rather than send long texts.
 */
function assertSmsTemplateFits(field: "smsTemplate" | "followUpTemplate", template: string, ctx: AppContext) {
  const sample: PlaceholderValues = {
    Name: "",
    Age: "10",
    Location: "",
    Time: "Mon 5 May, 12:30 pm",
    Link: `${ctx.config.publicUrl}/alert/100000`,
    Hotline: ctx.config.site.emergencyPhone,
    Description: "",
    PhotoUrl: "",
  };
  const length = smsLength(fill(template, sample));
  if (length.segments > SMS_MAX_SEGMENTS) {
    throw invalid(
      `notifications.${field}: is too long for an SMS: even before the name and place are filled in it needs ${length.segments} segments (at most ${SMS_MAX_SEGMENTS}; ${length.encoding === "GSM-7" ? "306" : "134"} characters)`,
      `notifications.${field}`,
    );
  }
}

export async function updateSettings(
  ctx: AppContext,
  input: UpdateSettingsRequest,
  actor: { staffId: number; ip: string | null },
): Promise<SettingsResponse> {
  const { notifications: changes } = updateSettingsRequestSchema.parse(input);
  const now = ctx.now();
  const brandName = ctx.config.site.brandName;
  await ctx.database.db.transaction(async (tx) => {
    const row = await findSettingForUpdate(tx, NOTIFICATION_SETTINGS_KEY);
    const before = merge(brandName, row?.value);
    // The merged whole is validated again: a change to one radius can break the pair's rule.
    const merged = notificationSettingsSchema.safeParse({ ...before, ...changes });
    if (!merged.success) {
      const issue = merged.error.issues[0]!;
      const field = `notifications.${issue.path.join(".")}`;
      throw invalid(`${field}: ${issue.message}`, field);
    }
    const next = merged.data;
    assertSmsTemplateFits("smsTemplate", next.smsTemplate, ctx);
    assertSmsTemplateFits("followUpTemplate", next.followUpTemplate, ctx);
    await saveSetting(tx, NOTIFICATION_SETTINGS_KEY, next, { staffId: actor.staffId, at: now });
    const changed = Object.keys(changes).filter(
      (key) =>
        JSON.stringify(before[key as keyof NotificationSettings]) !==
        JSON.stringify(next[key as keyof NotificationSettings]),
    );
    await insertSettingsAudit(tx, { staffId: actor.staffId, ip: actor.ip, details: { changed }, at: now });
  });
  return getSettings(ctx);
}
