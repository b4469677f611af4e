import { RESPONSES } from "../constants";
import { z } from "../zod";
import { userIdSchema } from "./ids";
import { matchedOnItemSchema } from "./search";

export const publicProfileParamsSchema = z.strictObject({ id: userIdSchema });

/**
 * The details another person may see ("profile shown", docs/product.md#public-profile). Health, drugs, accessibility, who they
 * are interested in and every setting stay private; empty fields are null and the screen leaves them out.
 */
export const publicDetailsSchema = z.object({
  height: z.string().nullable(),
  occupation: z.string().nullable(),
  education: z.string().nullable(),
  lookingFor: z.string().nullable(),
  gender: z.string().nullable(),
  pronouns: z.string().nullable(),
  bodyType: z.string().nullable(),
  ethnicity: z.string().nullable(),
  smoking: z.string().nullable(),
  drinking: z.string().nullable(),
  hasKids: z.boolean().nullable(),
  wantsKids: z.string().nullable(),
  religion: z.string().nullable(),
  politicalViews: z.string().nullable(),
  zodiacSign: z.string().nullable(),
});
export type PublicDetails = z.infer<typeof publicDetailsSchema>;

export const matchGroupSchema = z.object({
  response: z.enum(RESPONSES),
  label: z.string(),
  items: z.array(matchedOnItemSchema),
});

/** GET /api/public-profiles/{id}: never a phone, coordinates, a street or a private setting. */
export const publicProfileSchema = z.object({
  id: z.uuid(),
  name: z.string().nullable(),
  age: z.number().int().nullable(),
  /** The city only ("Nashville"), never the street or the point. */
  city: z.string().nullable(),
  bio: z.string().nullable(),
  photos: z.array(z.string()),
  verified: z.boolean(),
  /** From a connected Spotify account (empty otherwise). */
  topArtists: z.array(z.string()).optional(),
  rating: z.number(),
  reviewCount: z.number().int(),
  dateCount: z.number().int(),
  details: publicDetailsSchema,
  interests: z.array(z.string()),
  languages: z.array(z.string()),
  /** The pair's DOWN SCORE; null on one's own profile or before any answer in common. */
  downScore: z.number().int().min(0).max(100).nullable(),
  /** Questions both answered; Sex & Intimacy answers are only shared between mutual matches. */
  matchedOn: z.array(matchGroupSchema),
  relation: z.object({
    self: z.boolean(),
    matched: z.boolean(),
    /** The viewer asked them and is waiting. */
    requested: z.boolean(),
    /** They asked the viewer and are waiting. */
    requestedYou: z.boolean(),
    favorite: z.boolean(),
  }),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;
