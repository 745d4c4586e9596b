import { publicOutcomeOf } from "@shared/cases";
import { SIGHTING_DESCRIPTION_MIN } from "@shared/constants";
import type { AppContext } from "../../context";
import { invalid } from "../../errors";
import { type ReplyChannel, recordReplySighting } from "../sightings/reply-sightings.service";
import { findAlertsTextedTo, type TextedAlert } from "./webhooks.repo";

// Two-way SMS and WhatsApp (decision 012): what a message to our numbers that is not STOP or
// START gets. A reply from a number we texted an alert within the reply window becomes a
// pending sighting of that alert and gets one thank-you; STATUS and HELP are answered; anyone
// else gets HELP and nothing is stored. Replies name only an alert that is public and active.

export type ReplyOutcome = "sighting" | "status" | "help" | "closed";

export interface InboundReply {
  /** The sender's number (E.164), null when it is not a phone number. */
  phone: string | null;
  channel: ReplyChannel;
  /** The message's only word, upper case (keywordOf), or null. */
  keyword: string | null;
  body: string;
  /** The provider's id of the message (Twilio's MessageSid, the gateway's device and message id). */
  messageId: string | null;
}

const HELP_WORDS = new Set(["HELP", "INFO"]);

function replyTexts(ctx: AppContext) {
  const brand = ctx.config.site.brandName;
  const hotline = ctx.config.site.emergencyPhone;
  return {
    help: `${brand}: reply to an alert text with where and when you saw the person; a moderator reviews every reply. STATUS: is the alert still active. STOP: no more texts. START: texts again. Emergency: ${hotline}`,
    active: (name: string) =>
      `${brand}: the alert for ${name} is still active. Reply with where and when you saw them, or call ${hotline}.`,
    // No name: a closed case's public record may have been redacted since. Found or closed is
    // what the public alert page says too (never how).
    found: `${brand}: the person in the missing-person alert we sent you has been found. Thank you for looking and sharing.`,
    closed: `${brand}: the missing-person alert we sent you is closed. Thank you for looking and sharing.`,
    thanks: (name: string, short: boolean) =>
      `${brand}: thank you. Your message about ${name} was passed to our moderators, who may contact you.${
        short ? " If you can, reply with where and when you saw them." : ""
      } Emergency: ${hotline}`,
  };
}

export async function answerReply(
  ctx: AppContext,
  message: InboundReply,
): Promise<{ outcome: ReplyOutcome; reply: string }> {
  const texts = replyTexts(ctx);
  const help = { outcome: "help" as const, reply: texts.help };
  if (message.keyword !== null && HELP_WORDS.has(message.keyword)) return help;
  const now = ctx.now();
  const since = new Date(now.getTime() - ctx.config.replyWindowHours * 3_600_000);
  // Unknown numbers and numbers we texted no alert lately get the same answer: nothing tells a
  // stranger whether a number is subscribed.
  const texted: TextedAlert[] = message.phone
    ? await findAlertsTextedTo(ctx.database.db, message.phone, since)
    : [];
  const latest = texted[0];
  if (!latest) return help;
  const ended = (a: TextedAlert) => (publicOutcomeOf(a.outcome) === "found" ? texts.found : texts.closed);
  if (message.keyword === "STATUS")
    return { outcome: "status", reply: latest.isActive ? texts.active(latest.name) : ended(latest) };
  const text = message.body.trim();
  if (text === "") return help;
  // The most recent alert still open: a reply after a case closed is about one still searched for.
  const alert = texted.find((a) => a.isActive);
  if (!alert) return { outcome: "closed", reply: ended(latest) };
  if (!message.messageId) throw invalid("MessageSid: is required", "MessageSid");
  await recordReplySighting(ctx, {
    alertId: alert.alertId,
    channel: message.channel,
    phone: message.phone!,
    text,
    receivedAt: now,
    providerMessageId: message.messageId,
  });
  // A replayed webhook is answered the same way: it is repeated when the provider got no
  // answer, and then the first thank-you never reached the sender.
  return { outcome: "sighting", reply: texts.thanks(alert.name, text.length < SIGHTING_DESCRIPTION_MIN) };
}
