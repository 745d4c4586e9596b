import type { CreateSubscriberInput, PublicSubscriber } from "@shared/subscribers";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";
import { recentSubscribersQueryOptions } from "./recent-subscribers";
import { subscriberCountQueryOptions } from "./subscriber-count";

// POST /api/subscribers. On success the count (spec section 7) and the supporters list refresh.
export function createSubscriber(input: CreateSubscriberInput): Promise<PublicSubscriber> {
  return apiJson<PublicSubscriber>("POST", "/api/subscribers", input);
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
