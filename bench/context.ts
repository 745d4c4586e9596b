import type { App } from "../server/src/app";
import type { Database } from "../server/src/db/client";

/** What every benchmark case gets: the running app, its database and a way to report a figure. */
export interface BenchContext {
  app: App;
  database: Database;
  baseUrl: string;
  figure(name: string, value: number, unit: string, note?: string): void;
}
