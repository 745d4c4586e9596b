import { type ManagedPush, type PushPublicKey, pushTicketPath } from "@shared/push";
import type { PushSubscriptionJson } from "@shared/push.schema";
import { manageSubscriptionPath } from "@shared/subscribers";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiJson, getJson } from "@/lib/api-client";
import { managedPushKey } from "@/lib/query-keys";

// Web push (decision 015): the VAPID key browsers subscribe with, and alerts on this phone for
// the subscription behind a manage link.

export async function fetchPushPublicKey(): Promise<string> {
  return (await getJson<PushPublicKey>("/api/push/public-key", "throw")).publicKey;
}

const pushPath = (token: string) => `${manageSubscriptionPath(token)}/push`;

export function useManagedPush(token: string, enabled: boolean) {
  return useQuery({
    queryKey: managedPushKey(token),
    queryFn: ({ signal }) => getJson<ManagedPush>(pushPath(token), "throw", signal),
    enabled,
  });
}

/** Turns alerts on this phone on (with the browser's subscription) or off (null). */
export function useSetManagedPush(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (subscription: PushSubscriptionJson | null) =>
      subscription
        ? apiJson<ManagedPush>("PUT", pushPath(token), subscription)
        : apiJson<ManagedPush>("DELETE", pushPath(token)),
    onSuccess: (state) => queryClient.setQueryData(managedPushKey(token), state),
  });
}

/** The supporter pop-up: alerts on this phone for the subscription this browser just created. */
export function enablePushWithTicket(
  ticket: string,
  subscription: PushSubscriptionJson,
): Promise<ManagedPush> {
  return apiJson<ManagedPush>("PUT", pushTicketPath(ticket), subscription);
}
