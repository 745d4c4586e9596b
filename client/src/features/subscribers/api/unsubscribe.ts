import type { ManagedSubscription, UnsubscribeResult } from "@shared/subscribers.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";
import { managedSubscriptionKey } from "@/lib/query-keys";
import { recentSubscribersQueryOptions } from "./recent-subscribers";
import { subscriberCountQueryOptions } from "./subscriber-count";

// POST /api/subscribers/unsubscribe { token }: the per-subscriber link in every notification.
export function unsubscribe(token: string): Promise<UnsubscribeResult> {
  return apiJson<UnsubscribeResult>("POST", "/api/subscribers/unsubscribe", { token });
}

export function useUnsubscribe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unsubscribe,
    onSuccess: (_result, token) => {
      // The "manage my alerts" view of the same link now shows the alerts as off.
      queryClient.setQueryData<ManagedSubscription>(managedSubscriptionKey(token), (current) =>
        current ? { ...current, isActive: false } : current,
      );
      queryClient.invalidateQueries({ queryKey: subscriberCountQueryOptions().queryKey });
      queryClient.invalidateQueries({ queryKey: recentSubscribersQueryOptions().queryKey });
    },
  });
}
