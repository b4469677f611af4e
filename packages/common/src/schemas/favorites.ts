import { z } from "../zod";
import { userIdSchema } from "./ids";
import { offsetCursor, pageSize } from "./text";

/** PUT/DELETE /api/favorites/{id}: the person to save or drop. */
export const favoriteParamsSchema = z.strictObject({ id: userIdSchema });
export const favoriteResultSchema = z.object({ favorite: z.boolean() });
export type FavoriteResult = z.infer<typeof favoriteResultSchema>;

export const FAVORITE_IDS_PAGE_MAX = 500;
/** GET /api/favorites: the saved people's ids, newest first, so every card can show its heart. */
export const favoriteIdsQuerySchema = z.strictObject({
  limit: pageSize(FAVORITE_IDS_PAGE_MAX, FAVORITE_IDS_PAGE_MAX),
  cursor: offsetCursor(100_000),
});
export const favoriteIdsPageSchema = z.object({ ids: z.array(z.uuid()), nextCursor: z.number().int().nullable() });
export type FavoriteIdsPage = z.infer<typeof favoriteIdsPageSchema>;
