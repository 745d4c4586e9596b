import { createStore, del, set, type UseStore, values } from "idb-keyval";
import { ApiError, apiJson, errorDescription } from "./api-client";
import { alwaysSet, type KeptFlag, localStorageFlag } from "./outbox-flag";

// The offline queue of public submissions (a sighting, a missing-person report): one submitted
// without a connection, or whose request got no answer at all, is kept on the phone
// (IndexedDB) and sent when the connection returns, on the `online` event, at start and every
// half minute while something waits. Each submission carries one Idempotency-Key from its first
// attempt to its last, so a request that reached the server but whose answer was lost is
// answered, not stored, when it is sent again (docs/decisions/009-offline-pwa.md).
//
// A live submission that gets an HTTP answer, even a 5xx, is not kept: the server answered, so
// the form shows its error and keeps what was typed (saying "saved, will be sent" would be untrue).
//
// Outcomes after a reconnect: sent (removed, "sent" event); refused by the server with a 4xx
// (kept as "rejected" with the server's reason until the person dismisses it: never dropped
// silently); no answer, 408, 429 or 5xx (kept waiting, tried again later; after an answer the
// entry is marked, so the page says the service could not take it yet instead of "offline").

export type OutboxKind = "sighting" | "report";

export interface OutboxEntry {
  /** The Idempotency-Key of every attempt, and the entry's id. */
  key: string;
  kind: OutboxKind;
  url: string;
  body: unknown;
  /** What the person is shown about it: "your sighting at Bourda Market". */
  summary: string;
  createdAt: number;
  state: "waiting" | "rejected";
  /** Why the server refused it (a rejected entry). */
  error?: string;
  /** The last resend got an answer asking to try later (408, 429, 5xx), not silence. */
  serverBusy?: boolean;
}

export type OutboxEvent =
  | { type: "queued"; entry: OutboxEntry }
  | { type: "sent"; entry: OutboxEntry; result: unknown }
  | { type: "rejected"; entry: OutboxEntry }
  | { type: "retrying"; entry: OutboxEntry }
  | { type: "dismissed"; entry: OutboxEntry };

export type SubmitResult<T> = { status: "sent"; result: T } | { status: "queued"; entry: OutboxEntry };

export interface OutboxStorage {
  all(): Promise<OutboxEntry[]>;
  put(entry: OutboxEntry): Promise<void>;
  remove(key: string): Promise<void>;
}

/** IndexedDB through idb-keyval, opened on first use. */
export function indexedDbStorage(): OutboxStorage {
  let store: UseStore | undefined;
  const db = () => {
    store ??= createStore("offline-outbox", "submissions");
    return store;
  };
  return {
    all: () => values<OutboxEntry>(db()),
    put: (entry) => set(entry.key, entry, db()),
    remove: (key) => del(key, db()),
  };
}

/** An in-memory storage (tests, and browsers without IndexedDB). */
export function memoryStorage(): OutboxStorage {
  const map = new Map<string, OutboxEntry>();
  return {
    all: async () => [...map.values()],
    put: async (entry) => void map.set(entry.key, entry),
    remove: async (key) => void map.delete(key),
  };
}

/**
 * The request got no answer (fetch rejects with a TypeError: offline, connection dropped, name
 * not resolved). Any HTTP answer, a 5xx included, is an answer: the server, not the network, spoke.
 */
export function gotNoAnswer(error: unknown): boolean {
  return error instanceof TypeError;
}

/** A resend worth trying again later: no answer, or an answer asking for a later try. */
export function isWorthRetrying(error: unknown): boolean {
  if (error instanceof ApiError) return error.status === 408 || error.status === 429 || error.status >= 500;
  return gotNoAnswer(error);
}

/** A random UUID (crypto.randomUUID needs a secure context; getRandomValues does not). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const isOnline = () => typeof navigator === "undefined" || navigator.onLine !== false;

/** One submission across tabs at a time where the browser can say so (Web Locks). */
function exclusively<T>(fn: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== "undefined" ? navigator.locks : undefined;
  // The lock is held until fn settles; request() resolves with fn's result.
  return locks ? (locks.request("offline-outbox", fn) as Promise<unknown> as Promise<T>) : fn();
}

export const RETRY_INTERVAL_MS = 30_000;

