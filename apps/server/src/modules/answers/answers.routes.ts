import {
  compareParamsSchema,
  generateQuestionsBodySchema,
  trackResponseBodySchema,
  userResponsesParamsSchema,
} from "@down/common/schemas/answers";
import { userIdParamsSchema } from "@down/common/schemas/ids";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../app-context";
import { requireSelf, requireUser } from "../../lib/session";
import { parse } from "../../lib/validate";
import * as answers from "./answers.service";
import { compareWith } from "./compare.service";

export async function answerRoutes(app: FastifyInstance, ctx: AppContext) {
  app.post("/api/analytics/track-response", async (request) => {
    const body = parse(trackResponseBodySchema, request.body);
    requireSelf(request, body.userId);
    await answers.recordAnswer(ctx, body);
    return { ok: true };
  });

  app.get("/api/user-responses/:userId/:categoryId", async (request) => {
    const { userId, categoryId } = parse(userResponsesParamsSchema, request.params);
    requireSelf(request, userId);
    return answers.listAnswers(ctx.db, userId, categoryId);
  });

  app.get("/api/analytics/:userId", async (request) => {
    const { userId } = parse(userIdParamsSchema, request.params);
    requireSelf(request, userId);
    return answers.answerSummary(ctx.db, userId);
  });

  app.post("/api/generate-questions", async (request) => {
    const user = requireUser(request);
    const body = parse(generateQuestionsBodySchema, request.body);
    return answers.moreQuestions(ctx, user.id, body.categoryId, body.count);
  });

  app.get("/api/compare/:otherUserId", async (request) => {
    const { otherUserId } = parse(compareParamsSchema, request.params);
    return compareWith(ctx.db, requireUser(request).id, otherUserId);
  });
}
