import { RESPONSES } from "../constants";
import { z } from "../zod";
import { matchedOnItemSchema } from "./search";

/**
 * GET /api/compare/{otherUserId}: everything two people answered alike, grouped D, O, W, N with the spec's
 * labels, and their DOWN SCORE (the All matches screen; docs/decisions/007 for what a non-match sees).
 */
export const comparisonSchema = z.object({
  user: z.object({ id: z.uuid(), name: z.string().nullable(), photo: z.string().nullable() }),
  downScore: z.number().int().min(0).max(100),
  /** Questions both answered (hidden categories only between mutual matches). */
  common: z.number().int(),
  groups: z.array(z.object({ response: z.enum(RESPONSES), label: z.string(), items: z.array(matchedOnItemSchema) })),
});
export type Comparison = z.infer<typeof comparisonSchema>;
