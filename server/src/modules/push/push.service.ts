import { type ManagedPush, PUSH_TICKET_EXPIRED_MESSAGE, PUSH_TICKET_PATTERN } from "@shared/push";
import type { PushSubscriptionData } from "@shared/push.schema";
import type { AppContext } from "../../context";
import { notFound } from "../../errors";
import {
  attachPushWithTicket,
  checkPushEndpoint,
  hasPush,
  vapidPublicKey as loadVapidPublicKey,
  removePush,
  storePush,
} from "../../notifications";
import { subscriberIdOfLink } from "../subscribers/manage.service";

// The HTTP side of web push (decision 015): the notification engine keeps the subscriptions,
// their tickets and the rules on where push may go (notifications/push.ts); these answer the
// manage page, which holds the subscription's link, and the supporter pop-up, which holds a ticket.

export function vapidPublicKey(ctx: AppContext): Promise<string> {
  return loadVapidPublicKey(ctx.database.db, ctx.config.notifications.vapid, ctx.now());
}

export async function managedPush(ctx: AppContext, token: string): Promise<ManagedPush> {
  const subscriberId = await subscriberIdOfLink(ctx, token);
  return { enabled: await hasPush(ctx.database.db, subscriberId) };
}

/** The link's holder turns alerts on this phone on (or moves them to this phone). */
export async function enablePush(
  ctx: AppContext,
  token: string,
  push: PushSubscriptionData,
): Promise<ManagedPush> {
  checkPushEndpoint(push, ctx.config.notifications.vapid, "");
  const subscriberId = await subscriberIdOfLink(ctx, token);
  await storePush(ctx.database.db, subscriberId, push, ctx.now());
  return { enabled: true };
}

export async function disablePush(ctx: AppContext, token: string): Promise<ManagedPush> {
  const subscriberId = await subscriberIdOfLink(ctx, token);
  await removePush(ctx.database.db, subscriberId);
  return { enabled: false };
}

/** The supporter pop-up turns alerts on this phone on for the subscription it just created. */
export async function enablePushWithTicket(
  ctx: AppContext,
  ticket: string,
  push: PushSubscriptionData,
): Promise<ManagedPush> {
  checkPushEndpoint(push, ctx.config.notifications.vapid, "");
  const attached =
    PUSH_TICKET_PATTERN.test(ticket) &&
    (await attachPushWithTicket(ctx.database.db, ticket, push, ctx.now()));
  if (!attached) throw notFound(PUSH_TICKET_EXPIRED_MESSAGE);
  return { enabled: true };
}
