import { SMS_MAX_SEGMENTS } from "@shared/notifications";
import {
  NOTIFICATION_SETTINGS_KEY,
  type NotificationSettings,
  notificationSettingsSchema,
  type SettingsResponse,
  type UpdateSettingsRequest,
  updateSettingsRequestSchema,
} from "@shared/settings";
import { TRANSLATED_LANGUAGES } from "@shared/template-translations";
import type { Actor, AppContext } from "../../context";
import { invalid } from "../../errors";
import {
  alertTextLink,
  fill,
  findSettingForUpdate,
  LONGEST_SHARE_LINE,
  mergeNotificationSettings,
  type PlaceholderValues,
  readNotificationSettings,
  saveSetting,
  smsLength,
  toGsm7,
} from "../../notifications";
import { recordAudit } from "../audit/audit.service";

// The admin's settings screen: reads what the notification engine uses, validates and saves
// changes, and audits them. The engine owns the reading and merging (notifications/settings).

export async function getSettings(ctx: AppContext): Promise<SettingsResponse> {
  const { settings, stored } = await readNotificationSettings(ctx.database.db, ctx.config.site.brandName);
  return {
    notifications: settings,
    updatedAt: stored ? stored.updatedAt.toISOString() : null,
    updatedById: stored?.updatedById ?? null,
  };
}

/**
 * An SMS template whose own words (and [Share]'s, never shortened), with the shortest possible
 * name and place, already need more than two segments can never be made to fit: refuse it here
 * rather than send long texts.
 */
function assertSmsTemplateFits(field: string, template: string, ctx: AppContext) {
  const sample: PlaceholderValues = {
    Name: "",
    Age: "10",
    Location: "",
    Time: "Mon 5 May, 12:30 pm",
    Link: alertTextLink(ctx.config.publicUrl, 100000),
    Hotline: ctx.config.site.emergencyPhone,
    Description: "",
    PhotoUrl: "",
    Share: LONGEST_SHARE_LINE,
  };
  const length = smsLength(toGsm7(fill(template, sample)));
  if (length.segments > SMS_MAX_SEGMENTS) {
    throw invalid(
      `notifications.${field}: is too long for an SMS: even before the name and place are filled in it needs ${length.segments} segments (at most ${SMS_MAX_SEGMENTS}; ${length.encoding === "GSM-7" ? "306" : "134"} characters)`,
      `notifications.${field}`,
    );
  }
}

/** The templates that can go out as an SMS, in every language. */
const SMS_TEMPLATE_KEYS = ["smsTemplate", "followUpTemplate", "appealEndedTemplate"] as const;

export async function updateSettings(
  ctx: AppContext,
  input: UpdateSettingsRequest,
  actor: Actor,
): Promise<SettingsResponse> {
  const { notifications: changes } = updateSettingsRequestSchema.parse(input);
  const now = ctx.now();
  const brandName = ctx.config.site.brandName;
  await ctx.database.db.transaction(async (tx) => {
    const row = await findSettingForUpdate(tx, NOTIFICATION_SETTINGS_KEY);
    const before = mergeNotificationSettings(brandName, row?.value);
    // The merged whole is validated again: a change to one radius can break the pair's rule.
    const merged = notificationSettingsSchema.safeParse({ ...before, ...changes });
    if (!merged.success) {
      const issue = merged.error.issues[0]!;
      const field = `notifications.${issue.path.join(".")}`;
      throw invalid(`${field}: ${issue.message}`, field);
    }
    const next = merged.data;
    for (const key of SMS_TEMPLATE_KEYS) {
      assertSmsTemplateFits(key, next[key], ctx);
      for (const language of TRANSLATED_LANGUAGES)
        assertSmsTemplateFits(`translations.${language}.${key}`, next.translations[language][key], ctx);
    }
    await saveSetting(tx, NOTIFICATION_SETTINGS_KEY, next, { staffId: actor.staffId, at: now });
    const changed = Object.keys(changes).filter(
      (key) =>
        JSON.stringify(before[key as keyof NotificationSettings]) !==
        JSON.stringify(next[key as keyof NotificationSettings]),
    );
    await recordAudit(tx, actor, {
      action: "settings.update",
      entityType: "settings",
      entityId: null,
      details: { changed },
      createdAt: now,
    });
  });
  return getSettings(ctx);
}
