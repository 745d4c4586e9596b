import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../test/harness";
import { seedServices } from "../seed-services";
import { alerts, subscribers } from "./schema";
import { seedDemoDataIfEmpty } from "./seed";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

describe("demo data", () => {
  it("loads into an empty database, with alert 1 verified and active, and only once", async () => {
    const first = await seedDemoDataIfEmpty(database.db, seedServices);
    expect(first?.alerts).toBeGreaterThan(3);
    const [alert1] = await database.db.select().from(alerts).where(eq(alerts.id, 1));
    expect(alert1).toMatchObject({ isVerified: true, isActive: true });
    expect(alert1?.photoUrl).toMatch(/^\/api\/photos\//);
    expect(alert1?.latitude).toBeCloseTo(6.8, 0);

    const second = await seedDemoDataIfEmpty(database.db, seedServices);
    expect(second).toBeNull();
    const [{ n }] = (await database.db.select({ n: count() }).from(subscribers)) as [{ n: number }];
    expect(n).toBe(first!.subscribers);
  });
});
