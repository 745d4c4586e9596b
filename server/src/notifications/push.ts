import { createHash, randomBytes } from "node:crypto";
import { PUSH_TICKET_MINUTES } from "@shared/push";
import type { PushSubscriptionData } from "@shared/push.schema";
import type { Db } from "../db/client";
import { invalid } from "../errors";
import type { VapidConfig } from "./config";
import { pushEndpointProblem } from "./push-endpoint";
import { deleteSubscriberPush, hasPushSubscription, savePushSubscription } from "./push-subscriptions.repo";
import { findPushTicket, rewritePushTicket, savePushTicket } from "./push-tickets.repo";
import { loadVapidKeys } from "./vapid";

// Web push for subscribers (decision 015), kept where it is sent: the VAPID public key browsers
// subscribe with, where a subscription may point, and the subscription stored against a
// subscriber, by the subscribe form or the supporter pop-up's ticket (a new subscriber only,
// from the browser that created it) or by the holder of the subscription's link (manage page).
// Nobody else can attach a browser to a subscription. The endpoint is never returned or logged.

export async function vapidPublicKey(db: Db, config: VapidConfig, now: Date): Promise<string> {
  return (await loadVapidKeys(db, config, now)).publicKey;
}

/**
 * The server will POST to the endpoint, so it must be a known push service's https address
 * (PUSH_SERVICE_HOSTS, default port); the sender checks the address it resolves to. Tests may
 * allow local fakes.
 */
export function checkPushEndpoint(push: PushSubscriptionData, config: VapidConfig, within = "push."): void {
  const problem = pushEndpointProblem(push.endpoint, config);
  if (problem) throw invalid(problem, `${within}endpoint`);
}

export async function storePush(db: Db, subscriberId: number, push: PushSubscriptionData, now: Date) {
  await savePushSubscription(
    db,
    subscriberId,
    { endpoint: push.endpoint, p256dh: push.keys.p256dh, auth: push.keys.auth },
    now,
  );
}

/** Whether the subscriber gets alerts by push (a subscription is stored). */
export function hasPush(db: Db, subscriberId: number): Promise<boolean> {
  return hasPushSubscription(db, subscriberId);
}

/** Removes the subscriber's push subscription; true when there was one. */
export function removePush(db: Db, subscriberId: number): Promise<boolean> {
  return deleteSubscriberPush(db, subscriberId);
}

const ticketHash = (ticket: string) => createHash("sha256").update(ticket).digest("hex");
/**
 * The hash an inert ticket is stored under. Tickets are base64url, so no ticket's own hash
 * input starts with "inert:": the two kinds never share a hash.
 */
const inertTicketHash = (ticket: string) => createHash("sha256").update(`inert:${ticket}`).digest("hex");

/** 32 random base64url characters (PUSH_TICKET_PATTERN). */
export function randomPushTicket(): string {
  return randomBytes(24).toString("base64url");
}

const ticketExpiry = (now: Date) => new Date(now.getTime() + PUSH_TICKET_MINUTES * 60_000);

/** A ticket for a new subscriber, valid PUSH_TICKET_MINUTES: it can attach this browser's push. */
export async function issuePushTicket(db: Db, subscriberId: number, now: Date): Promise<string> {
  const ticket = randomPushTicket();
  await savePushTicket(db, { hash: ticketHash(ticket), subscriberId, expiresAt: ticketExpiry(now) }, now);
  return ticket;
}

/**
 * The ticket answering a form whose phone or e-mail is already on file: it attaches nothing,
 * yet it is stored like a new subscriber's (and goes with the contact's row), so using it
 * answers exactly as a new subscriber's ticket does and tells nobody the contact is on file.
 */
export async function issueInertPushTicket(db: Db, contactOnFileId: number, now: Date): Promise<string> {
  const ticket = randomPushTicket();
  const hash = inertTicketHash(ticket);
  await savePushTicket(db, { hash, subscriberId: contactOnFileId, expiresAt: ticketExpiry(now) }, now);
  return ticket;
}

/**
 * Attaches this browser's push with a ticket (the ticket must match PUSH_TICKET_PATTERN). False
 * when no valid ticket is stored under it; an inert ticket does the same database work and
 * attaches nothing.
 */
export async function attachPushWithTicket(
  db: Db,
  ticket: string,
  push: PushSubscriptionData,
  now: Date,
): Promise<boolean> {
  const attaching = ticketHash(ticket);
  const stored = await findPushTicket(db, [attaching, inertTicketHash(ticket)], now);
  if (!stored) return false;
  if (stored.hash === attaching) await storePush(db, stored.subscriberId, push, now);
  // An inert ticket: the same database work and the same answer, nothing attached.
  else await rewritePushTicket(db, stored.hash);
  return true;
}
