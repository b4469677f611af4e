import { CATEGORY_IDS } from "../categories";
import { RESPONSES } from "../constants";
import { z } from "../zod";
import { text } from "./text";

export const SEARCH_PAGE_SIZE = 20;
export const SEARCH_SORTS = ["nearest", "best"] as const;

/**
 * Never an empty results page (docs/decisions/024-results-widen-in-an-empty-town.md): with fewer than this
 * many people within the person's radius, a search widens through WIDEN_RADIUS_STEPS (999 = any distance).
 */
export const WIDEN_BELOW = 10;
export const WIDEN_RADIUS_STEPS = [25, 50, 100, 999] as const;

export const searchQuerySchema = z.strictObject({
  category: z.enum(CATEGORY_IDS).optional(),
  sort: z.enum(SEARCH_SORTS).default("nearest"),
  cursor: text({ max: 40 })
    .regex(/^[A-Za-z0-9_-]{1,40}$/, "Invalid cursor")
    .optional(),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

export const matchedOnItemSchema = z.object({
  questionId: z.string(),
  question: z.string(),
  response: z.enum(RESPONSES),
  category: z.enum(CATEGORY_IDS),
});
export type MatchedOnItem = z.infer<typeof matchedOnItemSchema>;

/** A profile card (docs/product.md#profile-card). Never carries coordinates or a phone number. */
export const profileCardSchema = z.object({
  id: z.uuid(),
  name: z.string().nullable(),
  age: z.number().int().nullable(),
  location: z.string().nullable(),
  tagline: z.string(),
  photo: z.string().nullable(),
  photos: z.array(z.string()),
  rating: z.number(),
  /** Reviews behind the rating; 0 shows as "New" rather than a 0.0 rating. */
  reviewCount: z.number().int(),
  dateCount: z.number().int(),
  status: z.enum(["New", "Matched"]),
  /** The viewer has sent them a match request that is still waiting for theirs. */
  requested: z.boolean(),
  /** They asked to match with the viewer, who has not answered yet: the card's "Likes you" (absent: no). */
  likesYou: z.boolean().optional(),
  matchedOn: z.array(matchedOnItemSchema),
  downScore: z.number().int().min(0).max(100),
  distance: z.number().int(),
  /** A moderator approved their photo verification (absent in older payloads: not verified). */
  verified: z.boolean().optional(),
});
export type ProfileCard = z.infer<typeof profileCardSchema>;

export const searchResultSchema = z.object({
  total: z.number().int(),
  results: z.array(profileCardSchema),
  nextCursor: z.string().nullable(),
  /** Miles the search used (999: any distance); more than the person's own radius when it widened. */
  radiusUsed: z.number().int().optional(),
  /** The person's own radius when the search widened past it for want of people, else null. */
  widenedFrom: z.number().int().nullable().optional(),
  /** How many fit within the person's own radius, for "Only 3 people within 25 miles yet". */
  ownRadiusTotal: z.number().int().optional(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;
