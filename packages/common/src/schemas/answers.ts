import { CATEGORY_IDS } from "../categories";
import { QUESTIONS_PER_SESSION, RESPONSES } from "../constants";
import { z } from "../zod";
import { userIdSchema } from "./ids";
import { text } from "./text";

export const responseSchema = z.enum(RESPONSES, { error: "Response must be one of D, O, W, N" });
export const categoryIdSchema = z.enum(CATEGORY_IDS, { error: "Unknown category" });

export const trackResponseBodySchema = z.strictObject({
  userId: userIdSchema,
  categoryId: categoryIdSchema,
  categoryName: text({ max: 100 }).optional(),
  questionId: text({ min: 1, max: 200 }),
  response: responseSchema,
});
export type TrackResponseBody = z.infer<typeof trackResponseBodySchema>;

export const userResponseSchema = z.object({
  questionId: z.string(),
  categoryId: z.string(),
  response: responseSchema,
  createdAt: z.string(),
});
export type UserResponse = z.infer<typeof userResponseSchema>;

export const userResponsesParamsSchema = z.strictObject({ userId: userIdSchema, categoryId: categoryIdSchema });

/** GET /api/analytics/{userId}: the user's answers tallied per category, and their profile DOWN score. */
export const answerSummarySchema = z.object({
  answerCount: z.number().int(),
  /** 4·D + 3·O + 2·W + 1·N over every answer. */
  downScore: z.number().int(),
  /** downScore over the all-D maximum, 0–100; null before any answer. */
  downPercent: z.number().int().nullable(),
  categories: z.array(
    z.object({
      categoryId: z.string(),
      categoryName: z.string(),
      dCount: z.number().int(),
      oCount: z.number().int(),
      wCount: z.number().int(),
      nCount: z.number().int(),
    }),
  ),
});
export type AnswerSummary = z.infer<typeof answerSummarySchema>;

export const generateQuestionsBodySchema = z.strictObject({
  categoryId: categoryIdSchema,
  count: z.number().int().min(1).max(50).default(QUESTIONS_PER_SESSION),
});
export type GenerateQuestionsBody = z.infer<typeof generateQuestionsBodySchema>;

/** GET /api/compare/{otherUserId}. */
export const compareParamsSchema = z.strictObject({ otherUserId: userIdSchema });

/** POST /api/generate-questions: the statements to answer next, in the order to show them. */
export const generatedQuestionsSchema = z.array(z.string());
