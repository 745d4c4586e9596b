import type { StaffAlert } from "@shared/alerts";
import type { ChangeSharingPolicyRequest } from "@shared/sharing";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";
import { alertsPrefix } from "@/lib/query-keys";
import { staffRequest } from "./staff-request";

/** PUT /api/alerts/{id}/sharing-policy (audited): who may see and pass the alert on. */
export function useChangeSharingPolicy(alertId: number, token?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangeSharingPolicyRequest) =>
      apiJson<StaffAlert>("PUT", `/api/alerts/${alertId}/sharing-policy`, body, staffRequest(token)),
    // The lists, the public page and the area (a staff-only case stops growing) all change.
    onSettled: () => queryClient.invalidateQueries({ queryKey: alertsPrefix }),
  });
}
