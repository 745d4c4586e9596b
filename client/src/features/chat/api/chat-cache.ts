import type { ChatMessage } from "@shared/chat";
import type { InfiniteData, QueryClient } from "@tanstack/react-query";

// The chat lists in the query cache. One list per chat: the community's (no alert) and one per
// alert. Each is an infinite query whose first page is the newest; older pages follow.

export interface ChatPage {
  /** Oldest first. */
  messages: ChatMessage[];
  hasMore: boolean;
}

export type ChatData = InfiniteData<ChatPage, number | undefined>;

export const chatKeyPrefix = ["/api/chat"] as const;
export const chatKey = (alertId: number | null) => ["/api/chat", alertId ?? "community"] as const;

/** Adds a message to its chat's newest page, once, in id order. A chat not loaded is left alone. */
export function addChatMessage(client: QueryClient, message: ChatMessage): void {
  client.setQueryData<ChatData>(chatKey(message.alertId), (data) => {
    if (!data || data.pages.length === 0) return data;
    if (data.pages.some((p) => p.messages.some((m) => m.id === message.id))) return data;
    const [newest, ...older] = data.pages as [ChatPage, ...ChatPage[]];
    const messages = [...newest.messages, message].sort((a, b) => a.id - b.id);
    return { ...data, pages: [{ ...newest, messages }, ...older] };
  });
}

export function removeChatMessage(client: QueryClient, id: number, alertId: number | null): void {
  client.setQueryData<ChatData>(chatKey(alertId), (data) => {
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
