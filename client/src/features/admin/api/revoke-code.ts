import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { staffQueryOptions } from "./staff";

/** DELETE /api/admin/staff/{id}/access-code: the code stops working and open unlocks end. */
export function useRevokeCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiRequest("DELETE", `/api/admin/staff/${id}/access-code`);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffQueryOptions().queryKey }),
  });
}
