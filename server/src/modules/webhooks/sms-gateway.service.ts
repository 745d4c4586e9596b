import { randomBytes } from "node:crypto";
import { withoutBrokenText } from "@shared/text";
import { z } from "zod";
import type { AppContext } from "../../context";
import { invalid } from "../../errors";
import {
  createTransports,
  maskRecipient,
  type NotificationLogger,
  notificationIdOfGatewayMessage,
  type Transports,
} from "../../notifications";
import { applyProviderStatus } from "./webhooks.repo";
import { handleInboundText, type InboundOutcome } from "./webhooks.service";

// What the SMS gateway's phones tell us (their signed webhooks): texts people sent to a
// gateway number go through the same keywords, replies and sightings as Twilio's, and the
// answer is sent back as a text through the gateway; reports on the texts we sent move their
// outbox rows on as Twilio's status callbacks do.

const text = (max: number) => z.string().max(max).transform(withoutBrokenText);

/** The app's webhook envelope ({ id, webhookId, event, deviceId, payload }), only what we read. */
const gatewayEventSchema = z.object({
  event: z.string().max(64),
  deviceId: z.string().max(128).optional(),
  payload: z
    .object({
      messageId: z.string().min(1).max(128),
      /** sms:received: the text. */
      message: text(5000).optional(),
      /** sms:received: who sent it (phoneNumber in older versions of the app). */
      sender: text(64).nullish(),
      phoneNumber: text(64).nullish(),
      /** sms:failed: why the phone could not send it. */
      reason: text(500).nullish(),
    })
    .optional(),
});

export type GatewayEvent = z.output<typeof gatewayEventSchema>;

/** The raw body, once its signature has been checked. */
export function parseGatewayEvent(raw: string): GatewayEvent {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw invalid("body: must be JSON", "body");
  }
  const parsed = gatewayEventSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = issue.path.join(".") || "body";
    throw invalid(`${field}: ${issue.message}`, field);
  }
  return parsed.data;
}

/** The gateway's reports and what they make of the outbox row. */
const REPORTED_STATUS: Record<string, "sent" | "delivered" | "failed"> = {
  "sms:sent": "sent",
  "sms:delivered": "delivered",
  "sms:failed": "failed",
  "sms:cancelled": "failed",
};

export type GatewayEventOutcome = InboundOutcome | "report" | "ignored";

export async function handleGatewayEvent(
  ctx: AppContext,
  event: GatewayEvent,
  replies: GatewayReplies,
): Promise<GatewayEventOutcome> {
  const payload = event.payload;
  const reported = REPORTED_STATUS[event.event];
  if (reported && payload) {
    const status = reported;
    await applyProviderStatus(ctx.database.db, {
      notificationId: notificationIdOfGatewayMessage(payload.messageId),
      providerMessageId: payload.messageId,
      status,
      error:
        status === "failed"
          ? `gateway phone reported ${event.event === "sms:cancelled" ? "cancelled" : "failed"}${payload.reason ? `: ${payload.reason}` : ""}`.slice(
              0,
              500,
            )
          : null,
      now: ctx.now(),
      provider: "gateway",
    });
    return "report";
  }
  if (event.event !== "sms:received" || !payload) return "ignored";
  const from = payload.sender ?? payload.phoneNumber;
  if (!from) throw invalid("payload.sender: is required", "payload.sender");
  const result = await handleInboundText(ctx, {
    channel: "sms",
    from,
    body: payload.message ?? "",
    // A phone numbers its own inbox: with the device, the id is unique across phones.
    messageId: `gateway:${event.deviceId ?? "phone"}:${payload.messageId}`,
    providerConfirmsOptOut: false,
  });
  if (result.reply) replies.send(from, result.reply);
  return result.outcome;
}

/**
 * Answers to incoming texts, sent as texts through the gateway in the background: the phone's
 * webhook is answered at once, and a slow phone cannot make it post the text again.
 */
export class GatewayReplies {
  private transports: Transports | undefined;
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly ctx: AppContext,
    private readonly logger: NotificationLogger,
  ) {}

  send(to: string, reply: string): void {
    const work = this.deliver(to, reply).catch((error: unknown) => {
      this.logger.warn(
        { to: maskRecipient(to), error: error instanceof Error ? error.message : String(error) },
        "answer to an incoming text not sent",
      );
    });
    this.pending.add(work);
    void work.finally(() => this.pending.delete(work));
  }

  /** Resolves once every answer queued so far has been sent (or has failed). */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  async close(): Promise<void> {
    await this.settled();
    const transports = this.transports;
    this.transports = undefined;
    if (transports) await Promise.all([...new Set(Object.values(transports))].map((t) => t.close?.()));
  }

  private async deliver(to: string, reply: string): Promise<void> {
    this.transports ??= createTransports(this.ctx.config, this.logger);
    await this.transports.sms.send(
      {
        // Not an outbox row: no notification id; a fresh key, so two answers never share an id.
        notificationId: 0,
        channel: "sms",
        kind: "alert",
        to,
        message: { channel: "sms", text: reply },
        messageKey: `reply-${randomBytes(8).toString("hex")}`,
      },
      { gate: async () => {} },
    );
  }
}
