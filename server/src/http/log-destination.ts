import pino from "pino";

/** Where log lines go: pino writes its lines here, and so does the access log (http/access-log.ts). */
export interface LogDestination {
  write(line: string): void;
  /** Writes what is waiting now; pino's `logger.flush(callback)` calls it. */
  flush(callback?: (error?: Error) => void): void;
}

/**
 * Standard output, written once per turn of the event loop instead of once per line: the lines
 * logged while a batch of requests is answered (one access line each) go out in one write after
 * it. A write per line was a system call per request, a large part of what a cached public read
 * costs the server. Nothing waits longer than the current turn, and what waits is
 * written when the process exits, however it exits short of being killed. Underneath is pino's
 * own synchronous destination, which retries a full pipe.
 */
export function batchedStdout(): LogDestination {
  stdout ??= batched(pino.destination({ dest: 1, sync: true }));
  return stdout;
}

let stdout: LogDestination | undefined;

export function batched(target: { write(data: string): unknown }): LogDestination {
  let waiting = "";
  let scheduled = false;
  const flushSync = () => {
    scheduled = false;
    if (waiting === "") return;
    const lines = waiting;
    waiting = "";
    target.write(lines);
  };
  process.once("exit", flushSync);
  return {
    write(line) {
      waiting += line;
      if (!scheduled) {
        scheduled = true;
        setImmediate(flushSync);
      }
    },
    flush(callback) {
      flushSync();
      callback?.();
    },
  };
}
