import type { StaffAlert } from "@shared/alerts";
import type { VerifyAlertRequest } from "@shared/levels";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";
import { alertsPrefix } from "@/lib/query-keys";

/**
 * POST /api/alerts/{id}/verify: verifies the report at the level the moderator chose and sends
 * the alert to the subscribers inside its first search area (once).
 */
export function verifyAlert(token: string, id: number, choice: VerifyAlertRequest): Promise<StaffAlert> {
  return apiJson<StaffAlert>("POST", `/api/alerts/${id}/verify`, choice, { bearer: token });
}

export function useVerifyAlert(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...choice }: { id: number } & VerifyAlertRequest) => verifyAlert(token, id, choice),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertsPrefix }),
  });
}
