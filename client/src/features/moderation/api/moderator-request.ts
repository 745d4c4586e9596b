import { ApiError } from "@/lib/api-client";

// The moderator dashboard's calls carry the unlock token as a bearer token. The token lives
// in React state only (never in storage), so a reload relocks the dashboard.

export async function moderatorRequest(
  token: string,
  method: string,
  url: string,
  signal?: AbortSignal,
): Promise<Response> {
  const res = await fetch(url, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    credentials: "include",
    signal,
  });
  if (!res.ok) throw new ApiError(res.status, await res.text(), res.statusText);
  return res;
}

/** The unlock has expired or its code was revoked: the dashboard must lock again. */
export function isUnlockLost(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.status === 403);
}
