import type { ChatMessage, PostChatMessageInput } from "@shared/chat";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";
import { addChatMessage } from "./chat-cache";

/**
 * POST /api/chat. A moderator's message carries the unlock token from joining with the
 * moderator code; the server flags it only after checking that token.
 */
export function postChatMessage(input: PostChatMessageInput, moderatorToken?: string): Promise<ChatMessage> {
  return apiJson<ChatMessage>("POST", "/api/chat", input, { bearer: moderatorToken });
}

export function usePostChatMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, moderatorToken }: { input: PostChatMessageInput; moderatorToken?: string }) =>
      postChatMessage(input, moderatorToken),
    // Shown at once to its sender, whether or not the socket is up; the push is deduplicated.
    onSuccess: (message) => addChatMessage(queryClient, message),
  });
}
