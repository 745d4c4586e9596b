// A review locks its alert's row once: verify, with its first ring and its CAP Alert, and
// closing a case, with its CAP Cancel, each take one FOR UPDATE on alerts. The statements are counted through Drizzle's own logger on a second
// Drizzle instance over the same connection, put in the application's place for one request.
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AreaApp, createAreaApp, report, verify } from "../../../test/helpers/area.test-helpers";
import type { Db } from "../../db/client";
import * as schema from "../../db/schema";
import { capMessagesOf } from "../cap/cap.service";

const locksAlertRow = (query: string) => /\bfrom "alerts"/i.test(query) && /\bfor update\b/i.test(query);

/** Runs `request` with every statement the application sends recorded, and returns them. */
async function statementsOf(a: AreaApp, request: () => Promise<unknown>): Promise<string[]> {
  const statements: string[] = [];
  const logger = { logQuery: (query: string) => statements.push(query) };
  const database = a.t.database;
  const logged = (database.pool
    ? drizzlePg(database.pool, { schema, logger })
    : drizzlePglite(database.pglite!, { schema, logger })) as unknown as Db;
  const original = database.db;
  database.db = logged;
  try {
    await request();
  } finally {
    database.db = original;
  }
  return statements;
}

describe("verify's row lock", () => {
  let a: AreaApp;
  beforeAll(async () => {
    a = await createAreaApp(new Date("2026-03-02T16:00:00Z"));
  });
  afterAll(() => a.close());

  it("locks the alert's row once while it distributes the alert and publishes its CAP Alert", async () => {
    const id = await report(a, { age: 9, lastSeenMinutesAgo: 1 });
    const statements = await statementsOf(a, () => verify(a, id, { level: "red", travelMode: "foot" }));
    expect(statements.filter(locksAlertRow)).toHaveLength(1);
    // The lock covered the CAP publication: the Alert message was written in the same request.
    expect((await capMessagesOf(a.db, id)).map((m) => m.msgType)).toEqual(["Alert"]);
  });

  it("a repeated verify changes nothing and still locks the row once", async () => {
    const id = await report(a, { age: 9, lastSeenMinutesAgo: 1 });
    await verify(a, id, { level: "red", travelMode: "foot" });
    const statements = await statementsOf(a, () => verify(a, id));
    expect(statements.filter(locksAlertRow)).toHaveLength(1);
    expect((await capMessagesOf(a.db, id)).map((m) => m.msgType)).toEqual(["Alert"]);
  });

  it("closing the case locks the row once, and its CAP Cancel is written under that lock", async () => {
    const id = await report(a, { age: 9, lastSeenMinutesAgo: 1 });
    await verify(a, id, { level: "red", travelMode: "foot" });
    const statements = await statementsOf(a, async () => {
      const res = await a.t.app.inject({
        method: "POST",
        url: `/api/alerts/${id}/close`,
        headers: a.staff.moderator,
        payload: { outcome: "found_safe" },
      });
      expect(res.statusCode, res.body).toBe(200);
    });
    expect(statements.filter(locksAlertRow)).toHaveLength(1);
    expect((await capMessagesOf(a.db, id)).map((m) => m.msgType)).toEqual(["Alert", "Cancel"]);
  });
});
