import { and, eq, isNull, or } from "drizzle-orm";
import type { Db } from "../../db/client";
import { alerts } from "../../db/schema";

/**
 * The alert whose verify code this is, only while it is a current public appeal: verified, still
 * active, not redacted, and not held back to staff and police. Anything else is no row, alike.
 */
export async function findCurrentAppealByCode(
  db: Db,
  code: string,
): Promise<{ id: number; name: string } | undefined> {
  const rows = await db
    .select({ id: alerts.id, name: alerts.name })
    .from(alerts)
    .where(
      and(
        eq(alerts.verifyCode, code),
        eq(alerts.isVerified, true),
        eq(alerts.isActive, true),
        isNull(alerts.redactedAt),
        isNull(alerts.purgedAt),
        or(
          isNull(alerts.sharingPolicy),
          eq(alerts.sharingPolicy, "share_widely"),
          eq(alerts.sharingPolicy, "recipients_only"),
        ),
      ),
    )
    .limit(1);
  return rows[0];
}
