import {
  type ChannelProvider,
  type ChannelProviderStatus,
  NOTIFICATION_CHANNELS,
  type NotificationChannel,
} from "@shared/notifications";
import type { NotificationsConfig } from "./config";

// Which provider carries each channel, decided from the configuration alone. The dispatcher's
// transports (channels/index.ts) follow it, and the admin screens show it: a channel whose
// provider is `log` only writes its messages down, it never sends them.

export function channelProvider(n: NotificationsConfig, channel: NotificationChannel): ChannelProvider {
  if (channel === "sms") {
    if (n.smsProvider === "gateway") return n.gateway ? "gateway" : "log";
    return n.twilio?.smsFrom !== undefined ? "twilio" : "log";
  }
  if (channel === "whatsapp") return n.twilio?.whatsappFrom !== undefined ? "twilio" : "log";
  // Web push needs no account: VAPID keys come from the environment or the database.
  if (channel === "push") return "webpush";
  return n.smtp ? "smtp" : "log";
}

/** Per channel: its provider, and whether one is configured (false: logged, not sent). */
export function channelProviders(n: NotificationsConfig): ChannelProviderStatus[] {
  return NOTIFICATION_CHANNELS.map((channel) => {
    const provider = channelProvider(n, channel);
    return { channel, provider, configured: provider !== "log" };
  });
}
