import type { FastifyError, FastifyInstance } from "fastify";
import { ZodError } from "zod";
import { loggableError } from "../db/loggable-error";
import { AppError, type AppErrorKind } from "../errors";

const statusOf: Record<AppErrorKind, number> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  rate_limited: 429,
  unavailable: 503,
};

/** "field: message" for the first problem, so a client can show which input is wrong. */
export function describeZodError(error: ZodError): { message: string; field?: string } {
  const issue = error.issues[0];
  if (!issue) return { message: "Invalid input" };
  const field = issue.path.join(".");
  if (issue.code === "unrecognized_keys") {
    // A key inside a list or object is named with its path ("places.0.id").
    const keys = issue.keys.map((key) => [...issue.path, key].join("."));
    return { message: `Unknown field: ${keys.join(", ")}`, field: keys[0] };
  }
  return field ? { message: `${field}: ${issue.message}`, field } : { message: issue.message };
}

/** Every error leaves as JSON { message } with the right status (docs/ARCHITECTURE.md, Errors). */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | ZodError | Error, request, reply) => {
    if (error instanceof ZodError) {
      return reply.status(400).send(describeZodError(error));
    }
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) reply.header("retry-after", String(error.retryAfterSeconds));
      return reply
        .status(statusOf[error.kind])
        .send({ message: error.message, ...(error.field ? { field: error.field } : {}) });
    }
    const status = (error as FastifyError).statusCode;
    if (status && status >= 400 && status < 500) {
      const message =
        (error as FastifyError).code === "FST_ERR_CTP_BODY_TOO_LARGE"
          ? "Request body is too large"
          : (error as FastifyError).code === "FST_ERR_CTP_INVALID_JSON_BODY" ||
              (error as FastifyError).code === "FST_ERR_CTP_EMPTY_JSON_BODY"
            ? "Request body is not valid JSON"
            : error.message;
      if (status === 429 && !reply.getHeader("retry-after")) reply.header("retry-after", "60");
      return reply.status(status).send({ message });
    }
    request.log.error({ err: loggableError(error) }, "unhandled error");
    return reply.status(500).send({ message: "Something went wrong on our side. Please try again." });
  });
}
