import { AUDIT_ACTIONS } from "../../../../shared/moderation";
import { isServedPhotoUrl } from "../../../../shared/photos";
import {
  INVALID_LINK_MESSAGE,
  UNSUBSCRIBE_TOKEN_PATTERN,
  WHATSAPP_NEEDS_PHONE_MESSAGE,
} from "../../../../shared/subscribers";
import type { ManagedSubscription, UpdateSubscriptionData } from "../../../../shared/subscribers.schema";
import type { AppContext } from "../../context";
import { invalid, notFound } from "../../errors";
import { maskEmail } from "../../notifications/mask";
import { recordAudit } from "../audit/audit.service";
import { publicLocalityOf } from "./locality";
import {
  anonymiseDeliveries,
  deletePhotoById,
  deleteSubscriber,
  findByToken,
  findByTokenForUpdate,
  forgetReplyContact,
  type SubscriberChanges,
  type SubscriberRow,
  updateByToken,
} from "./subscribers.repo";

// "Manage my alerts": the holder of a subscription's link (sent only to the contact on file)
// sees it and changes the name, the area, the WhatsApp choice, and whether alerts are on.
// Nothing else can change a subscription from outside (design.md, Privacy rules).

/** "+592 ***-**11": enough for the owner to recognise the number, not to read it. */
export function maskPhoneForOwner(phone: string): string {
  const last = phone.slice(-2);
  if (phone.startsWith("+592")) return `+592 ***-**${last}`;
  return `+*** ***-**${last}`;
}

export function managedView(row: SubscriberRow): ManagedSubscription {
  return {
    name: row.name,
    locality: row.publicLocality,
    hasPin: row.latitude !== null && row.longitude !== null,
    email: row.email ? maskEmail(row.email) : null,
    phone: row.phone ? maskPhoneForOwner(row.phone) : null,
    whatsappEnabled: row.whatsappEnabled,
    smsOptedOut: row.smsOptOutDate !== null,
    isActive: row.isActive,
  };
}

async function subscriberOfLink(ctx: AppContext, token: string): Promise<SubscriberRow> {
  const row = UNSUBSCRIBE_TOKEN_PATTERN.test(token) ? await findByToken(ctx.database.db, token) : undefined;
  if (!row) throw notFound(INVALID_LINK_MESSAGE);
  return row;
}

export async function managedSubscription(ctx: AppContext, token: string): Promise<ManagedSubscription> {
  return managedView(await subscriberOfLink(ctx, token));
}

/** What the owner's changes write; what was left out is kept. */
export function changesFromOwner(
  row: SubscriberRow,
  data: UpdateSubscriptionData,
  now: Date,
): SubscriberChanges {
  const changes: SubscriberChanges = {};
  if (data.name !== undefined) changes.name = data.name;
  if (data.location !== undefined) {
    changes.location = data.location;
    changes.publicLocality = publicLocalityOf(data.location);
    changes.latitude = data.latitude ?? null;
    changes.longitude = data.longitude ?? null;
  }
  if (data.whatsappEnabled === true && !row.whatsappEnabled) {
    if (!row.phone) throw invalid(`whatsappEnabled: ${WHATSAPP_NEEDS_PHONE_MESSAGE}`, "whatsappEnabled");
    Object.assign(changes, { whatsappEnabled: true, whatsappStatus: "opted_in", whatsappOptInDate: now });
  } else if (data.whatsappEnabled === false && row.whatsappEnabled) {
    Object.assign(changes, { whatsappEnabled: false, whatsappStatus: "opted_out", whatsappOptOutDate: now });
  }
  if (data.isActive !== undefined) changes.isActive = data.isActive;
  return changes;
}

export async function updateManagedSubscription(
  ctx: AppContext,
  token: string,
  data: UpdateSubscriptionData,
): Promise<ManagedSubscription> {
  const row = await subscriberOfLink(ctx, token);
  const changes = changesFromOwner(row, data, ctx.now());
  if (Object.keys(changes).length === 0) return managedView(row);
  const updated = await updateByToken(ctx.database.db, token, changes);
  if (!updated) throw notFound(INVALID_LINK_MESSAGE);
  ctx.events.emit("subscriber.changed", { subscriberId: updated.id });
  return managedView(updated);
}

/**
 * "Delete my data", confirmed by the link's holder: the subscriber's row (name, contacts,
 * address, coordinates), their photo, the text of every message sent to them and their number
 * on sightings they sent by SMS/WhatsApp go, in one transaction; their delivery rows stay as
 * anonymous counts. The audit row names the
 * subscriber's id only. The link stops working: a second call is the invalid-link 404.
 */
export async function deleteSubscriberData(ctx: AppContext, token: string): Promise<void> {
  if (!UNSUBSCRIBE_TOKEN_PATTERN.test(token)) throw notFound(INVALID_LINK_MESSAGE);
  const id = await ctx.database.db.transaction(async (tx) => {
    const row = await findByTokenForUpdate(tx, token);
    if (!row) throw notFound(INVALID_LINK_MESSAGE);
    const deliveries = await anonymiseDeliveries(tx, row.id, ctx.now());
    const replies = row.phone ? await forgetReplyContact(tx, row.phone) : 0;
    const photo = row.profilePhotoUrl;
    const photoId = photo && isServedPhotoUrl(photo) ? photo.slice(photo.lastIndexOf("/") + 1) : null;
    const photoDeleted = photoId ? await deletePhotoById(tx, photoId) : false;
    await deleteSubscriber(tx, row.id);
    await recordAudit(tx, null, {
      action: AUDIT_ACTIONS.subscriberDeleteData,
      entityType: "subscriber",
      entityId: row.id,
      details: { deliveries, replies, photoDeleted },
    });
    return row.id;
  });
  ctx.events.emit("subscriber.changed", { subscriberId: id });
}
