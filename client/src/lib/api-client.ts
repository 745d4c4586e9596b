// The one HTTP client (spec section 7 and 8): cookies always sent, JSON bodies, and any
// non-successful response becomes an Error whose message is "<status>: <body text or status text>".

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

async function throwIfResNotOk(res: Response): Promise<void> {
  if (!res.ok) {
    const text = await res.text();
    throw new ApiError(res.status, text, res.statusText);
  }
}

/** Sends a request; a body, when present, is JSON. Returns the Response (already checked). */
export async function apiRequest(
  method: string,
  url: string,
  data?: unknown,
  init?: RequestInit,
): Promise<Response> {
  const res = await fetch(url, {
    method,
    headers: data !== undefined ? { "Content-Type": "application/json" } : {},
    body: data !== undefined ? JSON.stringify(data) : undefined,
    credentials: "include",
    ...init,
  });
  await throwIfResNotOk(res);
  return res;
}

export async function apiJson<T>(
  method: string,
  url: string,
  data?: unknown,
  init?: RequestInit,
): Promise<T> {
  const res = await apiRequest(method, url, data, init);
  return (await res.json()) as T;
}

export type UnauthorizedBehavior = "returnNull" | "throw";

/** A GET for queries; a 401 throws unless the caller asks for null instead (spec section 7). */
export async function getJson<T>(
  url: string,
  on401: UnauthorizedBehavior = "throw",
  signal?: AbortSignal,
): Promise<T | null> {
  const res = await fetch(url, { credentials: "include", signal });
  if (on401 === "returnNull" && res.status === 401) return null;
  await throwIfResNotOk(res);
  return (await res.json()) as T;
}

/** What a toast shows for a failed call: the server's message, or 'Please try again.' */
export function errorDescription(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? (error.body || "Please try again.");
  if (error instanceof Error && error.message) return error.message;
  return "Please try again.";
}
