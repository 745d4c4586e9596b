import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { adminAuditLog, adminUsers } from "../../db/schema";

export interface AuditRow {
  adminId: number | null;
  action: string;
  entityType: string;
  entityId: number | null;
  details?: unknown;
  ipAddress: string | null;
  createdAt?: Date;
}

/** Takes the database or a transaction, so a review and its audit row commit together. */
export async function insertAuditEntry(db: Db, row: AuditRow): Promise<void> {
  await db.insert(adminAuditLog).values({
    adminId: row.adminId,
    action: row.action,
    entityType: row.entityType,
    entityId: row.entityId,
    details: row.details ?? null,
    ipAddress: row.ipAddress,
    ...(row.createdAt ? { createdAt: row.createdAt } : {}),
  });
}

export async function listAuditEntries(
  db: Db,
  filter: { entityType?: string; entityId?: number; limit: number; offset: number },
) {
  return db
    .select({
      id: adminAuditLog.id,
      adminId: adminAuditLog.adminId,
      adminUsername: adminUsers.username,
      action: adminAuditLog.action,
      entityType: adminAuditLog.entityType,
      entityId: adminAuditLog.entityId,
      details: adminAuditLog.details,
      ipAddress: adminAuditLog.ipAddress,
      createdAt: adminAuditLog.createdAt,
    })
    .from(adminAuditLog)
    .leftJoin(adminUsers, eq(adminUsers.id, adminAuditLog.adminId))
    .where(
      and(
        filter.entityType ? eq(adminAuditLog.entityType, filter.entityType) : undefined,
        filter.entityId !== undefined ? eq(adminAuditLog.entityId, filter.entityId) : undefined,
      ),
    )
    .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
    .limit(filter.limit)
    .offset(filter.offset);
}
