import type { StaffAlert } from "@shared/alerts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { moderatorRequest } from "./moderator-request";
import { alertsPrefix } from "./query-keys";

/** POST /api/alerts/{id}/verify: verifies the report and sends the alert to subscribers (once). */
export async function verifyAlert(token: string, id: number): Promise<StaffAlert> {
  const res = await moderatorRequest(token, "POST", `/api/alerts/${id}/verify`);
  return (await res.json()) as StaffAlert;
}

export function useVerifyAlert(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => verifyAlert(token, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertsPrefix }),
  });
}
