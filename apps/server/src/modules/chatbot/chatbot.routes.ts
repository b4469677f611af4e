import { CHATBOT_MESSAGES_PER_MINUTE, chatbotMessageBodySchema } from "@down/common/schemas/chatbot";
import { userIdParamsSchema } from "@down/common/schemas/ids";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { openAiAssistantModel } from "../../adapters/assistant-model";
import type { AppContext } from "../../app-context";
import { tooManyRequests } from "../../lib/app-error";
import { requireSelf } from "../../lib/session";
import { parse } from "../../lib/validate";
import * as chatbot from "./chatbot.service";

/** Per person, not per address: a whole office behind one IP may ask LOVE at once. */
const messageRateLimit = {
  max: CHATBOT_MESSAGES_PER_MINUTE,
  timeWindow: "1 minute",
  // After the session guard (an app-level preHandler), so the key is the signed-in user.
  hook: "preHandler" as const,
  keyGenerator: (request: FastifyRequest) => `love:${request.user?.id ?? request.ip}`,
  errorResponseBuilder: () => tooManyRequests("You're asking LOVE a lot at once. Please wait a minute and try again."),
};

export async function chatbotRoutes(app: FastifyInstance, ctx: AppContext) {
  const model = ctx.config.llm
    ? openAiAssistantModel(ctx.config.llm, { log: (line) => app.log.warn(line) })
    : undefined;
  const deps = { db: ctx.db, bus: ctx.bus, matchingIndex: ctx.matchingIndex, model };

  app.get("/api/chatbot/history/:userId", async (request) => {
    const { userId } = parse(userIdParamsSchema, request.params);
    const user = requireSelf(request, userId);
    return chatbot.history(deps, user.id);
  });

  app.post("/api/chatbot/message", { config: { rateLimit: messageRateLimit } }, async (request) => {
    const body = parse(chatbotMessageBodySchema, request.body);
    const user = requireSelf(request, body.userId);
    return chatbot.send(deps, user.id, body.message);
  });

  app.delete("/api/chatbot/history/:userId", async (request) => {
    const { userId } = parse(userIdParamsSchema, request.params);
    const user = requireSelf(request, userId);
    return chatbot.clear(deps, user.id);
  });
}
