import { z } from "../zod";
import { MODERATION_QUEUE_PAGE_MAX } from "./moderation";
import { offsetCursor, pageSize, text } from "./text";

/**
 * Photos the nudity screen has not let onto a profile yet (docs/decisions/026-photo-screening.md): "checking"
 * while it scores them, "held" while a moderator decides. Only their owner and moderators see them.
 */
export const PHOTO_REVIEW_STATES = ["checking", "held"] as const;
export type PhotoReviewState = (typeof PHOTO_REVIEW_STATES)[number];

/** The owner's words for each state, on their own photo. */
export const PHOTO_REVIEW_LABELS: Record<PhotoReviewState, string> = {
  checking: "Checking…",
  held: "Under review",
};
export const PHOTO_UNDER_REVIEW_HINT =
  "Our photo check flagged this photo. A moderator will look at it soon; until then only you can see it.";

export const photoInReviewSchema = z.object({ url: z.string(), state: z.enum(PHOTO_REVIEW_STATES) });
export type PhotoInReview = z.infer<typeof photoInReviewSchema>;

/** POST /api/upload/photos: the stored photos, and those the photo check has not let onto the profile (yet). */
export const uploadedPhotosSchema = z.object({ urls: z.array(z.string()), inReview: z.array(photoInReviewSchema) });
export type UploadedPhotos = z.infer<typeof uploadedPhotosSchema>;

export const PHOTO_DECISIONS = ["approve", "remove"] as const;
export type PhotoDecision = (typeof PHOTO_DECISIONS)[number];

export const heldPhotosQuerySchema = z.strictObject({
  limit: pageSize(10, MODERATION_QUEUE_PAGE_MAX),
  cursor: offsetCursor(100_000),
});

export const photoDecisionBodySchema = z.strictObject({
  url: text({ min: 1, max: 2048 }),
  decision: z.enum(PHOTO_DECISIONS, { error: "Please choose approve or remove" }),
});
export type PhotoDecisionBody = z.infer<typeof photoDecisionBodySchema>;
/** Its answer: the photo and what was decided. */
export const photoDecidedSchema = z.object({ url: z.string(), decision: z.enum(PHOTO_DECISIONS) });

export const heldPhotoSchema = z.object({
  url: z.string(),
  userId: z.uuid(),
  name: z.string().nullable(),
  age: z.number().int().nullable(),
  /** The screen's nudity score, 0…1. */
  score: z.number().nullable(),
  createdAt: z.string(),
});
export type HeldPhoto = z.infer<typeof heldPhotoSchema>;

export const heldPhotosPageSchema = z.object({ items: z.array(heldPhotoSchema), nextCursor: z.number().nullable() });
export type HeldPhotosPage = z.infer<typeof heldPhotosPageSchema>;
