import { z } from "../zod";
import { epochIdCursorSchema } from "./cursors";
import { userIdSchema } from "./ids";
import { profileCardSchema } from "./search";
import { pageSize } from "./text";

export const matchRequestBodySchema = z.strictObject({ fromUserId: userIdSchema, toUserId: userIdSchema });
/** GET /api/match-status/{currentUserId}/{otherUserId} and DELETE /api/matches/{currentUserId}/{otherUserId}. */
export const matchPairParamsSchema = z.strictObject({ currentUserId: userIdSchema, otherUserId: userIdSchema });
export type MatchRequestBody = z.infer<typeof matchRequestBodySchema>;

/**
 * Your turn (docs/product.md, "Your turn"): with this many matches waiting on your reply, a new match request
 * is refused (409 your_turn) until you answer or close one. A match waits on you when the newest line between
 * you (a message or a custom question) is theirs.
 */
export const YOUR_TURN_LIMIT = 8;

export const matchRequestResultSchema = z.object({
  id: z.uuid(),
  fromUserId: z.uuid(),
  toUserId: z.uuid(),
  status: z.enum(["pending", "matched", "unmatched"]),
  mutual: z.boolean(),
  createdAt: z.string(),
  matchedAt: z.string().nullable(),
});
export type MatchRequestResult = z.infer<typeof matchRequestResultSchema>;

export const matchSchema = z.object({
  id: z.uuid(),
  fromUserId: z.uuid(),
  toUserId: z.uuid(),
  matchedAt: z.string().nullable(),
  /** The other person's card; null when their profile is gone. */
  profile: profileCardSchema.nullable().optional(),
  /** They wrote last and wait on your reply ("Your turn"). */
  yourTurn: z.boolean().optional(),
});
export type Match = z.infer<typeof matchSchema>;

export const LIKES_YOU_PAGE_MAX = 50;

/** GET /api/likes-you: keyset paging, newest request first; the cursor names the last row shown ("{epoch ms}.{id}"). */
export const likesYouQuerySchema = z.strictObject({
  limit: pageSize(20, LIKES_YOU_PAGE_MAX),
  cursor: epochIdCursorSchema.optional(),
});
export type LikesYouQuery = z.infer<typeof likesYouQuerySchema>;

/** Someone who asked to match with the viewer and is waiting for their answer ("Likes you"). */
export const likesYouItemSchema = z.object({
  /** Their request's id. */
  id: z.uuid(),
  likedAt: z.string(),
  profile: profileCardSchema,
});
export type LikesYouItem = z.infer<typeof likesYouItemSchema>;

export const likesYouPageSchema = z.object({
  items: z.array(likesYouItemSchema),
  nextCursor: z.string().nullable(),
});
export type LikesYouPage = z.infer<typeof likesYouPageSchema>;

/** GET /api/match-status/{currentUserId}/{otherUserId}: a mutual match, or a request either way. */
export const matchStatusSchema = z.object({ isMatched: z.boolean(), requested: z.boolean() });
export type MatchStatus = z.infer<typeof matchStatusSchema>;
