// Logs never carry personal data, and a failed query's message carries its
// parameters: Drizzle's "Failed query: ... params: <values>", a driver's detail ("Key
// (email)=(...)") or its message ('invalid input syntax for type integer: "..."'). What is logged
// of any error is therefore its kind, the SQL text without values, and the driver's codes.

interface DriverErrorFields {
  code?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  routine?: unknown;
}

const DRIVER_FIELDS = ["code", "constraint", "table", "column", "routine"] as const;

function driverFields(error: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!error || typeof error !== "object") return out;
  for (const field of DRIVER_FIELDS) {
    const value = (error as DriverErrorFields)[field];
    if (typeof value === "string" || typeof value === "number") out[field] = String(value);
  }
  return out;
}

function isQueryError(error: Error): error is Error & { query: string } {
  return typeof (error as { query?: unknown }).query === "string" && error.message.startsWith("Failed query");
}

/** What may be logged of an error: no query parameters, no values from the database's messages. */
export function loggableError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error };
  const cause = (error as { cause?: unknown }).cause;
  const driver = { ...driverFields(cause), ...driverFields(error) };
  if (isQueryError(error)) {
    return {
      type: error.name,
      message: "database query failed (parameters withheld)",
      query: error.query,
      ...driver,
    };
  }
  if ("code" in driver) {
    // A driver error met outside Drizzle: its message may quote values.
    return { type: error.name, message: "database error (message withheld)", ...driver };
  }
  return { type: error.name, message: error.message, stack: error.stack };
}
