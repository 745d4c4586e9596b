import type { StaffAlert } from "@shared/alerts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";
import { alertsPrefix } from "@/lib/query-keys";

/** POST /api/alerts/{id}/verify: verifies the report and sends the alert to subscribers (once). */
export function verifyAlert(token: string, id: number): Promise<StaffAlert> {
  return apiJson<StaffAlert>("POST", `/api/alerts/${id}/verify`, undefined, { bearer: token });
}

export function useVerifyAlert(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => verifyAlert(token, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertsPrefix }),
  });
}
