import {
  CHATBOT_MESSAGES_PER_MINUTE,
  chatbotMessageBodySchema,
  chatbotReplySchema,
  chatHistoryClearedSchema,
  chatHistorySchema,
} from "@down/common/schemas/chatbot";
import { userIdParamsSchema } from "@down/common/schemas/ids";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { openAiAssistantModel } from "../../adapters/assistant-model";
import type { AppContext } from "../../app-context";
import { tooManyRequests } from "../../lib/app-error";
import { sessionUser } from "../../lib/route-access";
import * as chatbot from "./chatbot.service";

/** Per person, not per address: a whole office behind one IP may ask LOVE at once. */
const messageRateLimit = {
  max: CHATBOT_MESSAGES_PER_MINUTE,
  timeWindow: "1 minute",
  // After the session guard (an app-level preValidation hook, auth.routes.ts), so the key is the signed-in user.
  hook: "preHandler" as const,
  keyGenerator: (request: FastifyRequest) => `love:${request.user?.id ?? request.ip}`,
  errorResponseBuilder: () => tooManyRequests("You're asking LOVE a lot at once. Please wait a minute and try again."),
};

// Each route declares its input once; the app validates it (lib/route-schema.ts) and publishes it (lib/openapi.ts).
export async function chatbotRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const model = ctx.config.llm
    ? openAiAssistantModel(ctx.config.llm, { log: (line) => app.log.warn(line) })
    : undefined;
  const deps = { db: ctx.db, bus: ctx.bus, matchingIndex: ctx.matchingIndex, model };

  app.get(
    "/api/chatbot/history/:userId",
    {
      config: { access: { self: "params.userId" } },
      schema: {
        summary: "My conversation with LOVE",
        response: { 200: chatHistorySchema },
        params: userIdParamsSchema,
      },
    },
    async (request) => {
      const user = sessionUser(request);
      return chatbot.history(deps, user.id);
    },
  );

  app.post(
    "/api/chatbot/message",
    {
      config: { access: { self: "body.userId" }, rateLimit: messageRateLimit },
      schema: { summary: "Ask LOVE something", response: { 200: chatbotReplySchema }, body: chatbotMessageBodySchema },
    },
    async (request) => {
      const body = request.body;
      const user = sessionUser(request);
      return chatbot.send(deps, user.id, body.message);
    },
  );

  app.delete(
    "/api/chatbot/history/:userId",
    {
      config: { access: { self: "params.userId" } },
      schema: {
        summary: "Clear my conversation with LOVE",
        response: { 200: chatHistoryClearedSchema },
        params: userIdParamsSchema,
      },
    },
    async (request) => {
      const user = sessionUser(request);
      return chatbot.clear(deps, user.id);
    },
  );
}
