import { randomBytes } from "node:crypto";
import { DEFAULT_LANGUAGE } from "@shared/languages";
import {
  INVALID_LINK_MESSAGE,
  minuteOfTime,
  RECENT_SUPPORTERS_MAX,
  SUBSCRIBER_CACHE_TTL_MS,
  unsubscribePath,
} from "@shared/subscribers";
import type {
  CreateSubscriberData,
  PublicSubscriber,
  SubscribeResult,
  SubscriberCount,
} from "@shared/subscribers.schema";
import { LoadingCache } from "../../cache";
import type { AppContext } from "../../context";
import { notFound } from "../../errors";
import {
  checkPushEndpoint,
  issueInertPushTicket,
  issuePushTicket,
  type NotificationLogger,
  randomPushTicket,
  storePush,
} from "../../notifications";
import { type EncodedPhoto, encodePhotoFromDataUrl, storeJpegPhoto } from "../photos/photos.service";
import { publicLocalityOf } from "./locality";
import { insertPlaces } from "./places.repo";
import { ResubscribeNotices } from "./resubscribe-notice";
import {
  countActiveSubscribers,
  deactivateByToken,
  findByEmailOrPhone,
  insertSubscriber,
  listRecentPublic,
  type SubscriberRow,
} from "./subscribers.repo";

/**
 * The link a notification carries so its recipient can stop alerts with one click:
 * PUBLIC_URL + /unsubscribe/{token}.
 */
export function unsubscribeLink(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/$/, "")}${unsubscribePath(token)}`;
}

export function newUnsubscribeToken(): string {
  return randomBytes(24).toString("base64url");
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth += 1) {
    if ((e as { code?: unknown }).code === "23505") return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

const toPublic = (row: {
  id: number;
  name: string;
  profilePhotoUrl: string | null;
  publicLocality: string | null;
}): PublicSubscriber => ({
  id: row.id,
  name: row.name,
  profilePhotoUrl: row.profilePhotoUrl,
  location: row.publicLocality,
});

export class SubscribersService {
  /**
   * The count and the newest supporters, kept until a subscriber changes (or for a short time,
   * so several server instances converge without hearing each other's events).
   */
  private readonly cache = new LoadingCache<SubscriberCount | PublicSubscriber[]>({
    max: 2,
    ttlMs: SUBSCRIBER_CACHE_TTL_MS,
  });
  private readonly notices: ResubscribeNotices;
  private readonly stopListening: () => void;

  constructor(
    private readonly ctx: AppContext,
    logger: NotificationLogger,
  ) {
    this.notices = new ResubscribeNotices(ctx, logger);
    // Any module that changes a subscriber (this one, admin tools) emits subscriber.changed.
    this.stopListening = ctx.events.on("subscriber.changed", () => this.cache.clear());
  }

  /** Resolves once the notices queued so far have gone out (tests; shutdown). */
  noticesSettled(): Promise<void> {
    return this.notices.settled();
  }

  async dispose(): Promise<void> {
    this.stopListening();
    await this.notices.close();
  }

  /**
   * Number of active subscribers (cached; cheap to poll): the same object until a subscriber
   * changes or the TTL ends, so the route can send it serialized once.
   */
  count(): Promise<SubscriberCount> {
    return this.cache.get("count", async () => ({
      count: await countActiveSubscribers(this.ctx.database.db),
    }));
  }

  /** The newest active subscribers, newest first, as the public may see them. */
  async recent(limit: number): Promise<PublicSubscriber[]> {
    const recent = await this.cache.get("recent", async () =>
      (await listRecentPublic(this.ctx.database.db, RECENT_SUPPORTERS_MAX)).map(toPublic),
    );
    return recent.slice(0, limit);
  }

  /**
   * Subscribes a new phone or e-mail. A phone or e-mail already on file (active or not) changes
   * nothing: its owner is sent their own link to change their alerts instead, and the answer
   * is the same as for a new subscription (privacy rules in docs/ARCHITECTURE.md).
   */
  async subscribe(data: CreateSubscriberData): Promise<SubscribeResult> {
    // The photo is checked either way, so a bad one gets the same 4xx whoever is on file.
    const photo = data.profilePhotoUrl
      ? await encodePhotoFromDataUrl(data.profilePhotoUrl, "profilePhotoUrl")
      : null;
    if (data.push) checkPushEndpoint(data.push, this.ctx.config.notifications.vapid);
    const db = this.ctx.database.db;
    let matches = await findByEmailOrPhone(db, data.email, data.phone);
    if (matches.length === 0) {
      try {
        const { row, pushTicket } = await this.insertNew(data, photo);
        this.ctx.events.emit("subscriber.changed", { subscriberId: row.id });
        return { status: "received", pushTicket };
      } catch (error) {
        // Another request took this e-mail or phone meanwhile: it is now on file.
        if (!isUniqueViolation(error)) throw error;
        matches = await findByEmailOrPhone(db, data.email, data.phone);
      }
    }
    this.notices.notify(
      matches.map((row) => ({
        subscriberId: row.id,
        byEmail: data.email !== null && row.email === data.email,
        byPhone: data.phone !== null && row.phone === data.phone,
      })),
    );
    // The ticket attaches nothing but answers as a new subscriber's does. Without a row to
    // hang it on (the contact deleted meanwhile), an unstored one, as for an expired ticket.
    const onFile = matches[0];
    const pushTicket = onFile
      ? await issueInertPushTicket(db, onFile.id, this.ctx.now())
      : randomPushTicket();
    return { status: "received", pushTicket };
  }

  /** The photo, the row and its places together, so a lost race leaves nothing behind. */
  private insertNew(
    data: CreateSubscriberData,
    photo: EncodedPhoto | null,
  ): Promise<{ row: SubscriberRow; pushTicket: string }> {
    const now = this.ctx.now();
    return this.ctx.database.db.transaction(async (tx) => {
      const photoUrl = photo ? await storeJpegPhoto(tx, photo) : null;
      const row = await insertSubscriber(tx, {
        name: data.name,
        email: data.email,
        phone: data.phone,
        location: data.location,
        publicLocality: publicLocalityOf(data.location),
        latitude: data.latitude ?? null,
        longitude: data.longitude ?? null,
        profilePhotoUrl: photoUrl,
        whatsappEnabled: data.whatsappEnabled ?? false,
        whatsappStatus: data.whatsappEnabled ? "opted_in" : "not_opted_in",
        whatsappOptInDate: data.whatsappEnabled ? now : null,
        unsubscribeToken: newUnsubscribeToken(),
        createdAt: now,
        quietStartMinute: data.quietHours ? minuteOfTime(data.quietHours.start) : null,
        quietEndMinute: data.quietHours ? minuteOfTime(data.quietHours.end) : null,
        drillOptIn: data.drillOptIn ?? false,
        language: data.language ?? DEFAULT_LANGUAGE,
      });
      await insertPlaces(tx, row.id, data.places ?? [], now);
      // Only a new subscription takes the browser's push subscription: one on file is the
      // contact owner's, whom the form's sender has not proved to be (decision 015).
      if (data.push) await storePush(tx, row.id, data.push, now);
      return { row, pushTicket: await issuePushTicket(tx, row.id, now) };
    });
  }

  /** The unsubscribe link: the subscriber stops receiving alerts. Repeating it is harmless. */
  async unsubscribe(token: string): Promise<void> {
    const row = await deactivateByToken(this.ctx.database.db, token);
    if (!row) throw notFound(INVALID_LINK_MESSAGE);
    this.ctx.events.emit("subscriber.changed", { subscriberId: row.id });
  }
}
