import type { ErrorCode } from "@down/common/api-error";

/** A typed failure; the error handler turns it into a status and `{ error: { code, message } }`. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    /** Fields the error body carries beside code and message (the flagged words of "Are you sure?"). */
    readonly extra?: Readonly<Record<string, unknown>>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new AppError(400, "bad_request", message);
export const unauthorized = (message = "Please sign in") => new AppError(401, "unauthorized", message);
export const forbidden = (message = "You can only act as yourself") => new AppError(403, "forbidden", message);
export const notFound = (message = "Not found") => new AppError(404, "not_found", message);
export const conflict = (message: string) => new AppError(409, "conflict", message);
export const tooManyRequests = (message: string) => new AppError(429, "rate_limited", message);
/** The adults-with-a-profile rule: the app turns this code into its "finish your profile" step. */
export const profileIncomplete = (message: string) => new AppError(403, "profile_incomplete", message);
/**
 * "Are you sure?": the message check flagged the line and the sender has not confirmed it; nothing was
 * stored. 422 because the request is well formed and is refused for what it says, until confirmed.
 */
export const messageFlagged = (flagged: readonly string[]) =>
  new AppError(422, "message_flagged", "Are you sure? Some words in this may upset them.", { flagged });
/** Your turn: too many matches are waiting on the person's reply to send a new match request. */
export const yourTurn = (message: string) => new AppError(409, "your_turn", message);
