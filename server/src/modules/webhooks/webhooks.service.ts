import { normalizePhone } from "@shared/subscribers";
import type { AppContext } from "../../context";
import { notFound } from "../../errors";
import { answerReply, type ReplyOutcome } from "./replies.service";
import {
  applyProviderStatus,
  deactivateByUnsubscribeToken,
  findSubscriberIdByPhone,
  optBackIntoSms,
  optIntoWhatsApp,
  optOutOfSms,
  optOutOfWhatsApp,
} from "./webhooks.repo";

// Rules for what providers tell us: delivery reports and messages people send to our numbers
// (STOP/START here; replies, STATUS and HELP in replies.service.ts).

/** Twilio MessageStatus values and what they mean for our outbox. */
const PROVIDER_STATUS: Record<string, "sent" | "delivered" | "failed"> = {
  accepted: "sent",
  scheduled: "sent",
  queued: "sent",
  sending: "sent",
  sent: "sent",
  delivered: "delivered",
  read: "delivered",
  undelivered: "failed",
  failed: "failed",
  canceled: "failed",
};

export async function recordDeliveryReport(
  ctx: AppContext,
  report: { notificationId: number | null; messageSid: string; status: string; errorCode: string | null },
): Promise<{ updated: number }> {
  const status = PROVIDER_STATUS[report.status.toLowerCase()];
  if (!status) return { updated: 0 };
  const updated = await applyProviderStatus(ctx.database.db, {
    notificationId: report.notificationId,
    providerMessageId: report.messageSid,
    status,
    error:
      status === "failed"
        ? `provider reported ${report.status}${report.errorCode ? ` (code ${report.errorCode})` : ""}`
        : null,
    now: ctx.now(),
    provider: "twilio",
  });
  return { updated };
}

// The keywords carriers and Twilio treat as opt-out / opt-in (Twilio Advanced Opt-Out defaults).
const STOP_WORDS = new Set(["STOP", "STOPALL", "UNSUBSCRIBE", "CANCEL", "END", "QUIT", "REVOKE", "OPTOUT"]);
const START_WORDS = new Set(["START", "YES", "UNSTOP"]);

export type InboundOutcome =
  | "sms_opted_out"
  | "sms_opted_in"
  | "whatsapp_opted_out"
  | "whatsapp_opted_in"
  | "unknown_number"
  | ReplyOutcome;

const wordOf = (word: string) => word.replace(/[^\p{L}\p{N}]/gu, "").toUpperCase();

/**
 * The keyword a message is: its only word, upper case, without punctuation (" Stop. " is STOP).
 * A longer message is no keyword ("Yes, I saw her at the market" is a reply, not START), as
 * with Twilio's own opt-out keywords.
 */
export function keywordOf(body: string): string | null {
  const words = body.trim().split(/\s+/);
  return words.length === 1 && words[0] !== "" ? wordOf(words[0]!) || null : null;
}

/** WhatsApp's "join" may carry one code after it (Twilio's sandbox: "join two-words"). */
function isJoin(body: string): boolean {
  const words = body.trim().split(/\s+/);
  return words.length <= 2 && wordOf(words[0]!) === "JOIN";
}

/** A text someone sent to one of our numbers, from whichever provider carried it. */
export interface InboundText {
  channel: "sms" | "whatsapp";
  /** The sender's number as the provider gave it (without a whatsapp: prefix). */
  from: string;
  body: string;
  /** The provider's id of this message (a replay carries the same one). */
  messageId: string | null;
  /**
   * Whether the provider confirms an SMS opt-out itself (Twilio answers STOP on its numbers);
   * otherwise we confirm it, once.
   */
  providerConfirmsOptOut: boolean;
}

/**
 * Every provider's incoming texts go through here: STOP and START (and WhatsApp's join) change
 * the subscription, anything else is a reply (replies.service.ts). Returns the answer to send
 * back to the sender, if any.
 */
export async function handleInboundText(
  ctx: AppContext,
  message: InboundText,
): Promise<{ outcome: InboundOutcome; reply: string | null }> {
  const whatsapp = message.channel === "whatsapp";
  const phone = normalizePhone(message.from);
  const keyword = keywordOf(message.body);
  const brand = ctx.config.site.brandName;
  const stop = keyword !== null && STOP_WORDS.has(keyword);
  const start = (whatsapp && isJoin(message.body)) || (keyword !== null && START_WORDS.has(keyword));
  if (!stop && !start) {
    return answerReply(ctx, {
      phone,
      channel: message.channel,
      keyword,
      body: message.body,
      messageId: message.messageId,
    });
  }

  const db = ctx.database.db;
  const subscriberId = phone ? await findSubscriberIdByPhone(db, phone) : undefined;
  if (subscriberId === undefined) {
    return {
      outcome: "unknown_number",
      reply:
        whatsapp && start
          ? `We could not find a ${brand} subscription for this number. Subscribe at ${ctx.config.publicUrl}/subscribe and tick WhatsApp, then send join again.`
          : null,
    };
  }
  const now = ctx.now();
  let changed: boolean;
  let outcome: InboundOutcome;
  let reply: string | null = null;
  if (whatsapp) {
    if (stop) {
      changed = await optOutOfWhatsApp(db, subscriberId, now);
      outcome = "whatsapp_opted_out";
      reply = `You will no longer receive ${brand} alerts on WhatsApp. Send join to start again.`;
    } else {
      changed = await optIntoWhatsApp(db, subscriberId, now);
      outcome = "whatsapp_opted_in";
      reply = `You will now receive ${brand} missing-person alerts on WhatsApp. Send STOP to stop.`;
    }
  } else if (stop) {
    changed = await optOutOfSms(db, subscriberId, now);
    outcome = "sms_opted_out";
    // Where the provider already confirms it, a second confirmation would only cost money.
    if (!message.providerConfirmsOptOut)
      reply = `${brand}: you will no longer receive alert texts. Send START to receive them again.`;
  } else {
    changed = await optBackIntoSms(db, subscriberId);
    outcome = "sms_opted_in";
    if (!message.providerConfirmsOptOut)
      reply = `${brand}: you will receive missing-person alert texts again. Send STOP to stop.`;
  }
  if (changed) ctx.events.emit("subscriber.changed", { subscriberId });
  return { outcome, reply };
}

export async function oneClickUnsubscribe(ctx: AppContext, token: string): Promise<void> {
  const id = await deactivateByUnsubscribeToken(ctx.database.db, token);
  if (id === null) throw notFound("This unsubscribe link is not valid.");
  ctx.events.emit("subscriber.changed", { subscriberId: id });
}
