import { setImmediate as nextTurn } from "node:timers/promises";
import type { AppContext } from "../../context";
import { loggableError } from "../../db/loggable-error";
import { holdStepUntil, listDueSteps, nextDueStepAt } from "./area.repo";
import { runDueStep } from "./area.service";

// The search area's scheduler: it runs the growth steps that are due. Steps are rows with due
// times in the database, so nothing scheduled lives only in this process: a restart loses none,
// and every instance may run a scheduler. A step runs in batches, each one transaction that locks
// its alert's row (SKIP LOCKED: another instance's step is left to it) and queues the nearest
// people of the ring not yet queued; the last batch marks the step done, so a ring is queued
// exactly once however its batches fall. After each batch commits, `alert.area_changed` wakes the
// dispatcher (the nearest are being sent to while the rest are written) and clears the public
// views. Before each batch the scheduler hands the process over to the event loop: on the
// embedded database a batch runs on this thread, and batches chained through promises alone would
// leave no turn for the dispatcher's provider calls (or any timer) until the whole ring was
// queued. The scheduler sleeps until the next due step (a timer set for its due time, woken early
// by reviews and staff actions), and polls, so steps of areas changed on another instance are not
// missed.

export interface SchedulerLogger {
  error(object: object, message: string): void;
}

export interface AreaSchedulerOptions {
  ctx: AppContext;
  logger?: SchedulerLogger;
  /** The longest sleep without looking (default: the configuration's SCHEDULER_POLL_SECONDS). */
  pollMs?: number;
}

/** A step that failed waits this long before it is tried again (by any instance). */
export const FAILED_STEP_RETRY_MS = 60_000;

async function holdFailedStep(ctx: AppContext, stepId: number, now: Date, error: unknown) {
  await holdStepUntil(ctx.database.db, stepId, new Date(now.getTime() + FAILED_STEP_RETRY_MS));
  return loggableError(error);
}

/** Steps looked at per round trip. */
const BATCH = 20;

export class AreaScheduler {
  private readonly ctx: AppContext;
  private readonly pollMs: number;
  private running: Promise<void> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | null = null;
  private started = false;
  private stopped = false;
  private unsubscribe: Array<() => void> = [];

  constructor(private readonly options: AreaSchedulerOptions) {
    this.ctx = options.ctx;
    this.pollMs = options.pollMs ?? options.ctx.config.scheduler.pollMs;
  }

  /** Runs at once (steps that fell due while no instance ran), then on events and on a timer. */
  start(): void {
    if (this.started || this.stopped) return;
    this.started = true;
    const wake = () => this.wake();
    const events = this.ctx.events;
    this.unsubscribe = [
      events.on("alert.verified", wake),
      events.on("sighting.verified", wake),
      events.on("alert.area_changed", wake),
    ];
    this.wake();
  }

  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    for (const off of this.unsubscribe) off();
    if (this.timer) clearTimeout(this.timer);
    await this.running?.catch(() => {});
  }

  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    this.again = false;
    this.running = this.runDue()
      .then(() => this.scheduleNext())
      .catch((error) => {
        this.options.logger?.error({ err: error }, "search-area scheduler failed; retrying on the next poll");
        this.schedule(this.pollMs);
      })
      .finally(() => {
        this.running = null;
        if (this.again) this.wake();
      });
  }

  /**
   * Runs every step due now (by the app's clock), batch by batch, each batch in its own
   * transaction, and returns how many steps it completed. Steps another instance holds are left
   * to it. Tests and scripts call it directly.
   */
  async runDue(): Promise<number> {
    let ran = 0;
    const failed = new Set<number>();
    while (!this.stopped) {
      const now = this.ctx.now();
      const candidates = (await listDueSteps(this.ctx.database.db, now, BATCH)).filter(
        (c) => !failed.has(c.id),
      );
      let progressed = false;
      for (const candidate of candidates) {
        if (this.stopped) break;
        // Whatever was woken by the last batch (the dispatcher's claim and provider calls, answers
        // arrived meanwhile) runs before this one takes the thread and the database again.
        await nextTurn();
        if (this.stopped) break;
        try {
          const outcome = await runDueStep(this.ctx, candidate, now);
          if (outcome.kind === "skipped") continue;
          progressed = true;
          if (outcome.kind === "ran" && outcome.complete) ran += 1;
          const queued = outcome.kind === "ran" ? outcome.queued : 0;
          this.ctx.events.emit("alert.area_changed", { alertId: outcome.alertId, queued });
        } catch (error) {
          failed.add(candidate.id);
          const err = await holdFailedStep(this.ctx, candidate.id, now, error).catch(() => error);
          this.options.logger?.error({ err, stepId: candidate.id }, "search-area step failed; held back");
        }
      }
      if (!progressed) break;
    }
    return ran;
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.wake();
    }, delayMs);
    this.timer.unref();
  }

  /** Sleeps until the next due step, at most the poll interval; a step due but held by another instance: soon. */
  private async scheduleNext(): Promise<void> {
    const at = await nextDueStepAt(this.ctx.database.db);
    const wait = at ? at.getTime() - this.ctx.now().getTime() : this.pollMs;
    const delay = wait <= 0 ? Math.min(this.pollMs, 1_000) : Math.min(this.pollMs, Math.max(20, wait));
    this.schedule(delay);
  }
}

export function createAreaScheduler(options: AreaSchedulerOptions): AreaScheduler {
  return new AreaScheduler(options);
}
