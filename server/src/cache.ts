import { LRUCache } from "lru-cache";

export type LoadingCacheOptions<V> = (
  | {
      /** The most values kept; the least recently used goes first. */
      max: number;
    }
  | {
      /** A budget for the values' sizes, least recently used first out; a value larger than the whole budget is not kept. */
      maxSize: number;
      sizeOf: (value: V) => number;
    }
) & {
  /** How long a loaded value is served; without it, until evicted or cleared. */
  ttlMs?: number;
};

/**
 * Values loaded on demand and kept in process (lru-cache underneath). Concurrent callers of one
 * key share one load. A failed load is not kept, nor one that started before `clear()`: a reader
 * that began before a change must not put the old value back after it.
 */
export class LoadingCache<V = unknown> {
  // Boxed, so a load may answer null (a missing row) and still be kept.
  readonly #values: LRUCache<string, { value: V }>;
  readonly #loading = new Map<string, Promise<V>>();
  #generation = 0;

  constructor(options: LoadingCacheOptions<V>) {
    const limit =
      "max" in options
        ? { max: options.max }
        : {
            maxSize: options.maxSize,
            sizeCalculation: (box: { value: V }) => Math.max(1, options.sizeOf(box.value)),
          };
    this.#values = new LRUCache({
      ...limit,
      ...(options.ttlMs !== undefined && { ttl: options.ttlMs }),
    } as LRUCache.Options<string, { value: V }, unknown>);
  }

  /** The value under `key`, from the cache or from `load()` (run once however many ask at once). */
  get<T extends V>(key: string, load: () => Promise<T>): Promise<T> {
    const kept = this.#values.get(key);
    if (kept) return Promise.resolve(kept.value as T);
    const inFlight = this.#loading.get(key);
    if (inFlight) return inFlight as Promise<T>;
    const generation = this.#generation;
    const loading = load()
      .then((value) => {
        if (generation === this.#generation) this.#values.set(key, { value });
        return value;
      })
      .finally(() => {
        if (this.#loading.get(key) === loading) this.#loading.delete(key);
      });
    this.#loading.set(key, loading);
    return loading;
  }

  has(key: string): boolean {
    return this.#values.has(key);
  }

  /** Forgets every value, and every load in progress (the next caller loads afresh). */
  clear(): void {
    this.#generation += 1;
    this.#values.clear();
    this.#loading.clear();
  }
}
