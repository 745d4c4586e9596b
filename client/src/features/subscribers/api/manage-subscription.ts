import { manageSubscriptionPath } from "@shared/subscribers";
import type { ManagedSubscription, UpdateSubscriptionInput } from "@shared/subscribers.schema";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiJson, getJson } from "@/lib/api-client";
import { managedSubscriptionKey } from "@/lib/query-keys";
import { recentSubscribersQueryOptions } from "./recent-subscribers";
import { subscriberCountQueryOptions } from "./subscriber-count";

// GET and PATCH /api/subscribers/manage/{token}: the subscription behind the link in every
// message, as its holder sees it (contacts masked) and changes it.

export function fetchManagedSubscription(token: string, signal?: AbortSignal): Promise<ManagedSubscription> {
  return getJson<ManagedSubscription>(manageSubscriptionPath(token), "throw", signal);
}

export const managedSubscriptionQueryOptions = (token: string) =>
  queryOptions({
    queryKey: managedSubscriptionKey(token),
    queryFn: ({ signal }) => fetchManagedSubscription(token, signal),
  });

export function useManagedSubscription(token: string, enabled = true) {
  return useQuery({ ...managedSubscriptionQueryOptions(token), enabled });
}

export function updateManagedSubscription(
  token: string,
  input: UpdateSubscriptionInput,
): Promise<ManagedSubscription> {
  return apiJson<ManagedSubscription>("PATCH", manageSubscriptionPath(token), input);
}

/** Saves changes; the page shows the server's answer, and the public count and list refresh. */
export function useUpdateManagedSubscription(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateSubscriptionInput) => updateManagedSubscription(token, input),
    onSuccess: (subscription) => {
      queryClient.setQueryData(managedSubscriptionKey(token), subscription);
      queryClient.invalidateQueries({ queryKey: subscriberCountQueryOptions().queryKey });
      queryClient.invalidateQueries({ queryKey: recentSubscribersQueryOptions().queryKey });
    },
  });
}
