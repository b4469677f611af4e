import {
  answerSummarySchema,
  compareParamsSchema,
  generatedQuestionsSchema,
  generateQuestionsBodySchema,
  trackResponseBodySchema,
  userResponseSchema,
  userResponsesParamsSchema,
} from "@down/common/schemas/answers";
import { comparisonSchema } from "@down/common/schemas/compare";
import { pairParamsSchema, userIdParamsSchema } from "@down/common/schemas/ids";
import { openersSchema } from "@down/common/schemas/openers";
import { questionSessionParamsSchema, questionSessionSchema } from "@down/common/schemas/question-session";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../app-context";
import { errorResponses, sessionUser } from "../../lib/route-access";
import { okSchema } from "../../lib/route-schema";
import * as answers from "./answers.service";
import { compareWith, openersWith } from "./compare.service";
import { currentSession, openNext } from "./question-sessions.service";

// Each route declares its input once; the app validates it (lib/route-schema.ts) and publishes it (lib/openapi.ts).
export async function answerRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    "/api/analytics/track-response",
    {
      config: { access: { self: "body.userId" } },
      schema: { summary: "Record my answer to a question", response: { 200: okSchema }, body: trackResponseBodySchema },
    },
    async (request) => {
      const body = request.body;
      await answers.recordAnswer(ctx, body);
      return { ok: true as const };
    },
  );

  app.get(
    "/api/user-responses/:userId/:categoryId",
    {
      config: { access: { self: "params.userId" } },
      schema: {
        summary: "My answers in one category",
        response: { 200: z.array(userResponseSchema) },
        params: userResponsesParamsSchema,
      },
    },
    async (request) => {
      const { userId, categoryId } = request.params;
      return answers.listAnswers(ctx.db, userId, categoryId);
    },
  );

  app.get(
    "/api/question-sessions/:userId/:categoryId",
    {
      config: { access: { self: "params.userId" } },
      schema: {
        summary: "My current 20 questions in one category",
        response: { 200: questionSessionSchema },
        params: questionSessionParamsSchema,
      },
    },
    async (request) => {
      const { userId, categoryId } = request.params;
      return currentSession(ctx.db, userId, categoryId);
    },
  );

  app.post(
    "/api/question-sessions/:userId/:categoryId/more",
    {
      config: { access: { self: "params.userId" } },
      schema: {
        summary: "Open the next 20 questions after a finished session",
        response: { 200: questionSessionSchema },
        params: questionSessionParamsSchema,
      },
    },
    async (request) => {
      const { userId, categoryId } = request.params;
      return openNext(ctx, userId, categoryId);
    },
  );

  app.get(
    "/api/analytics/:userId",
    {
      config: { access: { self: "params.userId" } },
      schema: {
        summary: "A summary of my answers",
        response: { 200: answerSummarySchema },
        params: userIdParamsSchema,
      },
    },
    async (request) => {
      const { userId } = request.params;
      return answers.answerSummary(ctx.db, userId);
    },
  );

  app.post(
    "/api/generate-questions",
    {
      config: { access: "user" },
      schema: {
        summary: "More questions for a category",
        response: { 200: generatedQuestionsSchema },
        body: generateQuestionsBodySchema,
      },
    },
    async (request) => {
      const user = sessionUser(request);
      const body = request.body;
      return answers.moreQuestions(ctx, user.id, body.categoryId, body.count);
    },
  );

  app.get(
    "/api/compare/:otherUserId",
    {
      config: { access: "user" },
      schema: {
        summary: "How my answers compare with another person's",
        response: { 200: comparisonSchema, ...errorResponses(404) },
        params: compareParamsSchema,
      },
    },
    async (request) => {
      const { otherUserId } = request.params;
      return compareWith(ctx.db, sessionUser(request).id, otherUserId);
    },
  );

  app.get(
    "/api/openers/:userId/:otherId",
    {
      config: { access: { self: "params.userId" } },
      schema: {
        summary: "Two first lines for an empty conversation, from what we both answered",
        response: { 200: openersSchema, ...errorResponses(404) },
        params: pairParamsSchema,
      },
    },
    async (request) => {
      const { userId, otherId } = request.params;
      return openersWith(ctx.db, userId, otherId);
    },
  );
}
