import type { DeliveryState } from "@shared/notifications";
import { type SQL, sql } from "drizzle-orm";
import { OPT_OUT_REASONS } from "./eligibility";

// The state staff see for an outbox row (shared/notifications.ts DELIVERY_STATES): the stored
// status, except that a row cancelled because its recipient opted out shows as 'opted_out'.
// 'logged' is stored as such (log transport: written down, not sent), never shown as sent.

// The reasons are our own constants, inlined as literals (not parameters) so the same
// expression can appear in a SELECT and its GROUP BY.
const OPT_OUT_LIST = sql.raw(OPT_OUT_REASONS.map((r) => `'${r.replaceAll("'", "''")}'`).join(", "));

/** SQL for a row's delivery state, from its status and last_error columns. */
export function deliveryStateSql(status: unknown, lastError: unknown): SQL<DeliveryState> {
  return sql<DeliveryState>`case when ${status} = 'cancelled' and ${lastError} in (${OPT_OUT_LIST}) then 'opted_out' else ${status} end`;
}
