import { maskLinkTokens } from "../../log-masking";
import { maskRecipient } from "../mask";
import type { OutgoingMessage, SendResult, Transport } from "./types";

export interface NotificationLogger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

/**
 * For a channel without a configured provider: the message is written to the log, with the
 * recipient and any link token masked, and its text kept in the outbox row.
 */
export function createLogTransport(logger: NotificationLogger): Transport {
  return {
    name: "log",
    rateLimited: false,
    async send(m: OutgoingMessage): Promise<SendResult> {
      const text = maskLinkTokens(
        m.message.channel === "email" ? `${m.message.subject}\n\n${m.message.text}` : m.message.text,
      );
      logger.info(
        {
          notificationId: m.notificationId,
          channel: m.channel,
          to: maskRecipient(m.to),
          text,
        },
        `notification (${m.channel}, no provider configured: logged, not sent)`,
      );
      return { providerMessageId: null, storedBody: text };
    },
  };
}
