import { randomBytes } from "node:crypto";
import {
  type CreateSubscriberData,
  type PublicSubscriber,
  RECENT_SUPPORTERS_MAX,
  SUBSCRIBER_CACHE_TTL_MS,
  unsubscribePath,
} from "../../../../shared/subscribers";
import type { AppContext } from "../../context";
import { conflict, notFound } from "../../errors";
import { storeOptionalPhoto } from "../photos/photos.service";
import { publicLocalityOf } from "./locality";
import {
  countActiveSubscribers,
  deactivateByToken,
  findByEmailOrPhone,
  insertSubscriber,
  listRecentPublic,
  type SubscriberChanges,
  type SubscriberRow,
  updateSubscriber,
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

/**
 * A value loaded on demand and kept until invalidated (or for a short time, so several
 * server instances converge without hearing each other's events). Concurrent callers share
 * one load; a load that started before an invalidation is not cached.
 */
class CachedValue<T> {
  private value: { data: T; expiresAt: number } | undefined;
  private pending: Promise<T> | undefined;
  private generation = 0;

  constructor(
    private readonly load: () => Promise<T>,
    private readonly ttlMs: number,
  ) {}

  get(): Promise<T> {
    const now = performance.now();
    if (this.value && this.value.expiresAt > now) return Promise.resolve(this.value.data);
    if (this.pending) return this.pending;
    const generation = this.generation;
    const pending = this.load().then(
      (data) => {
        if (generation === this.generation) {
          this.value = { data, expiresAt: performance.now() + this.ttlMs };
          this.pending = undefined;
        }
        return data;
      },
      (error) => {
        if (this.pending === pending) this.pending = undefined;
        throw error;
      },
    );
    this.pending = pending;
    return pending;
  }

  invalidate(): void {
    this.generation += 1;
    this.value = undefined;
    this.pending = undefined;
  }
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
  private readonly countCache: CachedValue<number>;
  private readonly recentCache: CachedValue<PublicSubscriber[]>;
  readonly dispose: () => void;

  constructor(private readonly ctx: AppContext) {
    const db = ctx.database.db;
    this.countCache = new CachedValue(() => countActiveSubscribers(db), SUBSCRIBER_CACHE_TTL_MS);
    this.recentCache = new CachedValue(
      async () => (await listRecentPublic(db, RECENT_SUPPORTERS_MAX)).map(toPublic),
      SUBSCRIBER_CACHE_TTL_MS,
    );
    // Any module that changes a subscriber (this one, admin tools) emits subscriber.changed.
    this.dispose = ctx.events.on("subscriber.changed", () => {
      this.countCache.invalidate();
      this.recentCache.invalidate();
    });
  }

  /** Number of active subscribers (cached; cheap to poll). */
  count(): Promise<number> {
    return this.countCache.get();
  }

  /** The newest active subscribers, newest first, as the public may see them. */
  async recent(limit: number): Promise<PublicSubscriber[]> {
    return (await this.recentCache.get()).slice(0, limit);
  }

  /**
   * Subscribes, or, when the e-mail or phone is already subscribed, updates that subscriber
   * (and re-activates it) instead of creating a duplicate.
   */
  async subscribe(data: CreateSubscriberData): Promise<PublicSubscriber> {
    try {
      return await this.subscribeOnce(data);
    } catch (error) {
      // Two requests for the same new e-mail raced; the second now finds the first and updates it.
      if (isUniqueViolation(error)) return this.subscribeOnce(data);
      throw error;
    }
  }

  private async subscribeOnce(data: CreateSubscriberData): Promise<PublicSubscriber> {
    const db = this.ctx.database.db;
    const matches = await findByEmailOrPhone(db, data.email, data.phone);
    if (matches.length > 1) {
      throw conflict(
        "This e-mail address and this phone number belong to two different subscriptions. Please subscribe with only one of them.",
      );
    }
    const existing = matches[0];
    const photoUrl = await storeOptionalPhoto(db, data.profilePhotoUrl, "profilePhotoUrl");
    const now = this.ctx.now();
    const row = existing
      ? await updateSubscriber(db, existing.id, this.changesFor(existing, data, photoUrl, now))
      : await insertSubscriber(db, {
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
        });
    this.ctx.events.emit("subscriber.changed", { subscriberId: row.id });
    return toPublic(row);
  }

  /** What a repeat subscription changes: what was given; what was left out is kept. */
  private changesFor(
    existing: SubscriberRow,
    data: CreateSubscriberData,
    photoUrl: string | null,
    now: Date,
  ): SubscriberChanges {
    const changes: SubscriberChanges = { name: data.name, isActive: true };
    if (data.email) changes.email = data.email;
    if (data.phone) changes.phone = data.phone;
    if (data.location) {
      changes.location = data.location;
      changes.publicLocality = publicLocalityOf(data.location);
      changes.latitude = data.latitude ?? null;
      changes.longitude = data.longitude ?? null;
    }
    if (photoUrl) changes.profilePhotoUrl = photoUrl;
    if (data.whatsappEnabled === true && !existing.whatsappEnabled) {
      Object.assign(changes, { whatsappEnabled: true, whatsappStatus: "opted_in", whatsappOptInDate: now });
    } else if (data.whatsappEnabled === false && existing.whatsappEnabled) {
      Object.assign(changes, {
        whatsappEnabled: false,
        whatsappStatus: "opted_out",
        whatsappOptOutDate: now,
      });
    }
    return changes;
  }

  /** The unsubscribe link: the subscriber stops receiving alerts. Repeating it is harmless. */
  async unsubscribe(token: string): Promise<void> {
    const row = await deactivateByToken(this.ctx.database.db, token);
    if (!row)
      throw notFound("This unsubscribe link is not valid. Please copy the whole link from the message.");
    this.ctx.events.emit("subscriber.changed", { subscriberId: row.id });
  }
}
