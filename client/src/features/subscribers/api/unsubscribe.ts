import type { UnsubscribeResult } from "@shared/subscribers";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";
import { recentSubscribersQueryKey } from "./recent-subscribers";
import { subscriberCountQueryKey } from "./subscriber-count";

// POST /api/subscribers/unsubscribe { token }: the per-subscriber link in every notification.
export function unsubscribe(token: string): Promise<UnsubscribeResult> {
  return apiJson<UnsubscribeResult>("POST", "/api/subscribers/unsubscribe", { token });
}

export function useUnsubscribe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unsubscribe,
    onSuccess: () => {
      queryClient.invalidateQueries({ queryKey: subscriberCountQueryKey });
      queryClient.invalidateQueries({ queryKey: recentSubscribersQueryKey });
    },
  });
}
