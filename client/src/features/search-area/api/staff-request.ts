import { ApiError, type RequestOptions } from "@/lib/api-client";

/**
 * Staff calls from either screen: a moderator's dashboard sends its unlock token (bearer), an
 * admin's pages the session cookie (no token).
 */
export const staffRequest = (token: string | undefined, signal?: AbortSignal): RequestOptions => ({
  ...(token ? { bearer: token } : {}),
  ...(signal ? { signal } : {}),
});

/** The server no longer accepts the caller (an unlock expired or revoked): a dashboard locks. */
export const lostAccess = (error: unknown) =>
  error instanceof ApiError && (error.status === 401 || error.status === 403);
