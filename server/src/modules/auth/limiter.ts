import type { Db } from "../../db/client";
import { clearFailures, findFailureCounts, recordFailures } from "./auth.repo";

/** One key's standing: failures in the current window, and seconds to wait (0: it may try). */
export interface KeyState {
  failures: number;
  retryAfterSeconds: number;
}

/**
 * Counts failed attempts per key in a fixed window and blocks the key once it reaches the
 * limit, until the window ends. Only failures count, so a member of staff who signs in
 * correctly is never slowed down. The counts live in the database (auth_failures): every
 * instance sees the same ones, so running more instances gives a guesser no more tries.
 */
export class FailureLimiter {
  constructor(
    private readonly db: Db,
    /** Keeps this limiter's keys apart from another's in the shared table. */
    private readonly purpose: string,
    private readonly maxFailures: number,
    private readonly windowMs: number,
    private readonly now: () => Date,
  ) {}

  private keysOf(keys: string[]): string[] {
    return keys.map((key) => `${this.purpose}:${key}`);
  }

  /**
   * Per key: failures counted in the current window, and the seconds to wait before it may try
   * again (0 when it may). One read for all the keys.
   */
  async state(keys: string[]): Promise<Map<string, KeyState>> {
    const now = this.now();
    const entries = await findFailureCounts(this.db, this.keysOf(keys), now);
    const byStoredKey = new Map(entries.map((entry) => [entry.key, entry]));
    return new Map(
      keys.map((key) => {
        const entry = byStoredKey.get(`${this.purpose}:${key}`);
        const locked = entry !== undefined && entry.failures >= this.maxFailures;
        const wait = locked ? Math.ceil((entry.resetAt.getTime() - now.getTime()) / 1000) : 0;
        return [key, { failures: entry?.failures ?? 0, retryAfterSeconds: wait }];
      }),
    );
  }

  /** Seconds to wait before trying again, or 0 when every key may try. */
  async retryAfterSeconds(keys: string[]): Promise<number> {
    const state = await this.state(keys);
    return Math.max(0, ...[...state.values()].map((s) => s.retryAfterSeconds));
  }

  async recordFailure(keys: string[]): Promise<void> {
    const now = this.now();
    await recordFailures(this.db, this.keysOf(keys), now, new Date(now.getTime() + this.windowMs));
  }

  async reset(keys: string[]): Promise<void> {
    await clearFailures(this.db, this.keysOf(keys));
  }
}
