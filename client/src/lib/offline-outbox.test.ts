import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { inTurn, json, stubApi, stubOnline } from "../../test/api";
import { ApiError } from "./api-client";
import {
  createOutbox,
  gotNoAnswer,
  isWorthRetrying,
  memoryStorage,
  type OutboxEvent,
  type OutboxStorage,
} from "./offline-outbox";
import { type KeptFlag, localStorageFlag } from "./outbox-flag";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const created = {
  id: 7,
  alertId: 3,
  status: "pending",
  isVerified: false,
  createdAt: "2026-11-22T20:00:00.000Z",
};
const sighting = { alertId: 3, location: "Bourda Market", description: "A girl in a navy uniform." };

let net: { online: boolean };
beforeEach(() => {
  net = stubOnline();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function setUp(storage: OutboxStorage = memoryStorage()) {
  const outbox = createOutbox(storage);
  const events: OutboxEvent[] = [];
  outbox.subscribe((e) => events.push(e));
  const submit = () =>
    outbox.submit({ kind: "sighting", url: "/api/sightings", body: sighting, summary: "Your sighting" });
  return { outbox, storage, events, submit };
}

/** Answers each POST /api/sightings with the next answer in the list (an Error: no connection). */
function answers(...list: Array<Response | Error>) {
  return stubApi({ "POST /api/sightings": inTurn(...list) });
}

const keyOf = (call: { headers: Record<string, string> }) => call.headers["Idempotency-Key"];

describe("offline outbox", () => {
  it("sends at once when online, with a UUID Idempotency-Key, and keeps nothing", async () => {
    const { calls } = answers(json(created, 201));
    const { submit, storage } = setUp();
    expect(await submit()).toEqual({ status: "sent", result: created });
    expect(calls).toHaveLength(1);
    expect(keyOf(calls[0]!)).toMatch(UUID);
    expect(calls[0]!.body).toEqual(sighting);
    expect(await storage.all()).toEqual([]);
  });

  it("keeps a submission whose request gets no answer, and sends it once when the connection returns", async () => {
    const { calls } = answers(new TypeError("Failed to fetch"), json(created, 201));
    const { outbox, storage, events, submit } = setUp();

    const outcome = await submit();
    expect(outcome.status).toBe("queued");
    expect(await storage.all()).toEqual([expect.objectContaining({ state: "waiting", body: sighting })]);
    expect(events.map((e) => e.type)).toEqual(["queued"]);

    net.online = false;
    await outbox.flush();
    expect(calls).toHaveLength(1); // nothing tried while the browser says it is offline

    net.online = true;
    await Promise.all([outbox.flush(), outbox.flush()]); // a second call joins the first run
    expect(calls).toHaveLength(2);
    expect(keyOf(calls[1]!)).toBe(keyOf(calls[0]!)); // the same key: the server cannot store it twice
    expect(await storage.all()).toEqual([]);
    expect(events.map((e) => e.type)).toEqual(["queued", "sent"]);

    await outbox.flush();
    expect(calls).toHaveLength(2);
  });

  it("at start sends what an earlier page kept, not what this page has just failed to send", async () => {
    const { calls } = answers(new TypeError("Failed to fetch"), json(created, 201));
    const storage = memoryStorage();
    const { outbox: thisPage, submit } = setUp(storage);
    expect((await submit()).status).toBe("queued");
    const stopThisPage = thisPage.start();
    await new Promise((resolve) => setTimeout(resolve, 20)); // a run started now would have sent
    expect(calls).toHaveLength(1);
    stopThisPage();

    // The next page the phone opens finds it kept and sends it.
    const nextPage = createOutbox(storage);
    const stopNextPage = nextPage.start();
    await nextPage.flush();
    expect(calls).toHaveLength(2);
    expect(keyOf(calls[1]!)).toBe(keyOf(calls[0]!));
    expect(await storage.all()).toEqual([]);
    stopNextPage();
  });

  it("keeps a submission made offline without trying the network", async () => {
    const { calls } = answers();
    net.online = false;
    const { submit, storage } = setUp();
    expect((await submit()).status).toBe("queued");
    expect(calls).toHaveLength(0);
    expect(await storage.all()).toHaveLength(1);
  });

  it("keeps waiting after a 5xx or 429 on reconnect, marked as held back by the service, and sends on a later try", async () => {
    const { calls } = answers(
      new TypeError("Failed to fetch"),
      json({ message: "Something went wrong" }, 503),
      json({ message: "Too many requests" }, 429),
      new TypeError("Failed to fetch"),
      json(created, 201),
    );
    const { outbox, storage, events, submit } = setUp();
    await submit();
    expect(await storage.all()).toEqual([expect.not.objectContaining({ serverBusy: true })]);
    await outbox.flush();
    expect(await storage.all()).toEqual([expect.objectContaining({ state: "waiting", serverBusy: true })]);
    await outbox.flush();
    expect(await storage.all()).toEqual([expect.objectContaining({ state: "waiting", serverBusy: true })]);
    await outbox.flush(); // silence again: the network, not the service, holds it back
    expect(await storage.all()).toEqual([expect.objectContaining({ state: "waiting", serverBusy: false })]);
    await outbox.flush();
    expect(await storage.all()).toEqual([]);
    expect(new Set(calls.map(keyOf)).size).toBe(1);
    expect(events.map((e) => e.type)).toEqual(["queued", "retrying", "retrying", "sent"]);
  });

  it("surfaces a 4xx after reconnect with the server's reason, never retries it, and forgets it when dismissed", async () => {
    const { calls } = answers(new TypeError("Failed to fetch"), json({ message: "Alert not found" }, 404));
    const { outbox, storage, events, submit } = setUp();
    await submit();
    await outbox.flush();
    const [kept] = await storage.all();
    expect(kept).toEqual(
      expect.objectContaining({ state: "rejected", error: "Alert not found", body: sighting }),
    );
    expect(events.at(-1)).toEqual({ type: "rejected", entry: kept });

    await outbox.flush();
    expect(calls).toHaveLength(2);

    await outbox.dismiss(kept!);
    expect(await storage.all()).toEqual([]);
  });

  it.each([500, 502, 503, 504, 408, 429])(
    "throws a live submission's %i answer (the form shows the error) and keeps nothing",
    async (status) => {
      const { calls } = answers(json({ message: "Something went wrong" }, status));
      const { submit, storage, events } = setUp();
      const failure = await submit().then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(ApiError);
      expect((failure as ApiError).status).toBe(status);
      expect((failure as ApiError).serverMessage).toBe("Something went wrong");
      expect(calls).toHaveLength(1);
      expect(await storage.all()).toEqual([]);
      expect(events).toEqual([]);
    },
  );

  it("tells a request that got no answer from one the server answered", () => {
    expect(gotNoAnswer(new TypeError("Failed to fetch"))).toBe(true);
    expect(
      gotNoAnswer(new ApiError(500, '{"message":"Something went wrong"}', "Internal Server Error")),
    ).toBe(false);
    expect(gotNoAnswer(new ApiError(503, "", "Service Unavailable"))).toBe(false);
    expect(gotNoAnswer(new DOMException("aborted", "AbortError"))).toBe(false);
    // A resend, by contrast, is tried again after an answer asking for a later try.
    expect(isWorthRetrying(new ApiError(503, "", "Service Unavailable"))).toBe(true);
    expect(isWorthRetrying(new ApiError(404, "", "Not Found"))).toBe(false);
    expect(isWorthRetrying(new TypeError("Failed to fetch"))).toBe(true);
  });

  it("throws a refusal of a live submission (the form shows it) and keeps nothing", async () => {
    answers(json({ message: "description: Please provide more details about the sighting" }, 400));
    const { submit, storage } = setUp();
    await expect(submit()).rejects.toBeInstanceOf(ApiError);
    expect(await storage.all()).toEqual([]);
  });

  it("reports the lost connection when the phone cannot keep the submission either", async () => {
    answers(new TypeError("Failed to fetch"));
    const broken: OutboxStorage = {
      all: async () => [],
      put: async () => {
        throw new Error("QuotaExceededError");
      },
      remove: async () => {},
    };
    const { submit } = setUp(broken);
    await expect(submit()).rejects.toThrow("Failed to fetch");
  });

  describe("the kept flag (the storage is opened only when something may be kept)", () => {
    function flagged() {
      const memory = memoryStorage();
      const storage = { ...memory, all: vi.fn(memory.all) };
      let set = false;
      const flag: KeptFlag = {
        isSet: () => set,
        set: () => {
          set = true;
        },
        clear: () => {
          set = false;
        },
      };
      const outbox = createOutbox(storage, flag);
      const submit = () =>
        outbox.submit({ kind: "sighting", url: "/api/sightings", body: sighting, summary: "Your sighting" });
      return { outbox, storage, submit, isSet: () => set };
    }

    it("leaves the storage closed at start when nothing was kept, and flags what is", async () => {
      const { calls } = answers(new TypeError("Failed to fetch"), json(created, 201));
      const { outbox, storage, submit, isSet } = flagged();
      await outbox.flush();
      expect(await outbox.list()).toEqual([]);
      expect(storage.all).not.toHaveBeenCalled();

      expect((await submit()).status).toBe("queued");
      expect(isSet()).toBe(true);
      expect(await outbox.list()).toHaveLength(1);

      await outbox.flush();
      expect(calls).toHaveLength(2);
      expect(await storage.all()).toEqual([]);
      // Everything went: the next page need not open the storage.
      expect(isSet()).toBe(false);
    });

    it("stays set while a submission waits or a refusal waits to be read, and clears once it is dismissed", async () => {
      answers(
        new TypeError("Failed to fetch"),
        new TypeError("Failed to fetch"),
        json({ message: "Alert not found" }, 404),
      );
      const { outbox, submit, isSet } = flagged();
      await submit();
      await outbox.flush(); // still no connection
      expect(isSet()).toBe(true);
      await outbox.flush(); // refused
      const [refused] = await outbox.list();
      expect(refused).toEqual(expect.objectContaining({ state: "rejected" }));
      expect(isSet()).toBe(true);
      await outbox.dismiss(refused!);
      expect(isSet()).toBe(false);
      expect(await outbox.list()).toEqual([]);
    });

    it("is kept in localStorage, and reads as set where the browser refuses storage", () => {
      const flag = localStorageFlag();
      flag.clear();
      expect(flag.isSet()).toBe(false);
      flag.set();
      expect(flag.isSet()).toBe(true);
      flag.clear();
      vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
        throw new DOMException("denied", "SecurityError");
      });
      expect(flag.isSet()).toBe(true);
    });
  });
});
