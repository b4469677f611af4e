import {
  moderationActionBodySchema,
  moderationActionResultSchema,
  moderationQueueQuerySchema,
  moderationQueueSchema,
} from "@down/common/schemas/moderation";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../app-context";
import { sessionUser } from "../../lib/route-access";
import * as moderation from "./moderation.service";

/** The reports queue: only accounts whose numbers are in MODERATOR_PHONES; 403 for everyone else. */
// Each route declares its input once; the app validates it (lib/route-schema.ts) and publishes it (lib/openapi.ts).
export async function moderationRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    "/api/moderation/reports",
    {
      config: { access: "moderator" },
      schema: {
        summary: "The queue of reports",
        response: { 200: moderationQueueSchema },
        querystring: moderationQueueQuerySchema,
      },
    },
    async (request) => {
      const query = request.query;
      return moderation.queue(ctx.db, query.limit, query.cursor);
    },
  );

  app.post(
    "/api/moderation/actions",
    {
      config: { access: "moderator" },
      schema: {
        summary: "Act on a reported person",
        response: { 200: moderationActionResultSchema },
        body: moderationActionBodySchema,
      },
    },
    async (request) => {
      const moderator = sessionUser(request);
      const body = request.body;
      return moderation.act(ctx, moderator, body.userId, body.action);
    },
  );
}
