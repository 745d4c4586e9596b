/**
 * Counts failed attempts per key in a fixed window and blocks the key once it reaches the
 * limit, until the window ends. Only failures count, so a member of staff who signs in
 * correctly is never slowed down. In memory: each server instance keeps its own counts.
 */
export class FailureLimiter {
  private readonly entries = new Map<string, { failures: number; resetAt: number }>();

  constructor(
    private readonly maxFailures: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds to wait before trying again, or 0 when every key may try. */
  retryAfterSeconds(keys: string[]): number {
    const now = this.now();
    let wait = 0;
    for (const key of keys) {
      const entry = this.entries.get(key);
      if (!entry) continue;
      if (entry.resetAt <= now) {
        this.entries.delete(key);
        continue;
      }
      if (entry.failures >= this.maxFailures) wait = Math.max(wait, Math.ceil((entry.resetAt - now) / 1000));
    }
    return wait;
  }

  recordFailure(keys: string[]): void {
    const now = this.now();
    if (this.entries.size > 50_000) this.prune(now);
    for (const key of keys) {
      const entry = this.entries.get(key);
      if (!entry || entry.resetAt <= now) {
        this.entries.set(key, { failures: 1, resetAt: now + this.windowMs });
      } else {
        entry.failures += 1;
      }
    }
  }

  reset(keys: string[]): void {
    for (const key of keys) this.entries.delete(key);
  }

  private prune(now: number): void {
    for (const [key, entry] of this.entries) if (entry.resetAt <= now) this.entries.delete(key);
  }
}
