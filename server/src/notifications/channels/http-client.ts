import { Agent as HttpAgent, request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { Agent as HttpsAgent, request as httpsRequest } from "node:https";
import type { LookupFunction } from "node:net";
import { SendError } from "./types";

// One HTTP call to a provider (Twilio, a push service) over kept-alive node:http(s) connections
// (docs/decisions/028 says why it is not undici yet). Each failure becomes a SendError that says
// whether the provider may have taken the message.

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

const CONNECT_FAILURES = new Set(["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN", "EHOSTUNREACH", "ENETUNREACH"]);

export class ProviderHttp {
  private readonly http: HttpAgent;
  private readonly https: HttpsAgent;

  /**
   * @param provider how errors name the other side ("provider", "push service")
   * @param connect.lookup the DNS lookup of each new connection; a SendError it fails with is
   *   the call's error as it is
   */
  constructor(
    private readonly provider: string,
    connect: { lookup?: LookupFunction } = {},
  ) {
    const agent = { keepAlive: true, maxSockets: 128, ...(connect.lookup ? { lookup: connect.lookup } : {}) };
    this.http = new HttpAgent(agent);
    this.https = new HttpsAgent(agent);
  }

  call(address: string, request: ProviderRequest): Promise<ProviderAnswer> {
    const { provider } = this;
    return new Promise((resolve, reject) => {
      const url = new URL(address);
      const secure = url.protocol === "https:";
      const send = secure ? httpsRequest : httpRequest;
      let written = false;
      let settled = false;
      const finish = (outcome: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        request.signal?.removeEventListener("abort", onAbort);
        outcome();
      };
      const req = send(
        url,
        { method: request.method, headers: request.headers, agent: secure ? this.https : this.http },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () =>
            finish(() =>
              resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
            ),
          );
          res.on("error", () =>
            finish(() => reject(new SendError(`${provider} connection failed`, true, true))),
          );
        },
      );
      const timer = setTimeout(
        () => req.destroy(Object.assign(new Error("timeout"), { code: "ETIMEDOUT" })),
        request.timeoutMs,
      );
      const onAbort = () => req.destroy(Object.assign(new Error("aborted"), { code: "ABORTED" }));
      request.signal?.addEventListener("abort", onAbort, { once: true });
      if (request.signal?.aborted) onAbort();
      req.on("error", (error: Error & { code?: string }) => {
        finish(() => {
          if (error instanceof SendError) reject(error);
          else if (error.code && CONNECT_FAILURES.has(error.code))
            reject(new SendError(`cannot reach ${provider} (${error.code})`, true, false));
          else if (error.code === "ETIMEDOUT" || error.code === "ABORTED")
            reject(new SendError(`${provider} did not answer in time`, true, true));
          // Once the request was written the provider may have taken it.
          else
            reject(
              new SendError(
                `${provider} connection failed${error.code ? ` (${error.code})` : ""}`,
                true,
                written,
              ),
            );
        });
      });
      req.end(request.body ?? undefined, () => {
        written = true;
      });
    });
  }

  close(): void {
    this.http.destroy();
    this.https.destroy();
  }
}
