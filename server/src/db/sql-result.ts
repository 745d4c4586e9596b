// db.execute() answers differently per driver: node-postgres gives { rows, rowCount },
// PGlite gives { rows, affectedRows }. These read either.

export function rowsOf<T>(result: unknown): T[] {
  const r = result as { rows?: T[] } | T[];
  return Array.isArray(r) ? r : (r.rows ?? []);
}

/** Rows an INSERT/UPDATE/DELETE changed (PGlite's rowCount counts returned rows instead). */
export function affectedRows(result: unknown): number {
  const r = result as { rowCount?: number | null; affectedRows?: number };
  return r.affectedRows ?? r.rowCount ?? 0;
}

/** Timestamps as parameters: ISO text with an explicit cast behaves the same on both drivers. */
export function iso(date: Date): string {
  return date.toISOString();
}
