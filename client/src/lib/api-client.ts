// The one HTTP client: cookies always sent, JSON bodies, and any
// non-successful response becomes an Error whose message is "<status>: <body text or status text>".
// Every call of the client goes through here; nothing else calls fetch.

import { IDEMPOTENCY_KEY_HEADER } from "@shared/idempotency";
import { noteResponse } from "./connectivity";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = "ApiError";
  }

  /** The server's { message } when the body is JSON, else undefined. */
  get serverMessage(): string | undefined {
    try {
      const parsed = JSON.parse(this.body) as { message?: unknown };
      return typeof parsed.message === "string" ? parsed.message : undefined;
    } catch {
      return undefined;
    }
  }
}

export interface RequestOptions {
  signal?: AbortSignal;
  /** A moderator's unlock token (held in memory only), sent as `Authorization: Bearer <token>`. */
  bearer?: string;
  /** Declare a JSON body even though there is none (approve and deny). */
  jsonContentType?: boolean;
  /** Sent as `Idempotency-Key`: a resend of the same submission is answered, not stored twice. */
  idempotencyKey?: string;
}

async function throwIfResNotOk(res: Response): Promise<void> {
  if (!res.ok) {
    const text = await res.text();
    throw new ApiError(res.status, text, res.statusText);
  }
}

type Transport = (url: string, init: RequestInit) => Promise<Response>;

/** fetch in the browser; the server renderer answers the API itself (client/src/entry-server.tsx). */
let transport: Transport = (url, init) => fetch(url, init);

/** Sends every later request through `next` (the server renderer, once, when it starts). */
export function setTransport(next: Transport): void {
  transport = next;
}

function send(method: string, url: string, data: unknown, options: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = {};
  if (data !== undefined || options.jsonContentType) headers["Content-Type"] = "application/json";
  if (options.bearer) headers.Authorization = `Bearer ${options.bearer}`;
  if (options.idempotencyKey) headers[IDEMPOTENCY_KEY_HEADER] = options.idempotencyKey;
  return transport(url, {
    method,
    headers,
    body: data !== undefined ? JSON.stringify(data) : undefined,
    credentials: "include",
    signal: options.signal,
  }).then((res) => {
    // Tells the offline banner whether this answer came from the phone's saved copy.
    noteResponse(url, res);
    return res;
  });
}

/**
 * Sends a request; a body, when present, is JSON. Returns the Response (already checked), for
 * callers that read headers such as X-Total-Count.
 */
export async function apiRequest(
  method: string,
  url: string,
  data?: unknown,
  options: RequestOptions = {},
): Promise<Response> {
  const res = await send(method, url, data, options);
  await throwIfResNotOk(res);
  return res;
}

export async function apiJson<T>(
  method: string,
  url: string,
  data?: unknown,
  options?: RequestOptions,
): Promise<T> {
  const res = await apiRequest(method, url, data, options);
  return (await res.json()) as T;
}

export type UnauthorizedBehavior = "returnNull" | "throw";

/** A GET for queries; a 401 throws unless the caller asks for null instead. */
export async function getJson<T>(url: string, on401?: "throw", signal?: AbortSignal): Promise<T>;
export async function getJson<T>(
  url: string,
  on401: UnauthorizedBehavior,
  signal?: AbortSignal,
): Promise<T | null>;
export async function getJson<T>(
  url: string,
  on401: UnauthorizedBehavior = "throw",
  signal?: AbortSignal,
): Promise<T | null> {
  const res = await send("GET", url, undefined, { signal });
  if (on401 === "returnNull" && res.status === 401) return null;
  await throwIfResNotOk(res);
  return (await res.json()) as T;
}

/** What a toast shows for a failed call: the server's message, or 'Please try again.' */
export function errorDescription(error: unknown): string {
  // A proxy's HTML error page (a 502 from nginx) is no message a person can read.
  if (error instanceof ApiError)
    return (
      error.serverMessage ??
      (error.body && !error.body.trimStart().startsWith("<") ? error.body : "Please try again.")
    );
  if (error instanceof Error && error.message) return error.message;
  return "Please try again.";
}
