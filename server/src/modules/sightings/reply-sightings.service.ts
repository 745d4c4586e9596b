import type { AppContext } from "../../context";
import {
  findSightingByProviderMessageId,
  insertSightingOncePerMessage,
  type SightingRow,
} from "./sightings.repo";

// Sightings that arrive as replies to alert texts (decision 012). modules/webhooks decides that
// a message is such a reply and to which alert; this module owns the row it becomes.

export type ReplyChannel = "sms" | "whatsapp";

/** Where a reply's sighting was: a text reply has no place field (the description may name one). */
export const REPLY_LOCATION: Record<ReplyChannel, string> = {
  sms: "Not given (reply by SMS)",
  whatsapp: "Not given (reply by WhatsApp)",
};

export interface ReplySighting {
  alertId: number;
  channel: ReplyChannel;
  /** The sender's number (E.164): the reporter's contact, shown to moderators only. */
  phone: string;
  text: string;
  receivedAt: Date;
  /** The provider's message id (Twilio MessageSid): the same reply twice is one sighting. */
  providerMessageId: string;
}

/** A pending, unverified sighting of the alert, once per provider message. */
export async function recordReplySighting(
  ctx: AppContext,
  reply: ReplySighting,
): Promise<{ row: SightingRow; created: boolean }> {
  const db = ctx.database.db;
  const row = await insertSightingOncePerMessage(db, {
    alertId: reply.alertId,
    reporterName: null,
    reporterContact: reply.phone,
    location: REPLY_LOCATION[reply.channel],
    latitude: null,
    longitude: null,
    sightingTime: reply.receivedAt,
    description: reply.text.slice(0, 4000),
    isVerified: false,
    status: "pending",
    createdAt: reply.receivedAt,
    source: reply.channel,
    providerMessageId: reply.providerMessageId,
  });
  if (row) {
    ctx.events.emit("sighting.created", { sightingId: row.id, alertId: row.alertId });
    return { row, created: true };
  }
  const existing = await findSightingByProviderMessageId(db, reply.providerMessageId);
  if (!existing) throw new Error("a reply's sighting was neither stored nor found");
  return { row: existing, created: false };
}