export function createOutbox(storage: OutboxStorage, kept: KeptFlag = alwaysSet) {
  const listeners = new Set<(event: OutboxEvent) => void>();
  let flushing: Promise<void> | null = null;
  let waiting = 0;
  /** Something was kept by this page: its send just failed, so start() does not try it again at once. */
  let keptByThisPage = false;

  const emit = (event: OutboxEvent) => {
    for (const listener of listeners) listener(event);
  };
  const send = <T>(entry: OutboxEntry) =>
    apiJson<T>("POST", entry.url, entry.body, { idempotencyKey: entry.key });

  /** Everything kept, without opening the storage when nothing can be. */
  const keptEntries = () => (kept.isSet() ? storage.all() : Promise.resolve([]));

  async function queue(entry: OutboxEntry): Promise<void> {
    // Under the lock: a run in another tab that finds nothing cannot clear the flag between
    // this flag and this entry.
    await exclusively(async () => {
      kept.set();
      await storage.put(entry);
    });
    waiting += 1;
    keptByThisPage = true;
    emit({ type: "queued", entry });
  }

  /**
   * Sends now, or keeps it for later when there is no connection: offline, or no answer. Any
   * HTTP error answer is thrown for the form to show.
   */
  async function submit<T>(request: {
    kind: OutboxKind;
    url: string;
    body: unknown;
    summary: string;
  }): Promise<SubmitResult<T>> {
    const entry: OutboxEntry = {
      ...request,
      key: newIdempotencyKey(),
      createdAt: Date.now(),
      state: "waiting",
    };
    let failure: unknown;
    if (isOnline()) {
      try {
        return { status: "sent", result: await send<T>(entry) };
      } catch (error) {
        if (!gotNoAnswer(error)) throw error;
        failure = error;
      }
    }
    try {
      await queue(entry);
    } catch (storageError) {
      // Nowhere to keep it: the person must know it was not sent.
      throw failure ?? storageError;
    }
    return { status: "queued", entry };
  }

  async function sendWaiting(): Promise<void> {
    const all = await keptEntries();
    const due = all.filter((e) => e.state === "waiting").sort((a, b) => a.createdAt - b.createdAt);
    waiting = due.length;
    let left = all.length;
    for (const entry of due) {
      if (!isOnline()) return;
      let result: unknown;
      try {
        result = await send(entry);
      } catch (error) {
        if (isWorthRetrying(error)) {
          // All of it waits; the page says whether the network or the service held it back.
          const serverBusy = error instanceof ApiError;
          if (serverBusy !== Boolean(entry.serverBusy)) {
            const marked: OutboxEntry = { ...entry, serverBusy };
            await storage.put(marked);
            emit({ type: "retrying", entry: marked });
          }
          return;
        }
        const rejected: OutboxEntry = { ...entry, state: "rejected", error: errorDescription(error) };
        await storage.put(rejected);
        waiting -= 1;
        emit({ type: "rejected", entry: rejected });
        continue;
      }
      await storage.remove(entry.key);
      waiting -= 1;
      left -= 1;
      emit({ type: "sent", entry, result });
    }
    // Nothing sent or refused is left: later pages need not open the storage.
    if (left === 0) kept.clear();
  }

  /** Sends what waits, oldest first; one run at a time (a call meanwhile joins the run). */
  function flush(): Promise<void> {
    if (!isOnline()) return Promise.resolve();
    flushing ??= exclusively(sendWaiting).finally(() => {
      flushing = null;
    });
    return flushing;
  }

  /** Forgets a rejected submission once the person has read why. */
  async function dismiss(entry: OutboxEntry): Promise<void> {
    await exclusively(async () => {
      await storage.remove(entry.key);
      if ((await storage.all()).length === 0) kept.clear();
    });
    emit({ type: "dismissed", entry });
  }

  /**
   * Sends when the connection returns, when the page is shown, every half minute, and at start what
   * an earlier page kept (what this page kept has just failed: sent again at once, it would cost a
   * weak connection a second try for nothing; the status that starts the outbox mounts when a
   * submission is first kept).
   */
  function start(): () => void {
    const tryNow = () => void flush().catch(() => undefined);
    const onVisible = () => document.visibilityState === "visible" && tryNow();
    const timer = setInterval(() => waiting > 0 && tryNow(), RETRY_INTERVAL_MS);
    window.addEventListener("online", tryNow);
    document.addEventListener("visibilitychange", onVisible);
    if (!keptByThisPage) tryNow();
    return () => {
      clearInterval(timer);
      window.removeEventListener("online", tryNow);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }

  function subscribe(listener: (event: OutboxEvent) => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }

  return { submit, flush, dismiss, start, subscribe, list: keptEntries };
}

export type Outbox = ReturnType<typeof createOutbox>;

/** The phone's outbox (IndexedDB, or memory where the browser has none). */
export const outbox: Outbox = createOutbox(
  typeof indexedDB === "undefined" ? memoryStorage() : indexedDbStorage(),
  localStorageFlag(),
);
