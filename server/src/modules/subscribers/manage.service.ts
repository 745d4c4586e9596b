import { DEFAULT_LANGUAGE, isLanguage } from "@shared/languages";
import { AUDIT_ACTIONS } from "@shared/moderation";
import { isServedPhotoUrl } from "@shared/photos";
import type { PlaceChangeData } from "@shared/subscriber-places.schema";
import {
  INVALID_LINK_MESSAGE,
  minuteOfTime,
  placeLabelOf,
  quietHoursOfMinutes,
  UNSUBSCRIBE_TOKEN_PATTERN,
  WHATSAPP_NEEDS_PHONE_MESSAGE,
} from "@shared/subscribers";
import type { ManagedSubscription, UpdateSubscriptionData } from "@shared/subscribers.schema";
import type { AppContext } from "../../context";
import type { Db } from "../../db/client";
import { invalid, notFound } from "../../errors";
import { maskEmail } from "../../notifications";
import { recordAudit } from "../audit/audit.service";
import { publicLocalityOf } from "./locality";
import { deletePlaces, insertPlaces, listPlaces, type PlaceRow, updatePlace } from "./places.repo";
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
// sees it and changes the name, the area, the WhatsApp choice, the other places, the quiet
// hours, the drills, and whether alerts are on. Nothing else can change a subscription from
// outside.

/** "+592 ***-**11": enough for the owner to recognise the number, not to read it. */
export function maskPhoneForOwner(phone: string): string {
  const last = phone.slice(-2);
  if (phone.startsWith("+592")) return `+592 ***-**${last}`;
  return `+*** ***-**${last}`;
}

/** The link may have been forwarded: a place shows as its kind and town, like the home address. */
export function managedView(row: SubscriberRow, places: PlaceRow[]): ManagedSubscription {
  return {
    name: row.name,
    locality: row.publicLocality,
    hasPin: row.latitude !== null && row.longitude !== null,
    email: row.email ? maskEmail(row.email) : null,
    phone: row.phone ? maskPhoneForOwner(row.phone) : null,
    whatsappEnabled: row.whatsappEnabled,
    smsOptedOut: row.smsOptOutDate !== null,
    isActive: row.isActive,
    places: places.map((place) => ({
      id: place.id,
      label: placeLabelOf(place.label),
      locality: publicLocalityOf(place.location),
    })),
    quietHours: quietHoursOfMinutes(row.quietStartMinute, row.quietEndMinute),
    drillOptIn: row.drillOptIn,
    language: isLanguage(row.language) ? row.language : DEFAULT_LANGUAGE,
  };
}

async function subscriberOfLink(ctx: AppContext, token: string): Promise<SubscriberRow> {
  const row = UNSUBSCRIBE_TOKEN_PATTERN.test(token) ? await findByToken(ctx.database.db, token) : undefined;
  if (!row) throw notFound(INVALID_LINK_MESSAGE);
  return row;
}

/** The subscriber a manage link names (the push routes act for its holder); 404 for any other. */
export async function subscriberIdOfLink(ctx: AppContext, token: string): Promise<number> {
  return (await subscriberOfLink(ctx, token)).id;
}

export async function managedSubscription(ctx: AppContext, token: string): Promise<ManagedSubscription> {
  const row = await subscriberOfLink(ctx, token);
  return managedView(row, await listPlaces(ctx.database.db, row.id));
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
  if (data.quietHours !== undefined) {
    changes.quietStartMinute = data.quietHours ? minuteOfTime(data.quietHours.start) : null;
    changes.quietEndMinute = data.quietHours ? minuteOfTime(data.quietHours.end) : null;
  }
  if (data.drillOptIn !== undefined) changes.drillOptIn = data.drillOptIn;
  if (data.language !== undefined) changes.language = data.language;
  return changes;
}

/**
 * Makes the subscriber's places the given list: places on file it names by id are kept (their
 * kind, or kind and point, changed), new ones are added, the rest removed. Whether anything changed.
 */
async function replacePlaces(
  db: Db,
  subscriberId: number,
  wanted: PlaceChangeData[],
  now: Date,
): Promise<boolean> {
  const current = new Map((await listPlaces(db, subscriberId)).map((place) => [place.id, place]));
  wanted.forEach((place, index) => {
    if (place.id !== undefined && !current.has(place.id)) {
      throw invalid(`places.${index}.id: is not one of your places`, `places.${index}.id`);
    }
  });
  const kept = new Set(wanted.map((place) => place.id));
  const removed = [...current.keys()].filter((id) => !kept.has(id));
  await deletePlaces(db, subscriberId, removed);
  let changed = removed.length > 0;
  for (const place of wanted) {
    const onFile = place.id === undefined ? undefined : current.get(place.id);
    if (!onFile) continue;
    const moved = place.location !== undefined;
    if (!moved && place.label === onFile.label) continue;
    await updatePlace(db, subscriberId, onFile.id, {
      label: place.label,
      ...(moved ? { location: place.location, latitude: place.latitude, longitude: place.longitude } : {}),
    });
    changed = true;
  }
  const added = wanted.filter((place) => place.id === undefined);
  await insertPlaces(
    db,
    subscriberId,
    added.map((place) => ({
      label: place.label,
      location: place.location!,
      latitude: place.latitude!,
      longitude: place.longitude!,
    })),
    now,
  );
  return changed || added.length > 0;
}

/**
 * The owner's changes, in one transaction on the locked row: two saves at once cannot leave more
 * places than the limit, and planning never sees half a change.
 */
export async function updateManagedSubscription(
  ctx: AppContext,
  token: string,
  data: UpdateSubscriptionData,
): Promise<ManagedSubscription> {
  if (!UNSUBSCRIBE_TOKEN_PATTERN.test(token)) throw notFound(INVALID_LINK_MESSAGE);
  const now = ctx.now();
  const result = await ctx.database.db.transaction(async (tx) => {
    const row = await findByTokenForUpdate(tx, token);
    if (!row) throw notFound(INVALID_LINK_MESSAGE);
    const changes = changesFromOwner(row, data, now);
    const updated =
      Object.keys(changes).length > 0 ? ((await updateByToken(tx, token, changes)) ?? row) : row;
    const placesChanged = data.places ? await replacePlaces(tx, row.id, data.places, now) : false;
    const places = await listPlaces(tx, row.id);
    return { view: managedView(updated, places), id: row.id, changed: updated !== row || placesChanged };
  });
  if (result.changed) ctx.events.emit("subscriber.changed", { subscriberId: result.id });
  return result.view;
}

/**
 * "Delete my data", confirmed by the link's holder: the subscriber's row (name, contacts,
 * address, coordinates, and with it their other places), their photo, the text of every message sent to them and their number
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
