// Per-channel send rate, enforced twice:
//
// 1. Pacing: a token bucket of capacity `burst` refilled at `perSecond`. Takers are served in
//    order. With the default burst of 1 sends leave at least 1/perSecond apart, measured from
//    when each was actually let through, so timer lateness never lets a burst through.
// 2. A ceiling on what the provider can count: a send may start only while fewer than
//    `ceiling` sends are in flight or were answered within the last second. A message reaches
//    the provider between being let through and being answered, however long the way (a
//    blocked event loop, a slow network), so no one-second window at the provider can hold
//    more than `ceiling` of them, even when pacing alone would let delayed sends bunch up.
//
// Every take() that resolves must be matched by one finish() when the provider has answered
// (or the call failed), or the ceiling counts that send as in flight for ever.

const WINDOW_MS = 1000;

export class RateLimiter {
  private tokens: number;
  private last: number;
  private queue: Promise<void> = Promise.resolve();
  private inFlight = 0;
  /** When recent sends were answered, oldest first (only the last WINDOW_MS matter). */
  private answered: number[] = [];

  constructor(
    readonly perSecond: number,
    private readonly options: {
      /** Most sends the provider may count in any second (default: perSecond). */
      ceiling?: number;
      burst?: number;
      clock?: () => number;
      /** How to wait (default: a timer); a test's controllable clock passes its own with `clock`. */
      sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
    } = {},
  ) {
    this.tokens = this.burst;
    this.last = this.clock();
  }

  private get burst(): number {
    return this.options.burst ?? 1;
  }

  private get ceiling(): number {
    return Math.max(1, Math.floor(this.options.ceiling ?? this.perSecond));
  }

  private clock(): number {
    return this.options.clock ? this.options.clock() : performance.now();
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

  /** The send a take() let through has been answered by the provider (or failed). */
  finish(): void {
    if (this.unlimited) return;
    this.inFlight = Math.max(0, this.inFlight - 1);
    this.answered.push(this.clock());
  }

  private refill(now: number): void {
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.last) * this.perSecond) / 1000);
    this.last = now;
  }

  /** How long until the ceiling allows another send (0: now); null while only in-flight sends block it. */
  private ceilingWait(now: number): number | null {
    while (this.answered.length > 0 && this.answered[0]! <= now - WINDOW_MS) this.answered.shift();
    if (this.inFlight + this.answered.length < this.ceiling) return 0;
    if (this.answered.length === 0) return null;
    return this.answered[0]! + WINDOW_MS - now;
  }

  private async acquire(signal?: AbortSignal): Promise<void> {
    for (;;) {
      if (signal?.aborted) throw signal.reason ?? new Error("aborted");
      const now = this.clock();
      this.refill(now);
      const ceilingWait = this.ceilingWait(now);
      if (this.tokens >= 1 && ceilingWait === 0) {
        this.tokens -= 1;
        this.inFlight += 1;
        return;
      }
      const tokenWait = this.tokens >= 1 ? 0 : ((1 - this.tokens) * 1000) / this.perSecond;
      // Blocked by calls still in flight: look again shortly (an answer may come at any time).
      const waitMs = Math.max(1, Math.ceil(Math.max(tokenWait, ceilingWait ?? 10)));
      await (this.options.sleep ?? sleep)(waitMs, signal);
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
