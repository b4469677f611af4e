import { text } from "./schemas/text";
import { z } from "./zod";

export { PHOTO_FULL_HEIGHT, PHOTO_FULL_WIDTH, PHOTO_THUMB_WIDTH, photoSources, thumbnailUrlOf } from "./photo-urls";

/** PUT /api/profiles/{userId}/photos: the same photos, in the new order (the first is the card's photo). */
export const photoOrderSchema = z
  .object({
    order: z
      .array(text({ min: 1, max: 2048 }))
      .max(12, { error: "A profile holds at most 6 photos." })
      .refine((list) => new Set(list).size === list.length, { error: "Each photo can appear only once." }),
  })
  .strict();
export type PhotoOrder = z.infer<typeof photoOrderSchema>;
/** Its answer: the photos as stored, in their new order. */
export const photoOrderSavedSchema = z.object({ photos: z.array(z.string()) });
export type PhotoOrderSaved = z.infer<typeof photoOrderSavedSchema>;

/** DELETE /api/upload/photos: one of one's own photos, by the URL the profile lists. */
export const photoDeleteBodySchema = z.strictObject({ photoUrl: text({ min: 1, max: 2048 }) });
