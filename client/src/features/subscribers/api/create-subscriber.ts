import type { CreateSubscriberInput, SubscribeResult } from "@shared/subscribers.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";
import { recentSubscribersQueryOptions } from "./recent-subscribers";
import { subscriberCountQueryOptions } from "./subscriber-count";

// POST /api/subscribers. The answer is read only as success: it is the same
// whether or not the phone or e-mail was already on file. The count and the supporters list refresh.
export function createSubscriber(input: CreateSubscriberInput): Promise<SubscribeResult> {
  return apiJson<SubscribeResult>("POST", "/api/subscribers", input);
}

export function useCreateSubscriber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSubscriber,
    onSuccess: () => {
      queryClient.invalidateQueries({ queryKey: subscriberCountQueryOptions().queryKey });
      queryClient.invalidateQueries({ queryKey: recentSubscribersQueryOptions().queryKey });
    },
  });
}
