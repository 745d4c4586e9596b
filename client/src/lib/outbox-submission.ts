import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SubmitResult } from "./offline-outbox";
import { alertsPrefix } from "./query-keys";

/**
 * A public submission through the outbox, as a mutation. Once sent, the alerts caches are
 * refreshed (a sighting is cached under its alert, so the alerts prefix covers both); a queued
 * one changes nothing yet (the layout refreshes them once the outbox has sent it).
 */
export function useOutboxSubmission<I, T>(submit: (input: I) => Promise<SubmitResult<T>>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submit,
    onSuccess: (outcome) =>
      outcome.status === "sent" ? queryClient.invalidateQueries({ queryKey: alertsPrefix }) : undefined,
  });
}
