import type { ChatMessage } from "@shared/chat";
import type { ChatMessageRow } from "./chat.repo";

/** What leaves the server: never the flagging moderator's id, nor who removed what. */
export function toChatMessage(row: ChatMessageRow): ChatMessage {
  return {
    id: row.id,
    alertId: row.alertId,
    userName: row.userName,
    message: row.message,
    isModerator: row.isModerator,
    createdAt: row.createdAt.toISOString(),
  };
}
