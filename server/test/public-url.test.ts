// Without PUBLIC_URL, every link the server writes must reach this server (issue 13, item 2):
// on PORT=5700 the copied share link and the e-mail links said http://localhost:5000.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDispatcher } from "../src/notifications";
import { insertAlert, insertSubscriber, outboxRows, verifyAndQueue } from "./fakes/notification-fixtures";
import { createTestApp, type TestApp } from "./harness";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PORT: "5700" } });
});
afterAll(() => t.close());

describe("a server on PORT=5700 without PUBLIC_URL", () => {
  it("gives the share buttons its own origin", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/config/site" });
    expect(res.json().publicUrl).toBe("http://localhost:5700");
  });

  it("writes :5700 into the links of the alert e-mails and texts", async () => {
    const db = t.database.db;
    await insertSubscriber(db, { name: "Port Reader", email: "reader@example.gy", phone: "+5926105700" });
    const alertId = await insertAlert(db, { name: "Port Child", age: 8 });
    await db.transaction((tx) => verifyAndQueue(tx, alertId, new Date()));
    const dispatcher = createDispatcher({ database: t.database, config: t.app.ctx.config });
    try {
      await dispatcher.runUntilIdle();
    } finally {
      await dispatcher.stop();
    }
    const bodies = (await outboxRows(db, alertId)).map((row) => row.body ?? "");
    expect(bodies).toHaveLength(2);
    for (const body of bodies) {
      expect(body).toContain(`http://localhost:5700/alert/${alertId}`);
      expect(body).not.toContain("localhost:5000");
    }
  });
});
