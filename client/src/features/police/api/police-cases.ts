import type { PoliceCaseView, PoliceConfirmation } from "@shared/intake";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiJson, getJson } from "@/lib/api-client";
import { policeCasesKey } from "@/lib/query-keys";

/** GET /api/police/cases (police liaison or admin): open reports waiting for a police confirmation. */
export function usePoliceCases() {
  return useQuery({
    queryKey: policeCasesKey,
    queryFn: ({ signal }) => getJson<PoliceCaseView[]>("/api/police/cases", "throw", signal),
  });
}

/** POST /api/alerts/{id}/police-confirmation: the liaison confirms a case in one step. */
export function useConfirmCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ alertId, ...confirmation }: PoliceConfirmation & { alertId: number }) =>
      apiJson<PoliceCaseView>("POST", `/api/alerts/${alertId}/police-confirmation`, confirmation),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: policeCasesKey }),
  });
}
