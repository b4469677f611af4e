import { pairParamsSchema } from "@down/common/schemas/ids";
import {
  conversationsPageSchema,
  conversationsQuerySchema,
  customQuestionBodySchema,
  customQuestionIdParamsSchema,
  customQuestionResponseBodySchema,
  customQuestionSchema,
  customQuestionsPageSchema,
  markReadResultSchema,
  messageBodySchema,
  messageSchema,
  messagesPageSchema,
  messagesQuerySchema,
  unreadCountSchema,
} from "@down/common/schemas/messages";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../app-context";
import { errorResponses, sessionUser } from "../../lib/route-access";
import * as conversations from "./conversations.service";
import * as messages from "./messages.service";

// Each route declares its input once; the app validates it (lib/route-schema.ts) and publishes it (lib/openapi.ts).
export async function messageRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = () => ({ db: ctx.db, bus: ctx.bus, limits: ctx.config.messageLimits });

  app.get(
    "/api/conversations",
    {
      config: { access: "user" },
      schema: {
        summary: "My conversations, newest first",
        response: { 200: conversationsPageSchema },
        querystring: conversationsQuerySchema,
      },
    },
    async (request) => {
      const user = sessionUser(request);
      const query = request.query;
      return conversations.listConversations(ctx.db, user.id, query.limit, query.cursor);
    },
  );

  app.get(
    "/api/conversations/unread-count",
    {
      config: { access: "user" },
      schema: { summary: "How many conversations have unread messages", response: { 200: unreadCountSchema } },
    },
    async (request) => conversations.unreadCount(ctx.db, sessionUser(request).id),
  );

  app.get(
    "/api/conversations/:userId/:otherId",
    {
      config: { access: { self: "params.userId" } },
      schema: {
        summary: "Messages between me and a match, a page at a time",
        response: { 200: messagesPageSchema },
        params: pairParamsSchema,
        querystring: messagesQuerySchema,
      },
    },
    async (request) => {
      const { userId, otherId } = request.params;
      const query = request.query;
      return conversations.history(ctx.db, userId, otherId, query.limit, query.cursor);
    },
  );

  app.post(
    "/api/conversations/:userId/:otherId/read",
    {
      config: { access: { self: "params.userId" } },
      schema: {
        summary: "Mark a conversation read",
        response: { 200: markReadResultSchema },
        params: pairParamsSchema,
      },
    },
    async (request) => {
      const { userId, otherId } = request.params;
      return conversations.markRead(deps(), userId, otherId);
    },
  );

  app.post(
    "/api/messages",
    {
      config: { access: { self: "body.senderId" } },
      schema: {
        summary: "Send a message",
        description:
          "A retry with the same clientId answers 200 with the first message; a new one 201. A line the message check flags answers 422 message_flagged with the flagged words until sent again with confirmFlagged: true.",
        body: messageBodySchema,
        response: { 200: messageSchema, 201: messageSchema, ...errorResponses(422) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const { message, created } = await messages.sendMessage(deps(), body);
      // A retry that found the first message answers 200 with it; a new one 201.
      return reply.code(created ? 201 : 200).send(message);
    },
  );

  app.get(
    "/api/custom-questions/between/:userId/:otherId",
    {
      config: { access: { self: "params.userId" } },
      schema: {
        summary: "Custom questions between me and a match",
        response: { 200: customQuestionsPageSchema },
        params: pairParamsSchema,
        querystring: messagesQuerySchema,
      },
    },
    async (request) => {
      const { userId, otherId } = request.params;
      const query = request.query;
      return conversations.questionsBetween(ctx.db, userId, otherId, query.limit, query.cursor);
    },
  );

  app.post(
    "/api/custom-questions",
    {
      config: { access: { self: "body.senderId" } },
      schema: {
        summary: "Ask a match a custom question",
        description:
          "A retry answers 200 with the first question; a new one 201. Flagged like a message (422 message_flagged until confirmed).",
        body: customQuestionBodySchema,
        response: { 200: customQuestionSchema, 201: customQuestionSchema, ...errorResponses(422) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const { question, created } = await messages.askQuestion(deps(), body);
      // Like a message: a retry that found the first question answers 200 with it; a new one 201.
      return reply.code(created ? 201 : 200).send(question);
    },
  );

  app.patch(
    "/api/custom-questions/:id/response",
    {
      config: { access: { self: "body.userId" } },
      schema: {
        summary: "Answer a custom question",
        response: { 200: customQuestionSchema, ...errorResponses(404, 409) },
        params: customQuestionIdParamsSchema,
        body: customQuestionResponseBodySchema,
      },
    },
    async (request) => {
      const { id } = request.params;
      const body = request.body;
      return messages.answerQuestion(deps(), id, body.userId, body.response);
    },
  );
}
