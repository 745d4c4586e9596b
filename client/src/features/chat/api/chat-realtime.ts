import { type ChatMessage, REALTIME } from "@shared/chat";
import { useQueryClient } from "@tanstack/react-query";
import { chatPrefix } from "@/lib/query-keys";
import { useRealtime } from "@/lib/realtime";
import { addChatMessage, removeChatMessage } from "./chat-cache";

/**
 * Keeps the chat lists live from the socket at /ws: NEW_CHAT_MESSAGE refreshes the list of the
 * message's chat, CHAT_MESSAGE_REMOVED drops a removed message. After the socket was down,
 * messages may have been missed, so the lists are fetched again. Returns whether it is live.
 */
export function useChatRealtime(): boolean {
  const queryClient = useQueryClient();
  return useRealtime(
    (event) => {
      if (event.type === REALTIME.newChatMessage) {
        const message = event.message as ChatMessage | undefined;
        if (message && typeof message.id === "number") addChatMessage(queryClient, message);
        else void queryClient.invalidateQueries({ queryKey: chatPrefix });
      } else if (event.type === REALTIME.chatMessageRemoved && typeof event.id === "number") {
        removeChatMessage(queryClient, event.id, (event.alertId as number | null) ?? null);
      } else if (event.type === REALTIME.resync) {
        void queryClient.invalidateQueries({ queryKey: chatPrefix });
      }
    },
    (connected, reconnected) => {
      if (connected && reconnected) void queryClient.invalidateQueries({ queryKey: chatPrefix });
      // While closed nothing arrives: lists not on screen are fetched again when next shown.
      if (!connected) void queryClient.invalidateQueries({ queryKey: chatPrefix, refetchType: "none" });
    },
  );
}
