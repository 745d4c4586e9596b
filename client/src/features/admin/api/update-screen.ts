import type { StaffScreen, UpdateScreenRequest } from "@shared/screens";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";
import { screensQueryOptions } from "./screens";

/** PATCH /api/admin/screens/{id}: turn a screen off (its link stops answering) or back on. */
export function useSetScreenEnabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, enabled }: { id: number } & UpdateScreenRequest) =>
      apiJson<StaffScreen>("PATCH", `/api/admin/screens/${id}`, { enabled } satisfies UpdateScreenRequest),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: screensQueryOptions().queryKey }),
  });
}
