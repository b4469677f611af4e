import { moderationActionBodySchema, moderationQueueQuerySchema } from "@down/common/schemas/moderation";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../app-context";
import { requireModerator } from "../../lib/session";
import { parse } from "../../lib/validate";
import * as moderation from "./moderation.service";

/** The reports queue: only accounts whose numbers are in MODERATOR_PHONES; 403 for everyone else. */
export async function moderationRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get("/api/moderation/reports", async (request) => {
    requireModerator(request);
    const query = parse(moderationQueueQuerySchema, request.query);
    return moderation.queue(ctx.db, query.limit, query.cursor);
  });

  app.post("/api/moderation/actions", async (request) => {
    const moderator = requireModerator(request);
    const body = parse(moderationActionBodySchema, request.body);
    return moderation.act(ctx, moderator, body.userId, body.action);
  });
}
