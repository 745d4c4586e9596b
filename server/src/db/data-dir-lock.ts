// One process at a time in a PGlite data folder. Two PGlite instances on one folder do not see
// each other's writes and overwrite each other's files: a write acknowledged by one is lost when
// the other closes. So the folder holds a lock file naming its owner, created atomically (flag
// "wx"); a second process refuses to start, and a lock whose owner is gone is taken over.
import { randomBytes } from "node:crypto";
import { linkSync, readFileSync, renameSync, statSync, unlinkSync, utimesSync, writeFileSync } from "node:fs";
import { hostname } from "node:os";
import { join, resolve } from "node:path";

export const LOCK_FILE = "owner.lock";
/** The owner touches its lock this often, so a process on another host can tell it is alive. */
const HEARTBEAT_MS = 15_000;
/** A lock from another host (a container on a shared volume) untouched this long is stale. */
const FOREIGN_STALE_MS = 60_000;
/** A lock file still empty this long after it was created was left by a crash mid-write. */
const EMPTY_STALE_MS = 10_000;

export interface LockOwner {
  pid: number;
  hostname: string;
  /** The kernel's boot id (Linux): a lock from before a restart of the machine is stale. */
  bootId: string | null;
  startedAt: string;
  nonce: string;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: LockOwner | null,
  ) {
    const who = owner
      ? `process ${owner.pid}${owner.hostname === hostname() ? "" : ` on host ${owner.hostname}`} (running since ${owner.startedAt})`
      : "another process that is opening it now";
    super(
      `The data folder ${dataDir} is in use by ${who}. Two processes on one embedded database lose data: ` +
        `stop that process first (npm run admin and npm run seed too), or use another DATA_DIR. ` +
        `If no such process runs, delete ${join(dataDir, LOCK_FILE)}.`,
    );
    this.name = "DataDirLockedError";
  }
}

export interface DataDirLock {
  path: string;
  owner: LockOwner;
  /** Removes the lock file (if it is still ours). Safe to call twice. */
  release(): void;
}

/** Lock files held by this process, so opening the same folder twice here is refused too. */
const held = new Set<string>();

function currentBootId(): string | null {
  try {
    return readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim() || null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function parseOwner(text: string): LockOwner | null {
  try {
    const value = JSON.parse(text) as Partial<LockOwner>;
    if (typeof value.pid !== "number" || typeof value.hostname !== "string") return null;
    return {
      pid: value.pid,
      hostname: value.hostname,
      bootId: value.bootId ?? null,
      startedAt: String(value.startedAt ?? "?"),
      nonce: String(value.nonce ?? ""),
    };
  } catch {
    return null;
  }
}

/** Why the lock's owner cannot be holding the folder any more; null when it may be. */
function staleReason(path: string, owner: LockOwner | null, text: string, mtimeMs: number): string | null {
  const age = Date.now() - mtimeMs;
  if (owner === null) {
    if (text.trim() === "" && age < EMPTY_STALE_MS) return null;
    return "its lock file is unreadable";
  }
  if (owner.hostname !== hostname()) {
    return age > FOREIGN_STALE_MS
      ? `it was written on host ${owner.hostname} and not refreshed for ${Math.round(age / 1000)} s`
      : null;
  }
  const bootId = currentBootId();
  if (owner.bootId && bootId && owner.bootId !== bootId) return "the machine has restarted since";
  if (owner.pid === process.pid) return held.has(path) ? null : "it names this process's own pid";
  if (!isAlive(owner.pid)) return `process ${owner.pid} is no longer running`;
  return null;
}

/**
 * Takes the data folder for this process, or throws DataDirLockedError naming the folder and
 * the owner's pid. A stale lock (its process is gone) is taken over, and `onTakeOver` says so.
 */
export function acquireDataDirLock(
  dataDir: string,
  onTakeOver: (message: string) => void = (message) => console.warn(message),
): DataDirLock {
  const path = resolve(dataDir, LOCK_FILE);
  const owner: LockOwner = {
    pid: process.pid,
    hostname: hostname(),
    bootId: currentBootId(),
    startedAt: new Date(Date.now() - process.uptime() * 1000).toISOString(),
    nonce: randomBytes(8).toString("hex"),
  };
  for (let attempt = 0; attempt < 5; attempt += 1) {
    try {
      writeFileSync(path, `${JSON.stringify(owner)}\n`, { flag: "wx" });
      return hold(path, owner);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    let text: string;
    let mtimeMs: number;
    try {
      text = readFileSync(path, "utf8");
      mtimeMs = statSync(path).mtimeMs;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") continue; // released meanwhile
      throw error;
    }
    const found = parseOwner(text);
    const reason = staleReason(path, found, text, mtimeMs);
    if (reason === null) throw new DataDirLockedError(dataDir, found);
    // Move it aside (one process can), check that what we moved is the lock we judged stale
    // (not one another process created meanwhile: that goes back), then create ours ("wx").
    const aside = `${path}.${owner.nonce}.stale`;
    try {
      renameSync(path, aside);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") continue;
      throw error;
    }
    if (readOrNull(aside) !== text) {
      try {
        linkSync(aside, path);
      } catch {
        // a third process created one meanwhile; the next round reads it
      }
      unlinkQuietly(aside);
      continue;
    }
    unlinkQuietly(aside);
    const who = found ? `process ${found.pid} on ${found.hostname}` : "an unknown process";
    onTakeOver(`Taking over the data folder ${dataDir}: the lock of ${who} is stale, ${reason}.`);
  }
  throw new DataDirLockedError(dataDir, null);
}

function readOrNull(path: string): string | null {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return null;
  }
}

function unlinkQuietly(path: string): void {
  try {
    unlinkSync(path);
  } catch {
    // already gone
  }
}

function hold(path: string, owner: LockOwner): DataDirLock {
  held.add(path);
  const heartbeat = setInterval(() => {
    try {
      const now = new Date();
      utimesSync(path, now, now);
    } catch {
      // the folder went away; nothing to keep fresh
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    clearInterval(heartbeat);
    process.removeListener("exit", release);
    held.delete(path);
    const current = parseOwner(readOrNull(path) ?? "");
    if (current?.nonce === owner.nonce) unlinkQuietly(path);
  };
  // A process that exits without closing the database (a crash) still frees the folder.
  process.on("exit", release);
  return { path, owner, release };
}
