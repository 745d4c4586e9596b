import type { StaffSessionResponse } from "@shared/staff";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { sessionKey } from "./query-keys";

/** POST /api/auth/logout: ends the session on the server and clears the cookie. */
export async function signOut(): Promise<void> {
  await apiRequest("POST", "/api/auth/logout");
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => {
      // Drop everything fetched while signed in (subscribers' and reporters' details).
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionKey[0] });
      queryClient.setQueryData<StaffSessionResponse>(sessionKey, { staff: null });
    },
  });
}
