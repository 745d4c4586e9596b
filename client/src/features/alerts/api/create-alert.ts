import type { CreateAlertInput, CreateAlertResult } from "@shared/alerts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";
import { alertsPrefix } from "@/lib/query-keys";

/** POST /api/alerts: a new missing-person report (stored pending until a moderator verifies it). */
export function createAlert(input: CreateAlertInput): Promise<CreateAlertResult> {
  return apiJson<CreateAlertResult>("POST", "/api/alerts", input);
}

export function useCreateAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAlert,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertsPrefix }),
  });
}
