import { dateRangeSchema } from "../date-range";
import { z } from "../zod";

export const insightsQuerySchema = z.object({ range: dateRangeSchema.default("all-time") }).strict();

/** DOWN SCORE buckets of the "your matches" histogram: 0–9, 10–19, … 90–100. */
export const SCORE_BUCKETS = Array.from({ length: 10 }, (_, i) => ({
  from: i * 10,
  to: i === 9 ? 100 : i * 10 + 9,
}));

/** GET /api/insights/{userId}?range= */
export const insightsSchema = z.object({
  range: dateRangeSchema,
  totals: z.object({
    matches: z.number().int(),
    /** Matches with a message either way in the range. */
    activeConnections: z.number().int(),
    completedDates: z.number().int(),
    /** Reviews others wrote about this person. */
    reviews: z.number().int(),
    profileViews: z.number().int(),
  }),
  /** The person's own answers per category (all time: answers are not dated per range). */
  categories: z.array(
    z.object({
      categoryId: z.string(),
      categoryName: z.string(),
      D: z.number().int(),
      O: z.number().int(),
      W: z.number().int(),
      N: z.number().int(),
    }),
  ),
  /** Matches made in the range, counted per DOWN SCORE bucket (SCORE_BUCKETS order). */
  matchScores: z.array(z.object({ from: z.number().int(), to: z.number().int(), count: z.number().int() })),
});
export type Insights = z.infer<typeof insightsSchema>;
