import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { removeChatMessage as removeFromCache } from "./chat-cache";

/** DELETE /api/chat/{id}: a moderator removes a message (every connected screen drops it). */
export async function removeChatMessage(id: number, moderatorToken: string): Promise<void> {
  await apiRequest("DELETE", `/api/chat/${id}`, undefined, { bearer: moderatorToken });
}

export function useRemoveChatMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, moderatorToken }: { id: number; alertId: number | null; moderatorToken: string }) =>
      removeChatMessage(id, moderatorToken),
    onSuccess: (_result, { id, alertId }) => removeFromCache(queryClient, id, alertId),
  });
}
