import { DAY_MS } from "@shared/constants";
import { NOTIFICATION_CHANNELS } from "@shared/notifications";
import {
  type ChannelReach,
  type ChannelTimeToAlert,
  type DurationFigure,
  median,
  type TimeToAlertResponse,
} from "@shared/time-to-alert";
import type { Db } from "../../db/client";
import { type CaseChannelRow, listCaseChannels, listCases } from "./time-to-alert.repo";

// Time to alert over a period (the dashboard and Analytics: medians and the worst case) and for
// one alert (a drill's result). Drills are measured apart: they are not cases.

const CHANNELS = ["any", ...NOTIFICATION_CHANNELS] as const;

function figure(values: { alertId: number; seconds: number }[]): DurationFigure {
  const worst = values.reduce<{ alertId: number; seconds: number } | null>(
    (w, v) => (w === null || v.seconds > w.seconds ? v : w),
    null,
  );
  return {
    median: median(values.map((v) => v.seconds)),
    worst: worst?.seconds ?? null,
    worstAlertId: worst?.alertId ?? null,
    cases: values.length,
  };
}

function channelFigures(channel: (typeof CHANNELS)[number], rows: CaseChannelRow[]): ChannelTimeToAlert {
  const of = rows.filter((r) => r.channel === channel && r.recipients > 0);
  const measured = (pick: (r: CaseChannelRow) => number | null) =>
    of.flatMap((r) => {
      const seconds = pick(r);
      return seconds === null ? [] : [{ alertId: r.alertId, seconds }];
    });
  return {
    channel,
    firstMessage: figure(measured((r) => r.firstMessageSeconds)),
    reach90: figure(measured((r) => r.reach90Seconds)),
    notReached: of.filter((r) => r.reach90Seconds === null).length,
  };
}

/** The cases distributed in the last `days` days up to `now` (drills left out). */
export async function timeToAlert(db: Db, days: number, now: Date): Promise<TimeToAlertResponse> {
  const from = new Date(now.getTime() - days * DAY_MS);
  const selection = { from, to: now, drills: false };
  const [cases, rows] = await Promise.all([listCases(db, selection), listCaseChannels(db, selection)]);
  return {
    days,
    from: from.toISOString(),
    to: now.toISOString(),
    cases: cases.length,
    reportToVerified: figure(cases.map((c) => ({ alertId: c.alertId, seconds: c.reportToVerifiedSeconds }))),
    channels: CHANNELS.map((channel) => channelFigures(channel, rows)),
  };
}

/** One alert's reach and times per channel ("any" first), every channel listed. */
export async function alertReach(db: Db, alertId: number): Promise<ChannelReach[]> {
  const rows = await listCaseChannels(db, { alertId });
  return CHANNELS.map((channel) => {
    const row = rows.find((r) => r.channel === channel);
    return {
      channel,
      recipients: row?.recipients ?? 0,
      reached: row?.reached ?? 0,
      failed: row?.failed ?? 0,
      firstMessageSeconds: row?.firstMessageSeconds ?? null,
      reach90Seconds: row?.reach90Seconds ?? null,
    };
  });
}
