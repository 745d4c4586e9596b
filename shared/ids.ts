import { z } from "zod";

// Record ids are PostgreSQL `serial`/`integer` keys: whole numbers from 1 to 2^31 - 1. One
// definition for every route parameter, query parameter and client URL that carries one.

export const MAX_ID = 2_147_483_647;
export const POSITIVE_ID_MESSAGE = "must be a positive whole number";

/** The id in a URL segment or query value, or null when it is not one (no zod: cheap for pages). */
export function parsePositiveId(raw: string | undefined | null): number | null {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= MAX_ID ? id : null;
}

/** The same rule as a zod schema, for query strings and bodies parsed with zod. */
export const positiveIdSchema = z.coerce
  .number({ error: POSITIVE_ID_MESSAGE })
  .int({ error: POSITIVE_ID_MESSAGE })
  .positive({ error: POSITIVE_ID_MESSAGE })
  .max(MAX_ID, { error: POSITIVE_ID_MESSAGE });
