import { createHash, randomBytes } from "node:crypto";
import {
  type ManagedPush,
  PUSH_TICKET_EXPIRED_MESSAGE,
  PUSH_TICKET_MINUTES,
  PUSH_TICKET_PATTERN,
} from "@shared/push";
import type { PushSubscriptionData } from "@shared/push.schema";
import { INVALID_LINK_MESSAGE, UNSUBSCRIBE_TOKEN_PATTERN } from "@shared/subscribers";
import type { AppContext } from "../../context";
import type { Db } from "../../db/client";
import { invalid, notFound } from "../../errors";
import { pushEndpointProblem } from "../../notifications/push-endpoint";
import {
  deleteSubscriberPush,
  hasPushSubscription,
  savePushSubscription,
} from "../../notifications/push-subscriptions.repo";
import { loadVapidKeys } from "../../notifications/vapid";
import { findByToken } from "../subscribers/subscribers.repo";
import { findPushTicket, rewritePushTicket, savePushTicket } from "./push-tickets.repo";

// Web push for subscribers (decision 015): the VAPID public key browsers subscribe with, and
// the push subscription stored against a subscriber, by the subscribe form or the supporter
// pop-up's ticket (a new subscriber only, from the browser that created it) or by the holder of
// the subscription's link (manage page). Nobody else can attach a browser to a subscription.
// The endpoint is never returned or logged.

export async function vapidPublicKey(ctx: AppContext): Promise<string> {
  return (await loadVapidKeys(ctx.database.db, ctx.config.notifications.vapid, ctx.now())).publicKey;
}

/**
 * The server will POST to the endpoint, so it must be a known push service's https address
 * (PUSH_SERVICE_HOSTS, default port); the sender checks the address it resolves to. Tests may
 * allow local fakes.
 */
export function checkPushEndpoint(ctx: AppContext, push: PushSubscriptionData, within = "push."): void {
  const problem = pushEndpointProblem(push.endpoint, ctx.config.notifications.vapid);
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

async function subscriberOfLink(ctx: AppContext, token: string) {
  const row = UNSUBSCRIBE_TOKEN_PATTERN.test(token) ? await findByToken(ctx.database.db, token) : undefined;
  if (!row) throw notFound(INVALID_LINK_MESSAGE);
  return row;
}

export async function managedPush(ctx: AppContext, token: string): Promise<ManagedPush> {
  const row = await subscriberOfLink(ctx, token);
  return { enabled: await hasPushSubscription(ctx.database.db, row.id) };
}

/** The link's holder turns alerts on this phone on (or moves them to this phone). */
export async function enablePush(
  ctx: AppContext,
  token: string,
  push: PushSubscriptionData,
): Promise<ManagedPush> {
  checkPushEndpoint(ctx, push, "");
  const row = await subscriberOfLink(ctx, token);
  await storePush(ctx.database.db, row.id, push, ctx.now());
  return { enabled: true };
}

export async function disablePush(ctx: AppContext, token: string): Promise<ManagedPush> {
  const row = await subscriberOfLink(ctx, token);
  await deleteSubscriberPush(ctx.database.db, row.id);
  return { enabled: false };
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

/** The supporter pop-up turns alerts on this phone on for the subscription it just created. */
export async function enablePushWithTicket(
  ctx: AppContext,
  ticket: string,
  push: PushSubscriptionData,
): Promise<ManagedPush> {
  checkPushEndpoint(ctx, push, "");
  const db = ctx.database.db;
  const attaching = ticketHash(ticket);
  const stored = PUSH_TICKET_PATTERN.test(ticket)
    ? await findPushTicket(db, [attaching, inertTicketHash(ticket)], ctx.now())
    : null;
  if (!stored) throw notFound(PUSH_TICKET_EXPIRED_MESSAGE);
  if (stored.hash === attaching) await storePush(db, stored.subscriberId, push, ctx.now());
  // An inert ticket: the same database work and the same answer, nothing attached.
  else await rewritePushTicket(db, stored.hash);
  return { enabled: true };
}
