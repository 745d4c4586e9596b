import { ApiError } from "@/lib/api-client";

// The moderator dashboard's calls carry the unlock token as a bearer token (the api client's
// `bearer` option). The token lives in React state only (never in storage), so a reload
// relocks the dashboard.

/** The unlock has expired or its code was revoked: the dashboard must lock again. */
export function isUnlockLost(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.status === 403);
}
