import type { Db } from "../../db/client";
import { clearFailures, findFailureCounts, recordFailures } from "./auth.repo";

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

  /** Failures counted in the current window for one key (0 when it has none). */
  async failures(key: string): Promise<number> {
    const [entry] = await findFailureCounts(this.db, this.keysOf([key]), this.now());
    return entry?.failures ?? 0;
  }

  /** Seconds to wait before trying again, or 0 when every key may try. */
  async retryAfterSeconds(keys: string[]): Promise<number> {
    const now = this.now();
    let wait = 0;
    for (const entry of await findFailureCounts(this.db, this.keysOf(keys), now)) {
      if (entry.failures >= this.maxFailures)
        wait = Math.max(wait, Math.ceil((entry.resetAt.getTime() - now.getTime()) / 1000));
    }
    return wait;
  }

  async recordFailure(keys: string[]): Promise<void> {
    const now = this.now();
    await recordFailures(this.db, this.keysOf(keys), now, new Date(now.getTime() + this.windowMs));
  }

  async reset(keys: string[]): Promise<void> {
    await clearFailures(this.db, this.keysOf(keys));
  }
}
