import type { StaffAlert } from "@shared/alerts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { moderatorRequest } from "./moderator-request";
import { alertsPrefix } from "./query-keys";

/** POST /api/alerts/{id}/resolve: used by Reject; the alert is closed (inactive). */
export async function resolveAlert(token: string, id: number): Promise<StaffAlert> {
  const res = await moderatorRequest(token, "POST", `/api/alerts/${id}/resolve`);
  return (await res.json()) as StaffAlert;
}

export function useResolveAlert(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => resolveAlert(token, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertsPrefix }),
  });
}
