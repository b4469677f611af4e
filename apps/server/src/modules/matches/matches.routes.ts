import { userIdParamsSchema } from "@down/common/schemas/ids";
import { matchPairParamsSchema, matchRequestBodySchema } from "@down/common/schemas/matches";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../app-context";
import { requireSelf, requireUser } from "../../lib/session";
import { parse } from "../../lib/validate";
import * as matches from "./matches.service";

export async function matchRoutes(app: FastifyInstance, ctx: AppContext) {
  app.post("/api/match-requests", async (request) => {
    const body = parse(matchRequestBodySchema, request.body);
    requireSelf(request, body.fromUserId);
    return matches.sendMatchRequest(ctx, body.fromUserId, body.toUserId);
  });

  app.get("/api/matches", async (request) => matches.listMatches(ctx, requireUser(request).id));

  app.get("/api/matches/:userId", async (request) => {
    const { userId } = parse(userIdParamsSchema, request.params);
    requireSelf(request, userId);
    return matches.listMatches(ctx, userId);
  });

  app.get("/api/match-status/:currentUserId/:otherUserId", async (request) => {
    const { currentUserId, otherUserId } = parse(matchPairParamsSchema, request.params);
    requireSelf(request, currentUserId);
    return matches.matchStatus(ctx.db, currentUserId, otherUserId);
  });

  app.delete("/api/matches/:currentUserId/:otherUserId", async (request) => {
    const { currentUserId, otherUserId } = parse(matchPairParamsSchema, request.params);
    requireSelf(request, currentUserId);
    return matches.unmatch(ctx, currentUserId, otherUserId);
  });
}
