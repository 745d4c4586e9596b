import { whatsAppTierLimit } from "@shared/channel-costs";
import type { DistributionPreview } from "@shared/distribution-preview";
import { verifyAlertRequestSchema } from "@shared/levels.schema";
import { defaultSharingPolicy, type SharingPolicy, sharingPolicyOf } from "@shared/sharing";
import type { AppContext } from "../../context";
import { notFound } from "../../errors";
import {
  alertSmsSegments,
  estimateFirstRing,
  getNotificationSettings,
  previewAreaRing,
  splitRings,
  suggestLevel,
  WHATSAPP_LIMIT_WINDOW_MS,
  whatsAppPeopleInWindow,
} from "../../notifications";
import { findAlertById } from "./alerts.repo";
import { circleRings, placeOf } from "./area.service";

// Before a verification: what it would queue now and what that costs. The level, travel mode
// and sharing policy are the ones the verify body would carry (absent: the suggestion, as the
// verification itself takes them); the first ring is worked out as startSearchArea does and
// counted by planning's own SQL, without writing a circle, a step or a message.

export async function distributionPreview(
  ctx: AppContext,
  alertId: number,
  query: unknown,
): Promise<DistributionPreview> {
  const choice = verifyAlertRequestSchema.parse(query ?? {});
  const db = ctx.database.db;
  const now = ctx.now();
  const alert = await findAlertById(db, alertId);
  if (!alert) throw notFound("Alert not found");
  const settings = await getNotificationSettings(db, ctx.config.site.brandName);
  const suggestion = suggestLevel(alert, settings);
  const area = {
    level: choice.level ?? suggestion.level,
    travelMode: choice.travelMode ?? suggestion.travelMode,
  };
  const stored = alert.sharingPolicy === null ? null : sharingPolicyOf(alert.sharingPolicy);
  const sharingPolicy: SharingPolicy = stored ?? choice.sharingPolicy ?? defaultSharingPolicy(area.level);
  // As the review decides it: only a first verification of an open case that reaches the public sends.
  const sends =
    alert.isActive && alert.distributedAt === null && stored === null && sharingPolicy !== "staff_only";
  const place = placeOf(alert);
  const rings = place ? splitRings(circleRings(alert.lastSeen, alert.age, area, settings), now) : null;
  const circle = place && rings ? { ...place, radiusKm: rings.currentKm } : null;
  const ring = await previewAreaRing(
    db,
    { alertId, level: area.level, stepId: null, circle, sightingId: null, withUnplaced: true, now },
    sends
      ? settings
      : { ...settings, sendSMS: false, sendWhatsApp: false, sendEmail: false, sendPush: false },
    new Date(now.getTime() - WHATSAPP_LIMIT_WINDOW_MS),
  );
  const estimate = estimateFirstRing(ring, {
    smsSegments: alertSmsSegments({
      alert: { ...alert, sharingPolicy },
      level: area.level,
      settings,
      site: {
        publicUrl: ctx.config.publicUrl,
        hotline: ctx.config.site.emergencyPhone,
        brandName: ctx.config.site.brandName,
      },
    }),
    prices: settings.messagePrices,
    whatsApp: {
      limit: whatsAppTierLimit(settings.whatsAppTier),
      peopleToday: await whatsAppPeopleInWindow(db, now),
    },
  });
  return {
    ...area,
    sharingPolicy,
    sends,
    firstRing: { radiusKm: circle?.radiusKm ?? null, grows: (rings?.upcoming.length ?? 0) > 0 },
    ...estimate,
  };
}
