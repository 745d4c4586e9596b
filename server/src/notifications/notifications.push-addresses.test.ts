// Push endpoints outside tests (no local-fake switch): the subscribe form takes only a known
// push service's https address, and the dispatcher refuses, without connecting and without
// retrying, a push service whose name resolves to a local address or an endpoint stored under
// older rules. The system's DNS is not touched: the push transport resolves through a stub.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hostsFile } from "../../test/fakes/hosts-file";
import { insertAlert, insertSubscriber, outboxRows } from "../../test/fakes/notification-fixtures";
import { FakeBrowserSubscription } from "../../test/fakes/push-service";
import {
  GEORGETOWN,
  type Harness,
  north,
  setUp,
  tearDown,
  verify,
} from "../../test/helpers/notifications.test-helpers";
import { rowsOf } from "../db/sql-result";
import { createPushTransport } from "./channels/push";
import { createDispatcher, type Dispatcher } from "./dispatcher";
import { NOT_PUBLIC_ADDRESS } from "./push-endpoint";
import { savePushSubscription } from "./push-subscriptions.repo";
import { vapidKeysOnce } from "./vapid";

let client = 0;
/** Each form post from its own address: the subscribe rate limit is per client address. */
const from = () => {
  client += 1;
  return `10.8.${Math.floor(client / 250)}.${client % 250}`;
};

let h: Harness;
// Each describe has its own database: the second one's alert must reach its subscribers only.
const ownHarness = () => {
  beforeAll(async () => {
    h = await setUp({ NOTIFY_PUSH_PER_SECOND: "0" });
  });
  afterAll(() => tearDown(h));
};

const subscribe = (endpoint: string, extra: Record<string, unknown> = {}) =>
  h.t.app.inject({
    method: "POST",
    url: "/api/subscribers",
    remoteAddress: from(),
    payload: {
      name: "Endpoint Check",
      email: `check-${client}-${Math.random()}@example.gy`,
      push: new FakeBrowserSubscription(endpoint).toJSON(),
      ...extra,
    },
  });

describe("web push endpoints when subscribing", () => {
  ownHarness();

  it("refuses local, internal and unknown hosts, other schemes and ports when subscribing", async () => {
    for (const endpoint of [
      "https://vm:7151/push/1",
      "https://localhost./push/1",
      "https://metadata/computeMetadata/v1/",
      "https://metadata.google.internal./computeMetadata/v1/",
      "https://kubernetes.default.svc/api/v1",
      "https://127.0.0.1.nip.io/push/1",
      "https://instance-data/latest/meta-data/",
      "https://127.0.0.1/a",
      "https://push.example.net/send/1",
      "http://fcm.googleapis.com/fcm/send/abc",
      "https://fcm.googleapis.com:8443/fcm/send/abc",
    ]) {
      const r = await subscribe(endpoint);
      expect(r.statusCode, endpoint).toBe(400);
      expect(r.json(), endpoint).toMatchObject({ field: "push.endpoint" });
    }
    for (const endpoint of [
      "https://fcm.googleapis.com/fcm/send/abc",
      // What Chromium builds from its FCM token today.
      "https://jmt17.google.com/fcm/send/dGhpcyBpcyBhIHRva2Vu",
      "https://updates.push.services.mozilla.com/wpush/v2/gAAAA",
      "https://wns2-par02p.notify.windows.com/w/?token=BQYAAA",
      "https://web.push.apple.com/QGuQyavXutnMH",
    ]) {
      const r = await subscribe(endpoint);
      expect(r.statusCode, `${endpoint} ${r.body}`).toBe(201);
    }
  });
});

describe("web push at connect time", () => {
  ownHarness();

  it("refuses at connect time a push service name that resolves to a local address, and an endpoint stored under older rules, without retrying", async () => {
    const resolver = hostsFile({ "fcm.googleapis.com": ["127.0.0.1"] });
    const config = h.t.app.ctx.config;
    const logged: string[] = [];
    const dispatcher: Dispatcher = createDispatcher({
      database: h.t.database,
      config,
      logger: { info() {}, warn: (_o, message) => logged.push(message), error: (_o, m) => logged.push(m) },
      transports: {
        push: createPushTransport({
          vapid: vapidKeysOnce(h.db, config.notifications.vapid, () => new Date()),
          timeoutMs: config.notifications.dispatcher.providerTimeoutMs,
          endpoints: config.notifications.vapid,
          resolve: resolver,
        }),
      },
    });

    const near = north(GEORGETOWN, 1);
    const accepted = await subscribe("https://fcm.googleapis.com/fcm/send/points-home", {
      email: "points-home@example.gy",
      location: "Main Street, Georgetown",
      ...near,
    });
    expect(accepted.statusCode, accepted.body).toBe(201);
    const [pointsHome] = rowsOf<{ id: number }>(
      await h.db.execute(sql`select id from subscribers where email = 'points-home@example.gy'`),
    );
    // A subscription stored before the endpoint rules (no form accepts it now).
    const legacy = await insertSubscriber(h.db, { name: "Legacy Push", ...near });
    await savePushSubscription(
      h.db,
      legacy,
      {
        ...new FakeBrowserSubscription("https://vm:7151/push/legacy").toJSON().keys,
        endpoint: "https://vm:7151/push/legacy",
      },
      new Date(),
    );

    const alertId = await insertAlert(h.db, { name: "Address Check Child", age: 9, ...GEORGETOWN });
    await verify(h.db, alertId);
    await dispatcher.runUntilIdle();
    await dispatcher.stop();

    const push = (await outboxRows(h.db, alertId)).filter((r) => r.channel === "push");
    const rowOf = (subscriberId: number) => push.find((r) => r.subscriberId === subscriberId);
    expect(rowOf(pointsHome!.id)).toMatchObject({
      status: "failed",
      attempts: 1,
      lastError: NOT_PUBLIC_ADDRESS,
    });
    expect(rowOf(legacy)).toMatchObject({
      status: "failed",
      attempts: 1,
      lastError: "refused: the push endpoint must be the address of a known push service",
    });
    // The allowed name was resolved (and refused there); the legacy host was never looked up.
    expect(resolver.asked.length).toBeGreaterThan(0);
    expect(new Set(resolver.asked)).toEqual(new Set(["fcm.googleapis.com"]));
    expect(logged.filter((m) => m === "notification failed")).toHaveLength(2);
    // Refused is not gone: the subscriptions stay (the push service may be reachable later).
    const stored = rowsOf<{ n: number }>(
      await h.db.execute(
        sql`select count(*)::int as n from push_subscriptions where subscriber_id in (${pointsHome!.id}, ${legacy})`,
      ),
    );
    expect(stored[0]!.n).toBe(2);
  });
});
