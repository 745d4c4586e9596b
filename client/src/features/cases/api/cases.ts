import type { StaffAlert } from "@shared/alerts";
import type { CaseOutcome, StaleCasesResponse } from "@shared/cases";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";
import { adminPrefix, alertsPrefix, staleCasesKey } from "@/lib/query-keys";

/**
 * The staff calls of a case's end: a moderator's dashboard sends its unlock token (bearer), an
 * admin's pages the session cookie (no token).
 */
const staffOptions = (token: string | undefined, signal?: AbortSignal) => ({
  ...(token ? { bearer: token } : {}),
  ...(signal ? { signal } : {}),
});

/** GET /api/cases/stale: verified alerts nobody has updated for the configured days. */
export function useStaleCases(token?: string) {
  return useQuery({
    queryKey: staleCasesKey,
    queryFn: ({ signal }) =>
      apiJson<StaleCasesResponse>("GET", "/api/cases/stale", undefined, staffOptions(token, signal)),
  });
}

/** Everything that shows the alert or the counts is refreshed after a case changes. */
function useInvalidateCases() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: staleCasesKey });
    void queryClient.invalidateQueries({ queryKey: alertsPrefix });
    void queryClient.invalidateQueries({ queryKey: adminPrefix });
  };
}

export interface CloseCaseRequest {
  alertId: number;
  outcome: CaseOutcome;
  note: string;
}

/** POST /api/alerts/{id}/close: the outcome and the staff note. */
export function useCloseCase(token?: string) {
  const invalidate = useInvalidateCases();
  return useMutation({
    mutationFn: ({ alertId, outcome, note }: CloseCaseRequest) =>
      apiJson<StaffAlert>(
        "POST",
        `/api/alerts/${alertId}/close`,
        { outcome, note: note.trim() || null },
        staffOptions(token),
      ),
    onSuccess: invalidate,
  });
}

/** POST /api/alerts/{id}/confirm-missing: the person is still missing; the quiet clock starts again. */
export function useConfirmStillMissing(token?: string) {
  const invalidate = useInvalidateCases();
  return useMutation({
    mutationFn: (alertId: number) =>
      apiJson<StaffAlert>("POST", `/api/alerts/${alertId}/confirm-missing`, undefined, staffOptions(token)),
    onSuccess: invalidate,
  });
}
