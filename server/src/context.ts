import type { Config } from "./config";
import type { Database } from "./db/client";
import type { DomainEvents } from "./events";

/** What every module gets: configuration, the database and the domain event bus. */
export interface AppContext {
  config: Config;
  database: Database;
  events: DomainEvents;
  /** The clock; tests may replace it. */
  now: () => Date;
}

/** Who did something, from where: every staff action carries one (and its audit row records it). */
export interface Actor {
  staffId: number;
  ip: string | null;
}
