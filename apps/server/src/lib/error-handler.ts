import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "./app-error";
import { ValidationError } from "./validate";

const codeForStatus: Record<number, string> = {
  400: "bad_request",
  401: "unauthorized",
  403: "forbidden",
  404: "not_found",
  413: "payload_too_large",
  414: "uri_too_long",
  415: "unsupported_media_type",
  429: "rate_limited",
};

/** Turns every failure into `{ error: { code, message } }`; user input never yields a 500. */
export function errorHandler(error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    const body =
      error instanceof ValidationError
        ? { code: error.code, message: error.message, issues: error.issues }
        : { ...error.extra, code: error.code, message: error.message };
    return reply.code(error.status).send({ error: body });
  }
  const status = "statusCode" in error && typeof error.statusCode === "number" ? error.statusCode : 500;
  if (status >= 400 && status < 500) {
    return reply.code(status).send({ error: { code: codeForStatus[status] ?? "bad_request", message: error.message } });
  }
  request.log.error({ err: loggableError(error) }, "request failed");
  return reply
    .code(500)
    .send({ error: { code: "internal", message: "Something went wrong on our side. Please try again." } });
}

/** Drizzle's wrapper of a failed statement: the statement's text and its bound values. */
const isQueryError = (error: Error): error is Error & { query: string } =>
  "query" in error && typeof error.query === "string";
/** PostgreSQL's own error (node-postgres and PGlite): a five-character SQLSTATE and a severity. */
const isDatabaseError = (error: unknown): error is Error & Record<string, unknown> =>
  error instanceof Error && "severity" in error && typeof (error as { code?: unknown }).code === "string";

/**
 * An error as the log may keep it. A failed query's message carries every bound value (drizzle writes
 * "params: …", the person's words, phone or tokens, into it) and PostgreSQL's message and detail quote
 * values too ('Key (phone)=(…) already exists'), so for database errors only the statement with its
 * placeholders, the SQLSTATE, the names of the table, column and constraint, and the stack frames are kept.
 * Logs never hold what a client sent (issue 6, finding 2).
 */
export function loggableError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const database = isDatabaseError(error) ? error : isDatabaseError(error.cause) ? error.cause : undefined;
  if (!isQueryError(error) && !database) return error;
  const pick = (key: string) => (typeof database?.[key] === "string" ? database[key] : undefined);
  return {
    type: error.constructor.name,
    message: "A database statement failed (values are left out of the log)",
    query: isQueryError(error) ? error.query : undefined,
    code: pick("code"),
    table: pick("table"),
    column: pick("column"),
    constraint: pick("constraint"),
    stack: (error.stack ?? "")
      .split("\n")
      .filter((line) => line.trimStart().startsWith("at "))
      .join("\n"),
  };
}
