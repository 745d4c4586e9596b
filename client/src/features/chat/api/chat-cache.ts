import type { ChatMessage } from "@shared/chat";
import type { InfiniteData, QueryClient } from "@tanstack/react-query";
import { type ChatPage, chatMessagesQueryOptions } from "./chat-messages";

// Edits of the chat lists in the query cache (see chat-messages.ts), made when a message is
// posted or removed here or pushed by the socket.

/** Adds a message to its chat's newest page, once, in id order. A chat not loaded is left alone. */
export function addChatMessage(client: QueryClient, message: ChatMessage): void {
  client.setQueryData(chatMessagesQueryOptions(message.alertId).queryKey, (data) => {
    if (!data || data.pages.length === 0) return data;
    if (data.pages.some((p) => p.messages.some((m) => m.id === message.id))) return data;
    const [newest, ...older] = data.pages as [ChatPage, ...ChatPage[]];
    const messages = [...newest.messages, message].sort((a, b) => a.id - b.id);
    return { ...data, pages: [{ ...newest, messages }, ...older] };
  });
}

export function removeChatMessage(client: QueryClient, id: number, alertId: number | null): void {
  client.setQueryData(chatMessagesQueryOptions(alertId).queryKey, (data) => {
    if (!data) return data;
    if (!data.pages.some((p) => p.messages.some((m) => m.id === id))) return data;
    return {
      ...data,
      pages: data.pages.map((p) => ({ ...p, messages: p.messages.filter((m) => m.id !== id) })),
    };
  });
}

/** Oldest first, across the pages loaded so far. */
export function flattenChat(data: InfiniteData<ChatPage, unknown> | undefined): ChatMessage[] {
  if (!data) return [];
  return [...data.pages].reverse().flatMap((p) => p.messages);
}
