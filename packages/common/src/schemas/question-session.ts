import { z } from "../zod";
import { categoryIdSchema } from "./answers";
import { userIdSchema } from "./ids";

/** /api/question-sessions/{userId}/{categoryId} and its /more. */
export const questionSessionParamsSchema = z.strictObject({ userId: userIdSchema, categoryId: categoryIdSchema });

/**
 * A category's session of (at most) 20 statements, as the server keeps it (docs/product.md#question-deck):
 * the same statements in the same order on every reload and in every tab, with the ones already answered.
 * `finished` once every one is answered; a new session opens only when the person asks for more.
 */
export const questionSessionSchema = z.object({
  categoryId: categoryIdSchema,
  /** 1 for the category's written statements, 2 and on for each "More questions". */
  number: z.number().int().min(1),
  questions: z.array(
    z.object({ id: z.string(), categoryId: categoryIdSchema, statement: z.string(), order: z.number().int() }),
  ),
  answeredIds: z.array(z.string()),
  finished: z.boolean(),
});
export type QuestionSession = z.infer<typeof questionSessionSchema>;
