import type { StaffSessionResponse } from "@shared/staff";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api-client";
import { sessionKey } from "@/lib/query-keys";

/** GET /api/auth/session: the signed-in member of staff (from the httpOnly cookie), or null. */
export async function fetchSession(signal?: AbortSignal): Promise<StaffSessionResponse> {
  return (await getJson<StaffSessionResponse>("/api/auth/session", "throw", signal)) ?? { staff: null };
}

export const sessionQueryOptions = () =>
  queryOptions({ queryKey: sessionKey, queryFn: ({ signal }) => fetchSession(signal) });

export function useStaffSession() {
  return useQuery(sessionQueryOptions());
}
