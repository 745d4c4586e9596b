import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { sessionQueryOptions } from "./session";

/** POST /api/auth/logout: ends the session on the server and clears the cookie. */
export async function signOut(): Promise<void> {
  await apiRequest("POST", "/api/auth/logout");
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => {
      const { queryKey } = sessionQueryOptions();
      // Drop everything fetched while signed in (subscribers' and reporters' details).
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKey[0] });
      queryClient.setQueryData(queryKey, { staff: null });
    },
  });
}
