import type { PoliceCaseView, PoliceConfirmation } from "@shared/intake";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiJson, getJson } from "@/lib/api-client";
import { policeLinkKey } from "@/lib/query-keys";

// The e-mailed police confirmation link: GET shows the case, POST records the confirmation and
// spends the link (it works once).

export function fetchPoliceLinkCase(token: string, signal?: AbortSignal): Promise<PoliceCaseView> {
  return getJson<PoliceCaseView>(`/api/police-confirmation/${encodeURIComponent(token)}`, "throw", signal);
}

export function usePoliceLinkCase(token: string) {
  return useQuery({
    queryKey: policeLinkKey(token),
    queryFn: ({ signal }) => fetchPoliceLinkCase(token, signal),
    retry: false,
    // The link is spent once submitted: never asked again in the background.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useConfirmByLink(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (confirmation: PoliceConfirmation) =>
      apiJson<PoliceCaseView>("POST", `/api/police-confirmation/${encodeURIComponent(token)}`, confirmation),
    onSuccess: (view) => queryClient.setQueryData(policeLinkKey(token), view),
  });
}
