import { z } from "zod";
import type { NotificationChannel } from "./notifications";

// The channels' part of the admin notification settings: the WhatsApp account's messaging
// limit and what each message costs. Meta lets a business message at most so many different
// people in any 24 hours (250 for a new account, then 2,000 (1,000 on older accounts), 10,000,
// 100,000, unlimited); past it the dispatcher sends the rest through each person's next
// channel (decision 024). The prices turn message counts into the estimate shown before a
// verification and the costs shown in analytics.

export const WHATSAPP_TIERS = ["250", "1000", "2000", "10000", "100000", "unlimited"] as const;
export type WhatsAppTier = (typeof WHATSAPP_TIERS)[number];

export const WHATSAPP_TIER_LABELS: Record<WhatsAppTier, string> = {
  "250": "250 people a day (a new account)",
  "1000": "1,000 people a day (older accounts)",
  "2000": "2,000 people a day",
  "10000": "10,000 people a day",
  "100000": "100,000 people a day",
  unlimited: "Unlimited",
};

/** How many different people WhatsApp may reach in 24 hours; null: no limit. */
export function whatsAppTierLimit(tier: WhatsAppTier): number | null {
  return tier === "unlimited" ? null : Number(tier);
}

export const CURRENCY = "USD";
export const PRICE_MAX = 10;

/** US dollars per SMS segment, per WhatsApp message, per e-mail and per push message. */
export interface MessagePrices {
  smsSegment: number;
  whatsApp: number;
  email: number;
  push: number;
}

export const DEFAULT_MESSAGE_PRICES: MessagePrices = { smsSegment: 0.05, whatsApp: 0.016, email: 0, push: 0 };

const price = z
  .number({ error: "must be a price in US dollars" })
  .min(0, { error: `must be between 0 and ${PRICE_MAX} US dollars` })
  .max(PRICE_MAX, { error: `must be between 0 and ${PRICE_MAX} US dollars` });

/** The fields shared/settings.ts adds to the notification settings. */
export const channelCostFields = {
  whatsAppTier: z.enum(WHATSAPP_TIERS, { error: `must be one of ${WHATSAPP_TIERS.join(", ")}` }),
  messagePrices: z.strictObject(
    { smsSegment: price, whatsApp: price, email: price, push: price },
    { error: "must give smsSegment, whatsApp, email and push" },
  ),
};

/** A new WhatsApp Business account starts at 250: assume it until the admin says otherwise. */
export function defaultChannelCostSettings(): { whatsAppTier: WhatsAppTier; messagePrices: MessagePrices } {
  return { whatsAppTier: "250", messagePrices: { ...DEFAULT_MESSAGE_PRICES } };
}

/** What a channel's messages cost: SMS by segments, the others by messages. */
export function channelCost(
  channel: NotificationChannel,
  units: { messages: number; smsSegments: number },
  prices: MessagePrices,
): number {
  if (channel === "sms") return units.smsSegments * prices.smsSegment;
  if (channel === "whatsapp") return units.messages * prices.whatsApp;
  if (channel === "email") return units.messages * prices.email;
  return units.messages * prices.push;
}

/** Dollars and cents (a fraction of a cent shown as such): "$0.00", "$12.48", "<$0.01". */
export function formatCost(amount: number): string {
  if (amount > 0 && amount < 0.005) return "<$0.01";
  return `$${amount.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}
