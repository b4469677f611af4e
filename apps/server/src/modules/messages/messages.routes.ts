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
import type { AppContext } from "../../app-context";
import { requireSelf, requireUser } from "../../lib/session";
import { parse } from "../../lib/validate";
import * as conversations from "./conversations.service";
import * as messages from "./messages.service";

export async function messageRoutes(app: FastifyInstance, ctx: AppContext) {
  const deps = () => ({ db: ctx.db, bus: ctx.bus, limits: ctx.config.messageLimits });

  app.get("/api/conversations", async (request) => {
    const user = requireUser(request);
    const query = parse(conversationsQuerySchema, request.query);
    return conversations.listConversations(ctx.db, user.id, query.limit, query.cursor);
  });

  app.get("/api/conversations/unread-count", async (request) =>
    conversations.unreadCount(ctx.db, requireUser(request).id),
  );

  app.get("/api/conversations/:userId/:otherId", async (request) => {
    const { userId, otherId } = parse(pairParamsSchema, request.params);
    requireSelf(request, userId);
    const query = parse(messagesQuerySchema, request.query);
    return conversations.history(ctx.db, userId, otherId, query.limit, query.cursor);
  });

  app.post("/api/conversations/:userId/:otherId/read", async (request) => {
    const { userId, otherId } = parse(pairParamsSchema, request.params);
    requireSelf(request, userId);
    return conversations.markRead(deps(), userId, otherId);
  });

  app.post("/api/messages", async (request, reply) => {
    const body = parse(messageBodySchema, request.body);
    requireSelf(request, body.senderId);
    const { message, created } = await messages.sendMessage(deps(), body);
    // A retry that found the first message answers 200 with it; a new one 201.
    return reply.code(created ? 201 : 200).send(message);
  });

  app.get("/api/custom-questions/between/:userId/:otherId", async (request) => {
    const { userId, otherId } = parse(pairParamsSchema, request.params);
    requireSelf(request, userId);
    const query = parse(messagesQuerySchema, request.query);
    return conversations.questionsBetween(ctx.db, userId, otherId, query.limit, query.cursor);
  });

  app.post("/api/custom-questions", async (request, reply) => {
    const body = parse(customQuestionBodySchema, request.body);
    requireSelf(request, body.senderId);
    const { question, created } = await messages.askQuestion(deps(), body);
    // Like a message: a retry that found the first question answers 200 with it; a new one 201.
    return reply.code(created ? 201 : 200).send(question);
  });

  app.patch("/api/custom-questions/:id/response", async (request) => {
    const { id } = parse(customQuestionIdParamsSchema, request.params);
    const body = parse(customQuestionResponseBodySchema, request.body);
    requireSelf(request, body.userId);
    return messages.answerQuestion(deps(), id, body.userId, body.response);
  });
}
