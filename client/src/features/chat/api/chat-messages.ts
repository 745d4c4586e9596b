import { CHAT_HAS_MORE_HEADER, CHAT_PAGE_SIZE, type ChatMessage } from "@shared/chat";
import { useInfiniteQuery } from "@tanstack/react-query";
import { ApiError } from "@/lib/api-client";
import { type ChatPage, chatKey } from "./chat-cache";

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
  const res = await fetch(`/api/chat${query ? `?${query}` : ""}`, { credentials: "include", signal });
  if (!res.ok) throw new ApiError(res.status, await res.text(), res.statusText);
  const messages = (await res.json()) as ChatMessage[];
  const header = res.headers.get(CHAT_HAS_MORE_HEADER);
  return { messages, hasMore: header === null ? messages.length >= CHAT_PAGE_SIZE : header === "true" };
}

export function useChatMessages(alertId: number | null) {
  return useInfiniteQuery({
    queryKey: chatKey(alertId),
    queryFn: ({ pageParam, signal }) => fetchChatPage(alertId, pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => (last.hasMore ? last.messages[0]?.id : undefined),
  });
}
