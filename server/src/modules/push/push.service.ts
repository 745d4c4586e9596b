import { createHash, randomBytes } from "node:crypto";
import {
  type ManagedPush,
  PUSH_TICKET_EXPIRED_MESSAGE,
  PUSH_TICKET_MINUTES,
  PUSH_TICKET_PATTERN,
} from "../../../../shared/push";
import type { PushSubscriptionData } from "../../../../shared/push.schema";
import { INVALID_LINK_MESSAGE, UNSUBSCRIBE_TOKEN_PATTERN } from "../../../../shared/subscribers";
import type { AppContext } from "../../context";
import type { Db } from "../../db/client";
import { invalid, notFound } from "../../errors";
import {
  deleteSubscriberPush,
  hasPushSubscription,
  savePushSubscription,
} from "../../notifications/push-subscriptions.repo";
import { pushEndpointProblem } from "../../notifications/push-endpoint";
import { loadVapidKeys } from "../../notifications/vapid";
import { findByToken } from "../subscribers/subscribers.repo";
import { savePushTicket, subscriberOfPushTicket } from "./push-tickets.repo";

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
 * 32 random base64url characters (PUSH_TICKET_PATTERN). Unless issuePushTicket stores it, it
 * attaches nothing: the answer to a phone or e-mail already on file.
 */
export function randomPushTicket(): string {
  return randomBytes(24).toString("base64url");
}

/** A ticket for a new subscriber, valid PUSH_TICKET_MINUTES: it can attach this browser's push. */
export async function issuePushTicket(db: Db, subscriberId: number, now: Date): Promise<string> {
  const ticket = randomPushTicket();
  const expiresAt = new Date(now.getTime() + PUSH_TICKET_MINUTES * 60_000);
  await savePushTicket(db, { hash: ticketHash(ticket), subscriberId, expiresAt }, now);
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
  const subscriberId = PUSH_TICKET_PATTERN.test(ticket)
    ? await subscriberOfPushTicket(db, ticketHash(ticket), ctx.now())
    : null;
  if (subscriberId === null) throw notFound(PUSH_TICKET_EXPIRED_MESSAGE);
  await storePush(db, subscriberId, push, ctx.now());
  return { enabled: true };
}
