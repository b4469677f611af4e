import {
  compareParamsSchema,
  generateQuestionsBodySchema,
  trackResponseBodySchema,
  userResponsesParamsSchema,
} from "@down/common/schemas/answers";
import { userIdParamsSchema } from "@down/common/schemas/ids";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../app-context";
import { requireSelf, requireUser } from "../../lib/session";
import * as answers from "./answers.service";
import { compareWith } from "./compare.service";

// Each route declares its input once; the app validates it (lib/route-schema.ts) and publishes it (lib/openapi.ts).
export async function answerRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post("/api/analytics/track-response", { schema: { body: trackResponseBodySchema } }, async (request) => {
    const body = request.body;
    requireSelf(request, body.userId);
    await answers.recordAnswer(ctx, body);
    return { ok: true };
  });

  app.get(
    "/api/user-responses/:userId/:categoryId",
    { schema: { params: userResponsesParamsSchema } },
    async (request) => {
      const { userId, categoryId } = request.params;
      requireSelf(request, userId);
      return answers.listAnswers(ctx.db, userId, categoryId);
    },
  );

  app.get("/api/analytics/:userId", { schema: { params: userIdParamsSchema } }, async (request) => {
    const { userId } = request.params;
    requireSelf(request, userId);
    return answers.answerSummary(ctx.db, userId);
  });

  app.post("/api/generate-questions", { schema: { body: generateQuestionsBodySchema } }, async (request) => {
    const user = requireUser(request);
    const body = request.body;
    return answers.moreQuestions(ctx, user.id, body.categoryId, body.count);
  });

  app.get("/api/compare/:otherUserId", { schema: { params: compareParamsSchema } }, async (request) => {
    const { otherUserId } = request.params;
    return compareWith(ctx.db, requireUser(request).id, otherUserId);
  });
}
