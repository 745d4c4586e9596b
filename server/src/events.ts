import { EventEmitter } from "node:events";

/**
 * Domain events. Services emit them after their transaction commits; realtime and
 * notifications subscribe. Payloads carry ids, never personal data.
 */
export interface DomainEventMap {
  "alert.created": { alertId: number };
  /** queued: outbox messages the review wrote (the dispatcher wakes on this event). */
  "alert.verified": { alertId: number; byStaffId: number; queued: number };
  /** followUps: 'case closed' messages queued for everyone the alert reached. */
  "alert.resolved": { alertId: number; byStaffId: number | null; followUps: number };
  "alert.denied": { alertId: number; byStaffId: number };
  /** The police confirmed the case (byStaffId null: through an e-mailed link); public views say so. */
  "alert.police_confirmed": { alertId: number; byStaffId: number | null };
  /** Staff took a public alert down from a problem report: it leaves every public surface. */
  "alert.taken_down": { alertId: number; byStaffId: number };
  /** Staff changed who may see and pass on the alert (shared/sharing.ts): public views clear. */
  "alert.sharing_changed": { alertId: number; byStaffId: number };
  /** The case lifecycle job redacted (or purged) closed cases: their public record shrinks. */
  "alert.redacted": { alertIds: number[] };
  /**
   * The search area changed: a ring ran (queued: messages it wrote), a sighting added a circle,
   * or staff changed the level or the growth. The dispatcher and the scheduler wake; public views clear.
   */
  "alert.area_changed": { alertId: number; queued: number };
  "sighting.created": { sightingId: number; alertId: number };
  "sighting.verified": { sightingId: number; alertId: number; byStaffId: number };
  "subscriber.changed": { subscriberId: number };
  "chat.message_posted": { messageId: number; alertId: number | null };
  "chat.message_removed": { messageId: number; alertId: number | null };
  /** Outbox rows written outside a review (scripts, tests); reviews say so in their own event. */
  "notifications.queued": { alertId: number; count: number };
}

export type DomainEventName = keyof DomainEventMap;

export class DomainEvents {
  private readonly emitter = new EventEmitter();

  constructor() {
    this.emitter.setMaxListeners(50);
  }

  emit<K extends DomainEventName>(name: K, payload: DomainEventMap[K]): void {
    this.emitter.emit(name, payload);
  }

  on<K extends DomainEventName>(name: K, listener: (payload: DomainEventMap[K]) => void): () => void {
    this.emitter.on(name, listener);
    return () => this.emitter.off(name, listener);
  }
}
