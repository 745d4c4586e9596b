import type { AreaAction, ChangeLevelRequest, SearchAreaView } from "@shared/levels";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";
import { alertsPrefix, searchAreaKey } from "@/lib/query-keys";
import { staffRequest } from "./staff-request";

/** POST /api/alerts/{id}/search-area/{action}: expand now, pause, resume or stop the growth. */
export function useAreaAction(alertId: number, token?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: AreaAction) =>
      apiJson<SearchAreaView>(
        "POST",
        `/api/alerts/${alertId}/search-area/${action}`,
        undefined,
        staffRequest(token),
      ),
    // The answer is the area after the action; it is read again as well, after a failure too
    // (another member of staff may have changed it first).
    onSuccess: (view) => queryClient.setQueryData(searchAreaKey(alertId), view),
    onSettled: () => queryClient.invalidateQueries({ queryKey: searchAreaKey(alertId) }),
  });
}

/** PUT /api/alerts/{id}/level (audited): the level, and the travel mode with it. */
export function useChangeLevel(alertId: number, token?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangeLevelRequest) =>
      apiJson<SearchAreaView>("PUT", `/api/alerts/${alertId}/level`, body, staffRequest(token)),
    onSuccess: (view) => queryClient.setQueryData(searchAreaKey(alertId), view),
    // The level shows on the lists and pages too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: alertsPrefix }),
  });
}
