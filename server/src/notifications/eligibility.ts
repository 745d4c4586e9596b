import { NOTIFICATION_CHANNELS, type NotificationChannel } from "@shared/notifications";
import type { NotificationSettings } from "@shared/settings";

// Who a channel may reach: one table read by both ends of the outbox. Planning turns each
// requirement into SQL (planning.repo.ts: RECIPIENT_FACT_SQL) so ineligible subscribers never get
// a row; the dispatcher checks the same requirements again at send time (the subscriber may
// have opted out, or an admin switched the channel off, since the row was written) and
// cancels the row with the requirement's reason.

/** The reason recorded when the subscriber unsubscribed (from everything) before sending. */
export const UNSUBSCRIBED = "subscriber unsubscribed";

/** Facts about a subscriber that decide whether a channel can reach them. */
export type RecipientFact = "hasPhone" | "hasEmail" | "smsNotOptedOut" | "whatsappOptedIn" | "hasPush";

interface ChannelRule {
  /** The admin switch that turns the channel on. */
  setting: "sendSMS" | "sendWhatsApp" | "sendEmail" | "sendPush";
  switchedOff: string;
  /**
   * Every fact must hold; `missing` is the reason recorded when one does not. optOut: the fact
   * fails because the recipient opted out of the channel (shown to staff as 'opted out').
   */
  requires: ReadonlyArray<{ fact: RecipientFact; missing: string; optOut?: boolean }>;
}

export const CHANNEL_RULES: Record<NotificationChannel, ChannelRule> = {
  sms: {
    setting: "sendSMS",
    switchedOff: "SMS switched off in settings",
    requires: [
      { fact: "hasPhone", missing: "no phone number" },
      { fact: "smsNotOptedOut", missing: "recipient opted out of SMS", optOut: true },
    ],
  },
  whatsapp: {
    setting: "sendWhatsApp",
    switchedOff: "WhatsApp switched off in settings",
    requires: [
      { fact: "hasPhone", missing: "no phone number" },
      { fact: "whatsappOptedIn", missing: "recipient not opted in to WhatsApp", optOut: true },
    ],
  },
  email: {
    setting: "sendEmail",
    switchedOff: "e-mail switched off in settings",
    requires: [{ fact: "hasEmail", missing: "no e-mail address" }],
  },
  push: {
    setting: "sendPush",
    switchedOff: "push switched off in settings",
    // Turning push off on the manage page (or the push service answering 410) deletes the
    // browser's subscription: a row found without one was opted out of since it was planned.
    requires: [{ fact: "hasPush", missing: "no push subscription", optOut: true }],
  },
};

/** The subscriber fields the facts are computed from (as the dispatcher's claim returns them). */
export interface RecipientContact {
  email: string | null;
  phone: string | null;
  whatsappEnabled: boolean;
  whatsappStatus: string;
  smsOptedOut: boolean;
  /** The browser push subscription on file (decision 015); absent or null: none. */
  push?: { endpoint: string } | null;
}

export function recipientFacts(s: RecipientContact): Record<RecipientFact, boolean> {
  return {
    hasPhone: Boolean(s.phone),
    hasEmail: Boolean(s.email),
    smsNotOptedOut: !s.smsOptedOut,
    whatsappOptedIn: s.whatsappEnabled && s.whatsappStatus === "opted_in",
    hasPush: Boolean(s.push),
  };
}

/** The channels the admin has switched on, in a fixed order. */
export function enabledChannels(settings: NotificationSettings): NotificationChannel[] {
  return NOTIFICATION_CHANNELS.filter((channel) => settings[CHANNEL_RULES[channel].setting]);
}

/** Why this channel may not reach this subscriber now, or null when it may. */
export function channelIneligibility(
  channel: NotificationChannel,
  settings: NotificationSettings,
  subscriber: RecipientContact,
): string | null {
  const rule = CHANNEL_RULES[channel];
  if (!settings[rule.setting]) return rule.switchedOff;
  const facts = recipientFacts(subscriber);
  return rule.requires.find((r) => !facts[r.fact])?.missing ?? null;
}

/**
 * The cancellation reasons that mean the recipient opted out: unsubscribed, or left the
 * channel (a WhatsApp row is only planned for an opted-in subscriber, so one found not opted in
 * at send time opted out since).
 */
export const OPT_OUT_REASONS: readonly string[] = [
  UNSUBSCRIBED,
  ...Object.values(CHANNEL_RULES).flatMap((rule) =>
    rule.requires.filter((r) => r.optOut).map((r) => r.missing),
  ),
];
