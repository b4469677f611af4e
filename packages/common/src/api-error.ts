import { z } from "./zod";

/** Every error body the API sends: `{ "error": { "code", "message" } }`. */
export const ERROR_CODES = [
  "bad_request",
  "validation_failed",
  "unauthorized",
  "forbidden",
  "profile_incomplete",
  "not_found",
  "conflict",
  "rate_limited",
  /** "Are you sure?": the message check flagged the line; the body lists the words (schemas/messages.ts). */
  "message_flagged",
  /** Your turn: too many matches wait on your reply to send a new match request (schemas/matches.ts). */
  "your_turn",
  /** The nudity screen flagged a verification selfie; it was not stored (docs/decisions/026-photo-screening.md). */
  "selfie_flagged",
  "payload_too_large",
  "uri_too_long",
  "unsupported_media_type",
  "unavailable",
  "internal",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const apiErrorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    issues: z.array(z.unknown()).optional(),
    flagged: z.array(z.string()).optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
