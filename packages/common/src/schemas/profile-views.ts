import { z } from "../zod";
import { userIdSchema } from "./ids";
import { profileCardSchema } from "./search";
import { offsetCursor, pageSize } from "./text";

/** POST /api/profile-views: the person whose profile the user opened. */
export const profileViewBodySchema = z.strictObject({ viewedUserId: userIdSchema });

export const RECENTLY_VIEWED_PAGE_MAX = 50;

export const recentlyViewedQuerySchema = z.strictObject({
  limit: pageSize(20, RECENTLY_VIEWED_PAGE_MAX),
  /** The offset already shown: a person's own history is short, so offsets stay shallow. */
  cursor: offsetCursor(10_000),
  /** Only people the user saved with the heart (whether or not they viewed them). */
  favorites: z
    .enum(["true", "false"])
    .default("false")
    .transform((v) => v === "true"),
});
export type RecentlyViewedQuery = z.input<typeof recentlyViewedQuerySchema>;

export const recentlyViewedItemSchema = z.object({
  profile: profileCardSchema,
  /** The last time the user opened this profile; null for a favourite never opened. */
  viewedAt: z.string().nullable(),
  favorite: z.boolean(),
});
export type RecentlyViewedItem = z.infer<typeof recentlyViewedItemSchema>;

export const recentlyViewedPageSchema = z.object({
  items: z.array(recentlyViewedItemSchema),
  nextCursor: z.number().int().nullable(),
});
export type RecentlyViewedPage = z.infer<typeof recentlyViewedPageSchema>;
