import { CHAT_HAS_MORE_HEADER, CHAT_PAGE_SIZE, type ChatMessage } from "@shared/chat";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { chatKey } from "@/lib/query-keys";

// One list per chat: the community's (no alert) and one per alert. Each is an infinite query
// whose first page is the newest; older pages follow.

export interface ChatPage {
  /** Oldest first. */
  messages: ChatMessage[];
  hasMore: boolean;
}

/**
 * GET /api/chat (the community chat) or GET /api/chat?alertId={id} (an alert's): the newest
 * page, oldest first; `before` asks for the page older than that message id.
 */
export async function fetchChatPage(
  alertId: number | null,
  before?: number,
  signal?: AbortSignal,
): Promise<ChatPage> {
  const params = new URLSearchParams();
  if (alertId !== null) params.set("alertId", String(alertId));
  if (before !== undefined) params.set("before", String(before));
  const query = params.toString();
  const res = await apiRequest("GET", `/api/chat${query ? `?${query}` : ""}`, undefined, { signal });
  const messages = (await res.json()) as ChatMessage[];
  const header = res.headers.get(CHAT_HAS_MORE_HEADER);
  return { messages, hasMore: header === null ? messages.length >= CHAT_PAGE_SIZE : header === "true" };
}

export const chatMessagesQueryOptions = (alertId: number | null) =>
  infiniteQueryOptions({
    queryKey: chatKey(alertId),
    queryFn: ({ pageParam, signal }) => fetchChatPage(alertId, pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last: ChatPage) => (last.hasMore ? last.messages[0]?.id : undefined),
  });

export function useChatMessages(alertId: number | null) {
  return useInfiniteQuery(chatMessagesQueryOptions(alertId));
}
