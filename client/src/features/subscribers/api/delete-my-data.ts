import { type DeletedSubscription, manageSubscriptionPath } from "@shared/subscribers";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";
import { managedSubscriptionKey } from "@/lib/query-keys";
import { recentSubscribersQueryOptions } from "./recent-subscribers";
import { subscriberCountQueryOptions } from "./subscriber-count";

/** DELETE /api/subscribers/manage/{token}: "Delete my data", through the same link. */
export function deleteMyData(token: string): Promise<DeletedSubscription> {
  return apiJson<DeletedSubscription>("DELETE", manageSubscriptionPath(token));
}

/** After it, the link leads nowhere: the subscription is dropped from the cache, not refetched. */
export function useDeleteMyData(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteMyData(token),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: managedSubscriptionKey(token) });
      queryClient.invalidateQueries({ queryKey: subscriberCountQueryOptions().queryKey });
      queryClient.invalidateQueries({ queryKey: recentSubscribersQueryOptions().queryKey });
    },
  });
}
