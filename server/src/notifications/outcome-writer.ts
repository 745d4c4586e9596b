import type { NotificationChannel } from "@shared/notifications";
import type { Db } from "../db/client";
import { loggableError } from "../db/loggable-error";
import type { NotificationLogger } from "./channels/log";
import type { TransportName } from "./channels/types";
import { type ClaimFence, type FencedOutcome, type Outcome, recordOutcomes } from "./outbox.repo";

// Outcomes are written in small groups rather than one commit per message: on the embedded
// database every commit is a disk flush (tens of milliseconds on a busy disk), which would
// cap a fan-out at a few dozen messages a second. A group is written when it reaches
// FLUSH_SIZE or FLUSH_AFTER_MS after its first outcome. A crash loses at most the unwritten
// group's outcomes: those rows keep their claim, and whoever takes them over after the lease
// asks the provider before sending again.

const FLUSH_SIZE = 100;
const FLUSH_AFTER_MS = 20;

/** Which channel and provider an outcome belongs to. */
export interface OutcomeSource {
  channel: NotificationChannel;
  provider: TransportName;
}

/**
 * Told of each outcome once it is written, never of one whose claim was lost meanwhile (the
 * metrics count sends, failures and retries with it). It must not throw.
 */
export interface OutcomeObserver {
  recorded(source: OutcomeSource, kind: Outcome["kind"]): void;
}

type PendingOutcome = FencedOutcome & { source: OutcomeSource };

export class OutcomeWriter {
  private pending: PendingOutcome[] = [];
  private timer: NodeJS.Timeout | null = null;
  /** The write in progress, if any. */
  private writing: Promise<void> | null = null;
  /** The write that starts when the one in progress ends; it takes everything recorded by then. */
  private queued: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
    private readonly logger: NotificationLogger,
    private readonly observer?: OutcomeObserver,
  ) {}

  record(fence: ClaimFence, outcome: Outcome, source: OutcomeSource): void {
    this.pending.push({ fence, outcome, at: this.now(), source });
    if (this.pending.length >= FLUSH_SIZE) void this.flush();
    else if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), FLUSH_AFTER_MS);
      this.timer.unref();
    }
  }

  /**
   * Writes everything recorded so far; resolves when it is committed. One write at a time, in
   * order, so a later outcome never lands before an earlier one. Whoever asks while a write is
   * in progress joins the next one (group commit): many senders each waiting for their own
   * outcome cost one commit per round trip, not one each.
   */
  flush(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    if (this.queued) return this.queued;
    if (!this.writing) return this.startWrite();
    this.queued = this.writing.then(() => {
      this.queued = null;
      return this.startWrite();
    });
    return this.queued;
  }

  private startWrite(): Promise<void> {
    const group = this.pending;
    this.pending = [];
    const write = this.write(group).finally(() => {
      if (this.writing === write) this.writing = null;
    });
    this.writing = write;
    return write;
  }

  private async write(group: PendingOutcome[]): Promise<void> {
    if (group.length === 0) return;
    try {
      const changed = await recordOutcomes(this.db, group);
      if (this.observer)
        for (const o of group) if (changed.has(o.fence.id)) this.observer.recorded(o.source, o.outcome.kind);
      const lost = group.filter((o) => !changed.has(o.fence.id));
      if (lost.length > 0) {
        this.logger.warn(
          { notificationIds: lost.map((o) => o.fence.id) },
          "claims lost before their outcome was recorded (taken over after the lease)",
        );
      }
    } catch (error) {
      // The rows keep their claim and are taken over, and checked, once the lease ends.
      this.logger.error(
        { err: loggableError(error), count: group.length },
        "could not record notification outcomes",
      );
    }
  }
}
