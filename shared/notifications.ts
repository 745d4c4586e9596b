// Notification vocabulary, shared by the server (rendering, outbox) and the staff screens. An
// SMS's length in segments is counted on the server (notifications/sms-encoding.ts).

export const NOTIFICATION_CHANNELS = ["sms", "whatsapp", "email", "push"] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** 'alert' is the first distribution; 'resolved' the follow-up when the case is closed. */
export const NOTIFICATION_KINDS = ["alert", "resolved"] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * Outbox row states. queued: waiting (maybe for a retry); sending: claimed by a dispatcher
 * under a lease; logged: handled by the `log` transport because the channel has no provider
 * configured, i.e. written down and NOT sent; sent: a provider accepted it; delivered: the
 * provider confirmed delivery; failed: gave up (permanent error or too many attempts);
 * cancelled: not sent on purpose (the subscriber opted out, the channel was switched off or
 * the case closed before sending).
 */
export const NOTIFICATION_STATUSES = [
  "queued",
  "sending",
  "logged",
  "sent",
  "delivered",
  "failed",
  "cancelled",
] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

/**
 * The states staff see (Delivery dialog, GET /api/admin/alerts/{id}/notifications): the
 * stored statuses, with 'opted_out' split from 'cancelled' (cancelled because the recipient
 * unsubscribed or opted out of the channel).
 */
export const DELIVERY_STATES = [
  "queued",
  "sending",
  "logged",
  "sent",
  "delivered",
  "failed",
  "opted_out",
  "cancelled",
] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

/**
 * Which provider carries a channel: a real one (`gateway`: Android phones with local SIMs), or
 * `log` (no provider configured: logged, not sent).
 */
export type ChannelProvider = "twilio" | "gateway" | "smtp" | "webpush" | "log";

export interface ChannelProviderStatus {
  channel: NotificationChannel;
  provider: ChannelProvider;
  /** False: the channel's messages are only logged, never sent. */
  configured: boolean;
}

/**
 * The template placeholders (admin settings). [Share] is the line about passing the alert on,
 * which follows the alert's sharing policy (shared/sharing.ts): in an alert, a request to share
 * it, or, when it is not to be shared widely, not to forward or post it; in a follow-up, the
 * thanks (for sharing only when it was shared widely).
 */
export const TEMPLATE_PLACEHOLDERS = [
  "Name",
  "Age",
  "Location",
  "Time",
  "Link",
  "Hotline",
  "Description",
  "PhotoUrl",
  "Share",
] as const;
export type TemplatePlaceholder = (typeof TEMPLATE_PLACEHOLDERS)[number];

export const SMS_PLACEHOLDERS: TemplatePlaceholder[] = ["Name", "Age", "Location", "Time", "Link", "Hotline"];
export const WHATSAPP_PLACEHOLDERS: TemplatePlaceholder[] = [...SMS_PLACEHOLDERS, "Description", "Share"];
export const EMAIL_PLACEHOLDERS: TemplatePlaceholder[] = [
  ...SMS_PLACEHOLDERS,
  "Description",
  "PhotoUrl",
  "Share",
];
/** A follow-up's placeholders (case closed and named): the alert's facts and the thanks. */
export const FOLLOW_UP_PLACEHOLDERS: TemplatePlaceholder[] = [...SMS_PLACEHOLDERS, "Share"];
/** A push notification carries the photo and opens the alert page itself: no [Link] or [PhotoUrl] in its text. */
export const PUSH_PLACEHOLDERS: TemplatePlaceholder[] = [
  "Name",
  "Age",
  "Location",
  "Time",
  "Hotline",
  "Description",
];

/**
 * What a web push message carries (JSON, encrypted for the browser by the push library;
 * decision 015). The service worker shows title and body with the image, under the tag (a
 * repeat for the same alert replaces the notification rather than stacking), and opens url.
 */
export interface PushPayload {
  title: string;
  body: string;
  /** The alert page (absolute). */
  url: string;
  /** Absolute URL of the public photo, or null. */
  image: string | null;
  /** alert-{id}: one notification per alert on the phone. */
  tag: string;
  kind: NotificationKind;
  /** Shown without sound or vibration (the subscriber's quiet hours, a Local alert). */
  silent: boolean;
}

/**
 * An alert SMS is one segment whenever the name and place allow it, and never more than two:
 * each segment is paid for, and two still arrive as one message on every phone.
 */
export const SMS_MAX_SEGMENTS = 2;
/** Twilio refuses WhatsApp bodies longer than this. */
export const WHATSAPP_MAX_CHARS = 1600;

/**
 * Typographic characters that phones and word processors insert and that would switch an SMS
 * to UCS-2 (70 characters per segment instead of 160), mapped to GSM equivalents.
 */
const GSM_FRIENDLY: Record<string, string> = {
  "\u2018": "'",
  "\u2019": "'",
  "\u201A": "'",
  "\u201B": "'",
  "\u201C": '"',
  "\u201D": '"',
  "\u201E": '"',
  "\u2013": "-",
  "\u2014": "-",
  "\u2026": "...",
  "\u00A0": " ",
  "\u2022": "-",
  "\t": " ",
};

export function toGsmFriendly(text: string): string {
  return text.replace(
    /[\u2018\u2019\u201A\u201B\u201C\u201D\u201E\u2013\u2014\u2026\u00A0\u2022\t]/g,
    (c) => {
      return GSM_FRIENDLY[c] ?? c;
    },
  );
}
