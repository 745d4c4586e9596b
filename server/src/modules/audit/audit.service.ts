import type { AuditEntry } from "@shared/moderation";
import type { Actor } from "../../context";
import type { Db } from "../../db/client";
import { type AuditRow, insertAuditEntry, listAuditEntries } from "./audit.repo";

/** Records a staff action; pass the transaction of the change so both commit or neither. */
export function recordAudit(
  db: Db,
  actor: Actor | null,
  entry: Omit<AuditRow, "adminId" | "ipAddress">,
): Promise<void> {
  return insertAuditEntry(db, { ...entry, adminId: actor?.staffId ?? null, ipAddress: actor?.ip ?? null });
}

export async function listAudit(
  db: Db,
  filter: { entityType?: string; entityId?: number; limit?: number; offset?: number },
): Promise<AuditEntry[]> {
  const rows = await listAuditEntries(db, {
    ...filter,
    limit: Math.min(Math.max(filter.limit ?? 100, 1), 500),
    offset: Math.max(filter.offset ?? 0, 0),
  });
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}
