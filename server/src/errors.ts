/**
 * Errors that services raise. They carry a kind, not an HTTP status: the HTTP layer
 * (server/src/http/error-handler.ts) maps kinds to statuses.
 */
export type AppErrorKind =
  | "invalid"
  | "unauthorized"
  | "forbidden"
  | "not_found"
  | "conflict"
  | "too_large"
  | "rate_limited"
  | "unavailable";

export class AppError extends Error {
  constructor(
    readonly kind: AppErrorKind,
    message: string,
    readonly field?: string,
    /** For rate_limited: seconds until a retry can succeed (the HTTP layer sends Retry-After). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = "AppError";
  }
}

export const invalid = (message: string, field?: string) => new AppError("invalid", message, field);
export const notFound = (message = "Not found") => new AppError("not_found", message);
export const conflict = (message: string) => new AppError("conflict", message);
export const unauthorized = (message = "Sign-in required") => new AppError("unauthorized", message);
export const forbidden = (message = "You do not have permission to do this") =>
  new AppError("forbidden", message);

/** 429 after too many failed attempts; the response carries Retry-After. */
export function tooManyAttempts(retryAfterSeconds: number): AppError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new AppError(
    "rate_limited",
    `Too many failed attempts. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`,
    undefined,
    retryAfterSeconds,
  );
}
