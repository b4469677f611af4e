import { pairParamsSchema } from "@down/common/schemas/ids";
import {
  conversationsQuerySchema,
  customQuestionBodySchema,
  customQuestionIdParamsSchema,
  customQuestionResponseBodySchema,
  messageBodySchema,
  messagesQuerySchema,
} from "@down/common/schemas/messages";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../app-context";
import { requireSelf, requireUser } from "../../lib/session";
import * as conversations from "./conversations.service";
import * as messages from "./messages.service";

// Each route declares its input once; the app validates it (lib/route-schema.ts) and publishes it (lib/openapi.ts).
export async function messageRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = () => ({ db: ctx.db, bus: ctx.bus, limits: ctx.config.messageLimits });

  app.get("/api/conversations", { schema: { querystring: conversationsQuerySchema } }, async (request) => {
    const user = requireUser(request);
    const query = request.query;
    return conversations.listConversations(ctx.db, user.id, query.limit, query.cursor);
  });

  app.get("/api/conversations/unread-count", async (request) =>
    conversations.unreadCount(ctx.db, requireUser(request).id),
  );

  app.get(
    "/api/conversations/:userId/:otherId",
    { schema: { params: pairParamsSchema, querystring: messagesQuerySchema } },
    async (request) => {
      const { userId, otherId } = request.params;
      requireSelf(request, userId);
      const query = request.query;
      return conversations.history(ctx.db, userId, otherId, query.limit, query.cursor);
    },
  );

  app.post("/api/conversations/:userId/:otherId/read", { schema: { params: pairParamsSchema } }, async (request) => {
    const { userId, otherId } = request.params;
    requireSelf(request, userId);
    return conversations.markRead(deps(), userId, otherId);
  });

  app.post("/api/messages", { schema: { body: messageBodySchema } }, async (request, reply) => {
    const body = request.body;
    requireSelf(request, body.senderId);
    const { message, created } = await messages.sendMessage(deps(), body);
    // A retry that found the first message answers 200 with it; a new one 201.
    return reply.code(created ? 201 : 200).send(message);
  });

  app.get(
    "/api/custom-questions/between/:userId/:otherId",
    { schema: { params: pairParamsSchema, querystring: messagesQuerySchema } },
    async (request) => {
      const { userId, otherId } = request.params;
      requireSelf(request, userId);
      const query = request.query;
      return conversations.questionsBetween(ctx.db, userId, otherId, query.limit, query.cursor);
    },
  );

  app.post("/api/custom-questions", { schema: { body: customQuestionBodySchema } }, async (request, reply) => {
    const body = request.body;
    requireSelf(request, body.senderId);
    const { question, created } = await messages.askQuestion(deps(), body);
    // Like a message: a retry that found the first question answers 200 with it; a new one 201.
    return reply.code(created ? 201 : 200).send(question);
  });

  app.patch(
    "/api/custom-questions/:id/response",
    { schema: { params: customQuestionIdParamsSchema, body: customQuestionResponseBodySchema } },
    async (request) => {
      const { id } = request.params;
      const body = request.body;
      requireSelf(request, body.userId);
      return messages.answerQuestion(deps(), id, body.userId, body.response);
    },
  );
}
