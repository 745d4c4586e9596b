// Record ids are PostgreSQL `serial`/`integer` keys: whole numbers from 1 to 2^31 - 1. One
// definition for every route parameter, query parameter and client URL that carries one. No zod
// here (pages read it on their first load); the zod form of the rule is in ids.schema.ts.

export const MAX_ID = 2_147_483_647;
export const POSITIVE_ID_MESSAGE = "must be a positive whole number";

/** The id in a URL segment or query value, or null when it is not one (no zod: cheap for pages). */
export function parsePositiveId(raw: string | undefined | null): number | null {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= MAX_ID ? id : null;
}
