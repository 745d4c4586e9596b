import type { AdminStats, AlertNotificationsResponse, RequestInfoResponse } from "@shared/admin";
import { whatsAppTierLimit } from "@shared/channel-costs";
import { csvRow } from "@shared/csv";
import type { StaffSubscriber, StaffSubscriberDetail } from "@shared/moderation";
import { placeLabelOf, quietHoursOfMinutes } from "@shared/subscribers";
import type { Actor, AppContext } from "../../context";
import type { Db } from "../../db/client";
import { AppError, notFound } from "../../errors";
import {
  channelProviders,
  getNotificationSettings,
  type NotificationsConfig,
  whatsAppPeopleInWindow,
} from "../../notifications";
import { recordAudit } from "../audit/audit.service";
import {
  alertCounters,
  alertNotificationRows,
  alertPointsText,
  countSubscribers,
  findAlertById,
  findSubscriberById,
  listSubscriberPlaces,
  listSubscribersAfter,
  listSubscribersPage,
  placePointsText,
  subscriberPointsText,
} from "./admin.repo";
import { type MailLogger, sendReporterMail } from "./reporter-mail";

export const ADMIN_AUDIT = {
  subscribersExport: "subscribers.export",
  requestInfo: "alert.request_info",
} as const;

type SubscriberRow = Awaited<ReturnType<typeof listSubscribersPage>>[number];

function toStaffSubscriber(r: SubscriberRow): StaffSubscriber {
  return {
    ...r,
    whatsappOptInDate: r.whatsappOptInDate?.toISOString() ?? null,
    whatsappOptOutDate: r.whatsappOptOutDate?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
  };
}

export async function adminStats(
  db: Db,
  config: { notifications: NotificationsConfig; brandName: string; now: Date },
): Promise<AdminStats> {
  const [counters, subscribers, settings, whatsAppPeople] = await Promise.all([
    alertCounters(db),
    countSubscribers(db),
    getNotificationSettings(db, config.brandName),
    whatsAppPeopleInWindow(db, config.now),
  ]);
  return {
    totalReports: counters.total,
    activeAlerts: counters.active,
    pendingReview: counters.pending,
    subscribers,
    providers: channelProviders(config.notifications),
    whatsApp: { peopleToday: whatsAppPeople, limit: whatsAppTierLimit(settings.whatsAppTier) },
  };
}

export async function subscribersPage(
  db: Db,
  page: { limit: number; offset: number },
): Promise<{ items: StaffSubscriber[]; total: number }> {
  const [rows, total] = await Promise.all([listSubscribersPage(db, page), countSubscribers(db)]);
  return { items: rows.map(toStaffSubscriber), total };
}

export async function subscriberDetail(db: Db, id: number): Promise<StaffSubscriberDetail> {
  const [found, places] = await Promise.all([findSubscriberById(db, id), listSubscriberPlaces(db, id)]);
  if (!found) throw notFound("No such subscriber");
  const { quietStartMinute, quietEndMinute, ...row } = found;
  return {
    ...toStaffSubscriber(row),
    places: places.map((place) => ({ ...place, label: placeLabelOf(place.label) })),
    quietHours: quietHoursOfMinutes(quietStartMinute, quietEndMinute),
  };
}

/** The MapPointsResponse as JSON text, assembled from the database's own number lists. */
export async function mapPointsJson(db: Db): Promise<string> {
  const [subs, alerts, places] = await Promise.all([
    subscriberPointsText(db),
    alertPointsText(db),
    placePointsText(db),
  ]);
  return `{"subscribers":[${subs}],"alerts":[${alerts}],"places":[${places}]}`;
}

export const SUBSCRIBER_CSV_COLUMNS = [
  "id",
  "name",
  "email",
  "phone",
  "location",
  "latitude",
  "longitude",
  "isActive",
  "whatsappEnabled",
  "whatsappStatus",
  "createdAt",
] as const;

const EXPORT_BATCH = 2000;

/** The subscribers as CSV lines in id order, read in batches so 50,000 rows never sit in memory at once. */
export async function* subscribersCsv(db: Db, actor: Actor): AsyncGenerator<string> {
  const total = await countSubscribers(db);
  await recordAudit(db, actor, {
    action: ADMIN_AUDIT.subscribersExport,
    entityType: "subscriber",
    entityId: null,
    details: { rows: total },
  });
  yield csvRow(SUBSCRIBER_CSV_COLUMNS);
  for (let afterId = 0; ; ) {
    const rows = await listSubscribersAfter(db, afterId, EXPORT_BATCH);
    if (rows.length === 0) return;
    let chunk = "";
    for (const r of rows) {
      const s = toStaffSubscriber(r);
      chunk += csvRow(SUBSCRIBER_CSV_COLUMNS.map((c) => s[c]));
    }
    yield chunk;
    if (rows.length < EXPORT_BATCH) return;
    afterId = rows[rows.length - 1]!.id;
  }
}

/** Request More Info: e-mails the reporter asking for more details, and records it. */
export async function requestMoreInfo(
  ctx: AppContext,
  logger: MailLogger,
  alertId: number,
  actor: Actor,
): Promise<RequestInfoResponse> {
  const db = ctx.database.db;
  const alert = await findAlertById(db, alertId);
  if (!alert) throw notFound("Could not find alert details");
  const brand = ctx.config.site.brandName;
  const link = `${ctx.config.publicUrl}/alert/${alert.id}`;
  const text = [
    `Dear ${alert.reporterName},`,
    "",
    `Thank you for reporting ${alert.name} (age ${alert.age}) as missing. Before we can send an alert, our team needs a little more information about case #${alert.id}.`,
    "",
    `Please reply to this e-mail with any further details you have: a recent photo, where ${alert.name} might go, who they might be with, and a phone number where we can reach you. If you can, call us on ${ctx.config.site.emergencyPhone}.`,
    "",
    `Case: ${link}`,
    "",
    `${brand}`,
  ].join("\n");
  let outcome: Awaited<ReturnType<typeof sendReporterMail>>;
  try {
    outcome = await sendReporterMail(ctx.config, logger, {
      to: alert.reporterEmail,
      subject: `${brand}: more information needed about case #${alert.id} (${alert.name})`,
      text,
    });
  } catch {
    throw new AppError("unavailable", "The e-mail to the reporter could not be sent. Please try again.");
  }
  await recordAudit(db, actor, {
    action: ADMIN_AUDIT.requestInfo,
    entityType: "alert",
    entityId: alert.id,
    details: { transport: outcome.transport },
  });
  return {
    alertId: alert.id,
    reporterName: alert.reporterName,
    delivery: outcome.transport === "smtp" ? "sent" : "logged",
  };
}

const NOTIFICATION_ROWS_SHOWN = 200;

/**
 * An alert's distribution as the outbox records it. E-mail bodies are left out: they carry
 * the recipient's personal unsubscribe link.
 */
export async function alertNotifications(db: Db, alertId: number): Promise<AlertNotificationsResponse> {
  const alert = await findAlertById(db, alertId);
  if (!alert) throw notFound("Alert not found");
  const { items, counts } = await alertNotificationRows(db, alertId, NOTIFICATION_ROWS_SHOWN);
  return {
    counts: counts.map((c) => ({ channel: c.channel, status: c.status, count: c.n })),
    items: items.map((r) => ({
      ...r,
      sentAt: r.sentAt?.toISOString() ?? null,
      body: r.channel === "email" ? null : r.body,
    })),
  };
}
