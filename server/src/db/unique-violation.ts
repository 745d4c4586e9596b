/**
 * Whether a database error (or one it caused) is a unique-constraint violation (SQLSTATE 23505),
 * as node-postgres and PGlite both report it, possibly wrapped by Drizzle.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth += 1) {
    if ((e as { code?: unknown }).code === "23505") return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
