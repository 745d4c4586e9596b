import type { AccessCodeResponse } from "@shared/staff";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";
import { staffQueryOptions } from "./staff";

/** POST /api/admin/staff/{id}/access-code: a personal moderator code, shown once. */
export function useIssueCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiJson<AccessCodeResponse>("POST", `/api/admin/staff/${id}/access-code`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffQueryOptions().queryKey }),
  });
}
