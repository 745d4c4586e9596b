import type { GatewayPhoneConfig } from "../config";
import { RateLimiter } from "../rate-limiter";

// The gateway's phones as one pool: which phone carries the next text, each phone's pace, and
// which phones are resting after a failure. A process keeps one pool per configuration, so the
// dispatcher, replies to incoming texts and the admin's test messages share each phone's pace.

/** How long a phone that failed is passed over while others are up. */
export const PHONE_REST_MS = 60_000;

/** Pacing at 90% of a phone's rate, with its rate as the ceiling (as the channels are paced). */
const PHONE_HEADROOM = 0.9;

export interface Pace {
  clock: () => number;
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
}

export interface GatewayPhone {
  readonly config: GatewayPhoneConfig;
  readonly limiter: RateLimiter;
  /** Clock time until which the phone is resting (0: up). */
  restingUntil: number;
  /** Clock time its pace has been promised until: the next text it is chosen for starts no earlier. */
  reservedUntil: number;
}

export class GatewayPhones {
  readonly phones: GatewayPhone[];
  private readonly clock: () => number;
  /** Where the round-robin goes next: ties go to the first phone from here. */
  private next = 0;

  constructor(configs: GatewayPhoneConfig[], pace?: Pace) {
    this.clock = pace?.clock ?? (() => performance.now());
    this.phones = configs.map((config) => ({
      config,
      limiter: new RateLimiter(config.perSecond * PHONE_HEADROOM, { ceiling: config.perSecond, ...pace }),
      restingUntil: 0,
      reservedUntil: 0,
    }));
  }

  /**
   * The phone for the next text, among those not yet tried for it: a phone that is up before
   * one that is resting; among those, the one whose pace frees it soonest, ties in round-robin
   * order. Equal rates thus alternate, and a faster phone takes its larger share.
   */
  choose(tried: ReadonlySet<string>): GatewayPhone | null {
    const now = this.clock();
    const untried = this.phones.filter((p) => !tried.has(p.config.name));
    if (untried.length === 0) return null;
    const up = untried.filter((p) => p.restingUntil <= now);
    // Every phone left is resting: try the one that has rested longest rather than give up.
    if (up.length === 0) return untried.reduce((a, b) => (b.restingUntil < a.restingUntil ? b : a));
    let best: GatewayPhone | null = null;
    let bestStart = Number.POSITIVE_INFINITY;
    for (let i = 0; i < this.phones.length; i++) {
      const phone = this.phones[(this.next + i) % this.phones.length]!;
      if (!up.includes(phone)) continue;
      const start = Math.max(now, phone.reservedUntil);
      if (start < bestStart) {
        best = phone;
        bestStart = start;
      }
    }
    const chosen = best!;
    const rate = chosen.config.perSecond * PHONE_HEADROOM;
    chosen.reservedUntil = bestStart + (rate > 0 ? 1000 / rate : 0);
    this.next = (this.phones.indexOf(chosen) + 1) % this.phones.length;
    return chosen;
  }

  /** The phone failed: its texts go to the others for a while. */
  rest(phone: GatewayPhone): void {
    phone.restingUntil = this.clock() + PHONE_REST_MS;
  }

  /** The phone answered: it is up again. */
  recovered(phone: GatewayPhone): void {
    phone.restingUntil = 0;
  }
}

const pools = new WeakMap<readonly GatewayPhoneConfig[], GatewayPhones>();

/** The pool of these phones in this process (created on first use, with the first caller's pace). */
export function gatewayPhonesOf(configs: readonly GatewayPhoneConfig[], pace?: Pace): GatewayPhones {
  let pool = pools.get(configs);
  if (!pool) {
    pool = new GatewayPhones([...configs], pace);
    pools.set(configs, pool);
  }
  return pool;
}
