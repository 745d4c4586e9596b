import {
  CHAT_PAGE_SIZE,
  type ChatMessage,
  INVALID_MODERATOR_CODE,
  type PostChatMessageData,
} from "@shared/chat";
import type { AppContext } from "../../context";
import type { Db } from "../../db/client";
import { forbidden, notFound } from "../../errors";
import type { StaffIdentity } from "../../http/access";
import { getUnredactedPublicAlert } from "../alerts/alerts.service";
import { verifyModeratorCode } from "../staff/staff.service";
import {
  type ChatMessageRow,
  deleteChatOfAlert,
  findLiveChatMessage,
  insertChatMessage,
  listLiveChatMessages,
  markChatMessageRemoved,
} from "./chat.repo";
import { toChatMessage } from "./chat.shape";

// Chat is public: an alert's discussion exists only for alerts the public can see (a report
// still under review must not leak through its chat), for staff and visitors alike, because
// every chat message is broadcast to every connected socket.

/**
 * Who vouches for a moderator flag: a personal access code sent with the message, or the
 * staff member already identified for this request (moderator unlock token, admin session).
 * The client's isModerator alone is never enough.
 */
async function moderatorBehind(
  ctx: AppContext,
  input: PostChatMessageData,
  staff: StaffIdentity | null,
): Promise<StaffIdentity> {
  if (input.moderatorCode) {
    const holder = await verifyModeratorCode(ctx.database.db, input.moderatorCode);
    if (holder) return holder;
  } else if (staff) {
    return staff;
  }
  throw forbidden(INVALID_MODERATOR_CODE);
}

export async function postChatMessage(
  ctx: AppContext,
  input: PostChatMessageData,
  staff: StaffIdentity | null,
): Promise<ChatMessageRow> {
  if (input.alertId !== null) await getUnredactedPublicAlert(ctx, input.alertId);
  const moderator = input.isModerator ? await moderatorBehind(ctx, input, staff) : null;
  const row = await insertChatMessage(ctx.database.db, {
    alertId: input.alertId,
    userName: input.userName,
    message: input.message,
    isModerator: moderator !== null,
    moderatorId: moderator?.id ?? null,
    createdAt: ctx.now(),
  });
  ctx.events.emit("chat.message_posted", { messageId: row.id, alertId: row.alertId });
  return row;
}

export interface ChatPage {
  /** Oldest first. */
  messages: ChatMessageRow[];
  /** Whether older messages exist before this page. */
  hasMore: boolean;
}

export async function listChatMessages(
  ctx: AppContext,
  query: { alertId?: number; before?: number; limit?: number },
): Promise<ChatPage> {
  const alertId = query.alertId ?? null;
  // A redacted record's chat leaves every public response.
  if (alertId !== null) await getUnredactedPublicAlert(ctx, alertId);
  const limit = query.limit ?? CHAT_PAGE_SIZE;
  const rows = await listLiveChatMessages(ctx.database.db, {
    alertId,
    before: query.before,
    limit: limit + 1,
  });
  const hasMore = rows.length > limit;
  return { messages: rows.slice(0, limit).reverse(), hasMore };
}

/** A message as everyone sees it, unless it was removed (the realtime hub pushes it to browsers). */
export async function liveChatMessage(ctx: AppContext, id: number): Promise<ChatMessage | null> {
  const row = await findLiveChatMessage(ctx.database.db, id);
  return row ? toChatMessage(row) : null;
}

/** A moderator removes a message: it leaves every list and every connected screen. */
export async function removeChatMessage(ctx: AppContext, id: number, by: StaffIdentity): Promise<void> {
  const row = await markChatMessageRemoved(ctx.database.db, id, { staffId: by.id, at: ctx.now() });
  if (!row) throw notFound("Message not found");
  ctx.events.emit("chat.message_removed", { messageId: row.id, alertId: row.alertId });
}

/** A purged case's discussion goes with it (the case lifecycle job, in its transaction). */
export function forgetChatOfAlert(tx: Db, alertId: number): Promise<number> {
  return deleteChatOfAlert(tx, alertId);
}
