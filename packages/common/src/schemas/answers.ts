import { z } from "zod";
import { CATEGORY_IDS } from "../categories";
import { QUESTIONS_PER_SESSION, RESPONSES } from "../constants";
import { userIdSchema } from "./ids";

export const responseSchema = z.enum(RESPONSES, { error: "Response must be one of D, O, W, N" });
export const categoryIdSchema = z.enum(CATEGORY_IDS, { error: "Unknown category" });

export const trackResponseBodySchema = z.object({
  userId: userIdSchema,
  categoryId: categoryIdSchema,
  categoryName: z.string().max(100).optional(),
  questionId: z.string().min(1).max(200),
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

export const userResponsesParamsSchema = z.object({ userId: userIdSchema, categoryId: categoryIdSchema });

export const generateQuestionsBodySchema = z.object({
  categoryId: categoryIdSchema,
  count: z.number().int().min(1).max(50).default(QUESTIONS_PER_SESSION),
});
export type GenerateQuestionsBody = z.infer<typeof generateQuestionsBodySchema>;
