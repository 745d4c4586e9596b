import type { NotificationChannel, NotificationKind } from "@shared/notifications";
import type { PushTarget } from "../outbox.repo";
import type { RenderedMessage } from "../templates";

/** One message for one recipient, ready to hand to a provider. */
export interface OutgoingMessage {
  notificationId: number;
  channel: NotificationChannel;
  kind: NotificationKind;
  /** E.164 phone number or e-mail address; for push, a label (push subscription #id), never the endpoint. */
  to: string;
  /** Push only: the push service endpoint and the browser's keys (secret: never logged). */
  push?: PushTarget;
  message: RenderedMessage;
  /** Stable per outbox row: a resend after an unknown outcome carries the same id (e-mail Message-ID). */
  messageKey: string;
}

export interface SendResult {
  providerMessageId: string | null;
  /** The log transport keeps the text in the database instead of sending it. */
  storedBody?: string;
  /** Which of the provider's devices carried it (the gateway phone's name). */
  device?: string;
}

export type TransportName = "twilio" | "gateway" | "smtp" | "webpush" | "log";

export interface SendContext {
  /**
   * Resolves when the message may go on the wire (the channel's rate limit). A transport calls
   * it as late as it can, right before the provider receives the message, so nothing queued
   * inside a client library can turn paced messages into a burst.
   */
  gate: () => Promise<void>;
  /**
   * Whether the claim still leaves time for another provider call (a transport that tries a
   * second device after the first refused). Absent: no claim to respect (a one-off message).
   */
  mayCallAgain?: () => boolean;
}

export interface Transport {
  readonly name: TransportName;
  /** Whether the per-channel rate limit applies (a provider is called). */
  readonly rateLimited: boolean;
  send(message: OutgoingMessage, context: SendContext): Promise<SendResult>;
  /**
   * Asks the provider whether this message already exists (sent since `since`); returns the
   * ids of the messages that match, newest first (the dispatcher skips ids already recorded
   * for another row). Used before resending after an unknown outcome. Absent when the
   * provider cannot tell.
   */
  lookup?(message: OutgoingMessage, since: Date, signal: AbortSignal): Promise<string[]>;
  /**
   * A second copy of a message replaces the first at the recipient instead of adding to it
   * (web push: the same Topic at the push service, the same tag on the phone). The dispatcher
   * then need not commit each outcome before the next send (decision 015).
   */
  readonly resendReplaces?: boolean;
  close?(): Promise<void>;
}

/**
 * A failed provider call. retryable: worth trying again later. uncertain: the provider may
 * have accepted the message anyway (timeout, 5xx, connection lost mid-call), so the next
 * attempt must ask before resending.
 */
export class SendError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly uncertain: boolean,
    readonly details: {
      retryAfterMs?: number;
      providerCode?: string | number;
      optedOut?: boolean;
      /** Push: the push service no longer knows the subscription (404/410); it is deleted. */
      gone?: boolean;
    } = {},
  ) {
    super(message);
    this.name = "SendError";
  }
}
