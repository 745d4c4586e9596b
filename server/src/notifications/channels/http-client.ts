import { EventEmitter } from "node:events";
import type { IncomingHttpHeaders } from "node:http";
import type { LookupFunction } from "node:net";
import type { Agent, request as undiciRequest } from "undici";
import { SendError } from "./types";

// One HTTP call to a provider (Twilio, a push service, a gateway phone) through undici's
// kept-alive Agent. Each failure becomes a SendError that says whether the provider may have
// taken the message. undici loads on the first call, so a server that sends nothing (a new
// deployment, the embedded demo) does not start slower or hold it in memory.

export interface ProviderAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface ProviderRequest {
  method: "GET" | "POST";
  headers: Record<string, string | number>;
  body?: Buffer | string | null;
  /** The whole call, connection to the last byte of the answer, is bounded by this. */
  timeoutMs: number;
  /** Aborts the call (the dispatcher stopping). */
  signal?: AbortSignal;
}

/** Errors of a connection that never opened: nothing reached the provider. */
const CONNECT_FAILURES = new Set([
  "ECONNREFUSED",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "UND_ERR_CONNECT_TIMEOUT",
]);
const NO_ANSWER_IN_TIME = new Set(["UND_ERR_HEADERS_TIMEOUT", "UND_ERR_BODY_TIMEOUT", "UND_ERR_ABORTED"]);

export class ProviderHttp {
  private client: Promise<{ agent: Agent; request: typeof undiciRequest }> | null = null;

  /**
   * @param provider how errors name the other side ("provider", "push service")
   * @param connect.lookup the DNS lookup of each new connection; a SendError it fails with is
   *   the call's error as it is
   */
  constructor(
    private readonly provider: string,
    private readonly connect: { lookup?: LookupFunction } = {},
  ) {}

  private undici() {
    this.client ??= import("undici").then(({ Agent, request }) => ({
      agent: new Agent({
        connections: 128,
        ...(this.connect.lookup ? { connect: { lookup: this.connect.lookup } } : {}),
      }),
      request,
    }));
    return this.client;
  }

  async call(address: string, request: ProviderRequest): Promise<ProviderAnswer> {
    // undici takes an EventEmitter as the signal: cheaper per call than an AbortSignal.
    const stop = Object.assign(new EventEmitter(), { aborted: false });
    const abort = () => {
      if (stop.aborted) return;
      stop.aborted = true;
      stop.emit("abort");
    };
    const timer = setTimeout(abort, request.timeoutMs);
    request.signal?.addEventListener("abort", abort, { once: true });
    if (request.signal?.aborted) abort();
    const headers: Record<string, string> = {};
    for (const name in request.headers) headers[name] = String(request.headers[name]);
    try {
      const { agent, request: undiciRequest } = await this.undici();
      const answer = await undiciRequest(address, {
        method: request.method,
        headers,
        body: request.body ?? null,
        dispatcher: agent,
        signal: stop,
        headersTimeout: request.timeoutMs,
        bodyTimeout: request.timeoutMs,
      });
      const body = Buffer.from(await answer.body.arrayBuffer());
      return { status: answer.statusCode, headers: answer.headers, body };
    } catch (error) {
      throw this.failure(error as Error & { code?: string }, stop.aborted);
    } finally {
      clearTimeout(timer);
      request.signal?.removeEventListener("abort", abort);
    }
  }

  private failure(error: Error & { code?: string }, aborted: boolean): SendError {
    const { provider } = this;
    if (error instanceof SendError) return error;
    if (error.code && CONNECT_FAILURES.has(error.code))
      return new SendError(`cannot reach ${provider} (${error.code})`, true, false);
    if (aborted || (error.code && NO_ANSWER_IN_TIME.has(error.code)))
      return new SendError(`${provider} did not answer in time`, true, true);
    // The connection was open: the provider may have taken the request before it failed.
    return new SendError(`${provider} connection failed${error.code ? ` (${error.code})` : ""}`, true, true);
  }

  async close(): Promise<void> {
    if (this.client) await (await this.client).agent.destroy();
  }
}
