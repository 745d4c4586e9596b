import { and, desc, eq, isNull, lt, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { chatMessages } from "../../db/schema";

export type ChatMessageRow = typeof chatMessages.$inferSelect;
export type NewChatMessageRow = typeof chatMessages.$inferInsert;

export async function insertChatMessage(db: Db, values: NewChatMessageRow): Promise<ChatMessageRow> {
  const [row] = await db.insert(chatMessages).values(values).returning();
  return row!;
}

/** A message that has not been removed. */
export async function findLiveChatMessage(db: Db, id: number): Promise<ChatMessageRow | undefined> {
  const [row] = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.id, id), isNull(chatMessages.deletedAt)))
    .limit(1);
  return row;
}

/**
 * Up to `limit` live messages of one chat (an alert's, or the community's when alertId is
 * null), newest first, older than `before` when given. Ids grow with time, so they page.
 */
export async function listLiveChatMessages(
  db: Db,
  options: { alertId: number | null; before?: number; limit: number },
): Promise<ChatMessageRow[]> {
  const conditions: SQL[] = [
    options.alertId === null ? isNull(chatMessages.alertId) : eq(chatMessages.alertId, options.alertId),
    isNull(chatMessages.deletedAt),
  ];
  if (options.before !== undefined) conditions.push(lt(chatMessages.id, options.before));
  return db
    .select()
    .from(chatMessages)
    .where(and(...conditions))
    .orderBy(desc(chatMessages.id))
    .limit(options.limit);
}

/** Marks a live message removed; returns it, or undefined when there was none to remove. */
export async function markChatMessageRemoved(
  db: Db,
  id: number,
  by: { staffId: number; at: Date },
): Promise<ChatMessageRow | undefined> {
  const [row] = await db
    .update(chatMessages)
    .set({ deletedAt: by.at, deletedById: by.staffId })
    .where(and(eq(chatMessages.id, id), isNull(chatMessages.deletedAt)))
    .returning();
  return row;
}

/** A purged case's discussion goes with it. */
export async function deleteChatOfAlert(db: Db, alertId: number): Promise<number> {
  const rows = await db
    .delete(chatMessages)
    .where(eq(chatMessages.alertId, alertId))
    .returning({ id: chatMessages.id });
  return rows.length;
}
