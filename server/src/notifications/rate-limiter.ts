// Per-channel send rate: a token bucket of capacity `burst` refilled at `perSecond`. Takers
// are served in order. With the default burst of 1 it paces sends at least 1/perSecond apart,
// measured from when each send was actually let through, so timer lateness never lets a
// burst through and no window of one second ever holds more than perSecond sends.

export class RateLimiter {
  private tokens: number;
  private last: number;
  private queue: Promise<void> = Promise.resolve();

  constructor(
    readonly perSecond: number,
    private readonly burst = 1,
    private readonly clock: () => number = () => performance.now(),
  ) {
    this.tokens = burst;
    this.last = clock();
  }

  get unlimited(): boolean {
    return !(this.perSecond > 0);
  }

  /** Resolves when one send may start; rejects if the signal aborts first (shutdown). */
  take(signal?: AbortSignal): Promise<void> {
    if (this.unlimited) return Promise.resolve();
    const turn = this.queue.then(() => this.acquire(signal));
    // The next taker waits for this one whether it succeeded or was aborted.
    this.queue = turn.catch(() => {});
    return turn;
  }

  private refill(): void {
    const now = this.clock();
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.last) * this.perSecond) / 1000);
    this.last = now;
  }

  private async acquire(signal?: AbortSignal): Promise<void> {
    for (;;) {
      if (signal?.aborted) throw signal.reason ?? new Error("aborted");
      this.refill();
      if (this.tokens >= 1) {
        this.tokens -= 1;
        return;
      }
      const waitMs = Math.max(1, Math.ceil(((1 - this.tokens) * 1000) / this.perSecond));
      await sleep(waitMs, signal);
    }
  }
}

export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason ?? new Error("aborted"));
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason ?? new Error("aborted"));
    };
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}
