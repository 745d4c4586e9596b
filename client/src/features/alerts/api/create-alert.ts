import type { CreateAlertInput, CreateAlertResult } from "@shared/alerts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { outbox, type SubmitResult } from "@/lib/offline-outbox";
import { alertsPrefix } from "@/lib/query-keys";

/**
 * POST /api/alerts: a new missing-person report (stored pending until a moderator verifies it).
 * Without a connection it is kept on the phone, photo included, and sent when the connection
 * returns ("queued"); a refusal still throws.
 */
export function createAlert(input: CreateAlertInput): Promise<SubmitResult<CreateAlertResult>> {
  return outbox.submit<CreateAlertResult>({
    kind: "report",
    url: "/api/alerts",
    body: input,
    summary: `Your report about ${input.name}`,
  });
}

export function useCreateAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAlert,
    onSuccess: (outcome) =>
      outcome.status === "sent" ? queryClient.invalidateQueries({ queryKey: alertsPrefix }) : undefined,
  });
}
