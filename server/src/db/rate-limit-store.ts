import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import { sql } from "drizzle-orm";
import type { Db } from "./client";
import { rowsOf } from "./sql-result";

// A store for @fastify/rate-limit in the database (PostgreSQL or PGlite), so every instance
// counts the same requests: with the plugin's default in-memory store, N instances gave each
// address N times every limit. One atomic upsert per counted request, windows on the
// database's clock (instances' clocks may differ). The plugin constructs the store itself
// (`new Store(options)`), so the database is bound in by databaseRateLimitStore().

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** Milliseconds left in a row's window, by the database's clock. */
const TTL_MS = sql`greatest(0, ceil(extract(epoch from (reset_at - clock_timestamp())) * 1000))::float8`;

/** Ended windows are swept now and then, so the table holds only keys that still count. */
const SWEEP_EVERY = 500;

/** What the plugin hands child(): the route's merged limit options, with the route itself. */
interface RouteInfo {
  routeInfo?: { method?: string | string[]; url?: string };
}

export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  let counted = 0;

  async function hit(key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
    const result = await db.execute(sql`
      insert into rate_limit_hits as r (key, hits, reset_at)
      values (${key}, 1, clock_timestamp() + ${windowMs} * interval '1 millisecond')
      on conflict (key) do update set
        hits = case when r.reset_at <= clock_timestamp() then 1 else r.hits + 1 end,
        reset_at = case when r.reset_at <= clock_timestamp()
                        then clock_timestamp() + ${windowMs} * interval '1 millisecond'
                        else r.reset_at end
      returning hits, ${TTL_MS} as ttl`);
    const [row] = rowsOf<{ hits: number; ttl: number }>(result);
    counted += 1;
    if (counted % SWEEP_EVERY === 0) {
      void db.execute(sql`delete from rate_limit_hits where reset_at < clock_timestamp()`).catch(() => {});
    }
    return { current: row?.hits ?? 1, ttl: Number(row?.ttl ?? windowMs) };
  }

  async function peek(key: string): Promise<{ current: number; ttl: number }> {
    const result = await db.execute(sql`
      select hits, ${TTL_MS} as ttl
      from rate_limit_hits where key = ${key} and reset_at > clock_timestamp()`);
    const [row] = rowsOf<{ hits: number; ttl: number }>(result);
    return row ? { current: row.hits, ttl: Number(row.ttl) } : { current: 0, ttl: 0 };
  }

  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    /** Keys are per route (set by child()): one address's reports and chat posts count apart. */
    private prefix = "";

    incr(key: string, callback: Callback, timeWindowMs: number): void {
      hit(this.prefix + key, timeWindowMs).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    read(key: string, callback: Callback): void {
      peek(this.prefix + key).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: object): FastifyRateLimitStore {
      const { method, url } = (routeOptions as RouteInfo).routeInfo ?? {};
      const store = new DatabaseRateLimitStore();
      store.prefix = `${[method ?? ""].flat().join(",")} ${url ?? ""}|`;
      return store;
    }
  }
  return DatabaseRateLimitStore;
}
