import { channelCost, type MessagePrices } from "@shared/channel-costs";
import type { DistributionPreview } from "@shared/distribution-preview";
import type { AlertLevel } from "@shared/levels";
import { NOTIFICATION_CHANNELS } from "@shared/notifications";
import type { NotificationSettings } from "@shared/settings";
import { type LevelReport, levelDelivery, nearWater } from "./levels";
import type { RingPreview } from "./planning";
import { smsLength } from "./sms-encoding";
import { type AlertFacts, renderMessage, type SiteFacts } from "./templates";

// What a verification's first ring would cost, from the counts planning's SQL gives: SMS by the
// segments this alert's text takes (rendered as the dispatcher will render it), WhatsApp for
// the people within the account's 24-hour limit (the rest get their next channel, which they
// almost always get already), e-mail and push per message.

/** The segments of this alert's SMS in its first ring (the water line included when it applies). */
export function alertSmsSegments(input: {
  alert: AlertFacts & LevelReport;
  level: AlertLevel;
  settings: NotificationSettings;
  site: SiteFacts;
}): number {
  const message = renderMessage({
    channel: "sms",
    kind: "alert",
    settings: input.settings,
    alert: input.alert,
    site: input.site,
    unsubscribeToken: "",
    variant: {
      sighting: null,
      nearWater: nearWater(input.alert),
      withPhoto: levelDelivery(input.level).withPhoto,
      silent: false,
    },
  });
  return message.channel === "sms" ? smsLength(message.text).segments : 1;
}

export type FirstRingEstimate = Pick<
  DistributionPreview,
  "channels" | "totalMessages" | "totalCost" | "currency" | "whatsApp"
>;

export function estimateFirstRing(
  ring: RingPreview,
  input: {
    smsSegments: number;
    prices: MessagePrices;
    whatsApp: { limit: number | null; peopleToday: number };
  },
): FirstRingEstimate {
  const wa = ring.whatsapp;
  const newPeople = wa.messages - wa.whatsAppReachedSince;
  const { limit, peopleToday } = input.whatsApp;
  const overLimit = limit === null ? 0 : Math.max(0, Math.min(newPeople, peopleToday + newPeople - limit));
  const channels = NOTIFICATION_CHANNELS.map((channel) => {
    const messages = ring[channel].messages;
    const paid = channel === "whatsapp" ? messages - overLimit : messages;
    return {
      channel,
      messages,
      segmentsPerMessage: channel === "sms" ? input.smsSegments : null,
      cost: channelCost(channel, { messages: paid, smsSegments: paid * input.smsSegments }, input.prices),
    };
  });
  return {
    channels,
    totalMessages: channels.reduce((sum, c) => sum + c.messages, 0),
    totalCost: channels.reduce((sum, c) => sum + c.cost, 0),
    currency: "USD",
    whatsApp: { limit, peopleToday, newPeople, overLimit },
  };
}
