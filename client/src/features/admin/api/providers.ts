import type { ChannelProviderState, ProvidersResponse, ProviderTestRequest } from "@shared/provider-tests";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiJson, getJson } from "@/lib/api-client";
import { providersKey } from "@/lib/query-keys";

/** GET /api/admin/providers: each channel's provider and its last test. */
export const providersQueryOptions = () =>
  queryOptions({
    queryKey: providersKey,
    queryFn: ({ signal }) => getJson<ProvidersResponse>("/api/admin/providers", "throw", signal),
  });

export function useProviders() {
  return useQuery(providersQueryOptions());
}

/** POST /api/admin/providers/{channel}/test: a test message; the channel's state comes back. */
export function useTestProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ channel, to }: ProviderTestRequest & { channel: string }) =>
      apiJson<ChannelProviderState>("POST", `/api/admin/providers/${encodeURIComponent(channel)}/test`, {
        to,
      }),
    onSuccess: (state) =>
      queryClient.setQueryData(providersKey, (data: ProvidersResponse | undefined) =>
        data ? { providers: data.providers.map((p) => (p.channel === state.channel ? state : p)) } : data,
      ),
  });
}
