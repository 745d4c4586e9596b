import type { NotificationChannel } from "@shared/notifications";
import type { Config } from "../../config";
import { channelProvider } from "../providers";
import type { VapidKeys } from "../vapid";
import { createEmailTransport } from "./email";
import { createLogTransport, type NotificationLogger } from "./log";
import { createPushTransport } from "./push";
import { createSmsGatewayTransport } from "./sms-gateway";
import type { Pace } from "./sms-gateway-phones";
import { createTwilioTransport } from "./twilio";
import type { Transport } from "./types";

export type Transports = Record<NotificationChannel, Transport>;

export function twilioStatusCallbackUrl(publicUrl: string, notificationId: number): string {
  return `${publicUrl}/api/webhooks/twilio/status?n=${notificationId}`;
}

/** A real provider where one is configured, otherwise the log transport, per channel. */
export function createTransports(
  config: Config,
  logger: NotificationLogger,
  /** Absent (a caller that never sends push, e.g. the resubscribe notice): push is only logged. */
  vapid?: () => Promise<VapidKeys>,
  /** The gateway phones' clock and wait (tests: the SMS channel's controllable clock). */
  options: { smsPace?: Pace } = {},
): Transports {
  const n = config.notifications;
  const log = createLogTransport(logger);
  const timeoutMs = n.dispatcher.providerTimeoutMs;
  const statusCallbackUrl = (id: number) => twilioStatusCallbackUrl(config.publicUrl, id);
  const smsProvider = channelProvider(n, "sms");
  return {
    sms:
      n.gateway && smsProvider === "gateway"
        ? createSmsGatewayTransport(n.gateway, { timeoutMs, pace: options.smsPace })
        : n.twilio && smsProvider === "twilio"
          ? createTwilioTransport(n.twilio, "sms", { statusCallbackUrl, timeoutMs })
          : log,
    whatsapp:
      n.twilio && channelProvider(n, "whatsapp") === "twilio"
        ? createTwilioTransport(n.twilio, "whatsapp", { statusCallbackUrl, timeoutMs })
        : log,
    email:
      n.smtp && channelProvider(n, "email") === "smtp"
        ? createEmailTransport(n.smtp, {
            timeoutMs,
            maxConnections: n.dispatcher.concurrency,
            messageIdDomain: new URL(config.publicUrl).hostname,
          })
        : log,
    push: vapid ? createPushTransport({ vapid, timeoutMs, endpoints: n.vapid }) : log,
  };
}
