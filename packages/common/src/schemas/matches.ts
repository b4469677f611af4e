import { z } from "../zod";
import { userIdSchema } from "./ids";
import { profileCardSchema } from "./search";

export const matchRequestBodySchema = z.strictObject({ fromUserId: userIdSchema, toUserId: userIdSchema });
/** GET /api/match-status/{currentUserId}/{otherUserId} and DELETE /api/matches/{currentUserId}/{otherUserId}. */
export const matchPairParamsSchema = z.strictObject({ currentUserId: userIdSchema, otherUserId: userIdSchema });
export type MatchRequestBody = z.infer<typeof matchRequestBodySchema>;

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
});
export type Match = z.infer<typeof matchSchema>;
