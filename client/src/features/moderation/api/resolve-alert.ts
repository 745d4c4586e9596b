import type { StaffAlert } from "@shared/alerts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";
import { alertsPrefix } from "@/lib/query-keys";

/** POST /api/alerts/{id}/resolve: used by Reject; the alert is closed (inactive). */
export function resolveAlert(token: string, id: number): Promise<StaffAlert> {
  return apiJson<StaffAlert>("POST", `/api/alerts/${id}/resolve`, undefined, { bearer: token });
}

export function useResolveAlert(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => resolveAlert(token, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertsPrefix }),
  });
}
