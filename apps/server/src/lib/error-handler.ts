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
        : { code: error.code, message: error.message };
    return reply.code(error.status).send({ error: body });
  }
  const status = "statusCode" in error && typeof error.statusCode === "number" ? error.statusCode : 500;
  if (status >= 400 && status < 500) {
    return reply.code(status).send({ error: { code: codeForStatus[status] ?? "bad_request", message: error.message } });
  }
  request.log.error(error);
  return reply
    .code(500)
    .send({ error: { code: "internal", message: "Something went wrong on our side. Please try again." } });
}
