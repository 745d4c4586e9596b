import type { ManagedPush, PushSubscriptionData } from "../../../../shared/push";
import { INVALID_LINK_MESSAGE, UNSUBSCRIBE_TOKEN_PATTERN } from "../../../../shared/subscribers";
import type { AppContext } from "../../context";
import type { Db } from "../../db/client";
import { invalid, notFound } from "../../errors";
import {
  deleteSubscriberPush,
  hasPushSubscription,
  savePushSubscription,
} from "../../notifications/push-subscriptions.repo";
import { loadVapidKeys } from "../../notifications/vapid";
import { findByToken } from "../subscribers/subscribers.repo";

// Web push for subscribers (decision 015): the VAPID public key browsers subscribe with, and
// the push subscription stored against a subscriber, by the subscribe form (a new subscriber
// only) or by the holder of the subscription's link (manage page). Nobody else can attach a
// browser to a subscription. The endpoint is never returned or logged.

export async function vapidPublicKey(ctx: AppContext): Promise<string> {
  return (await loadVapidKeys(ctx.database.db, ctx.config.notifications.vapid, ctx.now())).publicKey;
}

const PRIVATE_HOST = /^(localhost|.*\.localhost|.*\.local|.*\.internal|\[.*\]|\d+\.\d+\.\d+\.\d+)$/i;

/**
 * The server will POST to the endpoint, so it must be a push service on the internet: https on
 * a public host name (no IP literal, no local name). Tests may allow local fakes.
 */
export function checkPushEndpoint(ctx: AppContext, push: PushSubscriptionData, field = "push"): void {
  if (ctx.config.notifications.vapid.allowLocalEndpoints) return;
  const url = new URL(push.endpoint);
  if (url.protocol !== "https:" || PRIVATE_HOST.test(url.hostname))
    throw invalid("must be a push service's https address", `${field}.endpoint`);
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
  checkPushEndpoint(ctx, push, "endpoint");
  const row = await subscriberOfLink(ctx, token);
  await storePush(ctx.database.db, row.id, push, ctx.now());
  return { enabled: true };
}

export async function disablePush(ctx: AppContext, token: string): Promise<ManagedPush> {
  const row = await subscriberOfLink(ctx, token);
  await deleteSubscriberPush(ctx.database.db, row.id);
  return { enabled: false };
}
