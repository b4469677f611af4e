import { AppError, badRequest } from "./app-error";

/**
 * What reading a multipart body threw, as the answer to send. Our own refusals pass through; anything else
 * comes from the parser meeting a body it cannot read (cut off, no closing boundary, broken part headers),
 * which is the client's to fix: a 400, not a 500 (issue 23, finding 7). Callers map the parser's limit
 * errors (FST_*) to their own words first.
 */
export function multipartReadError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  return badRequest("The form data was cut off or malformed. Please send it again.");
}
