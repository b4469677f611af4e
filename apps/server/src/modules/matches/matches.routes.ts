import { userIdParamsSchema } from "@down/common/schemas/ids";
import { likesYouQuerySchema, matchPairParamsSchema, matchRequestBodySchema } from "@down/common/schemas/matches";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../app-context";
import { requireSelf, requireUser } from "../../lib/session";
import * as matches from "./matches.service";

// Each route declares its input once; the app validates it (lib/route-schema.ts) and publishes it (lib/openapi.ts).
export async function matchRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post("/api/match-requests", { schema: { body: matchRequestBodySchema } }, async (request) => {
    const body = request.body;
    requireSelf(request, body.fromUserId);
    return matches.sendMatchRequest(ctx, body.fromUserId, body.toUserId);
  });

  app.get("/api/matches", async (request) => matches.listMatches(ctx, requireUser(request).id));

  // "Likes you": who asked the signed-in person and waits for their answer (docs/product.md#matches).
  app.get("/api/likes-you", { schema: { querystring: likesYouQuerySchema } }, async (request) =>
    matches.listLikesYou(ctx, requireUser(request).id, request.query),
  );

  app.get("/api/matches/:userId", { schema: { params: userIdParamsSchema } }, async (request) => {
    const { userId } = request.params;
    requireSelf(request, userId);
    return matches.listMatches(ctx, userId);
  });

  app.get(
    "/api/match-status/:currentUserId/:otherUserId",
    { schema: { params: matchPairParamsSchema } },
    async (request) => {
      const { currentUserId, otherUserId } = request.params;
      requireSelf(request, currentUserId);
      return matches.matchStatus(ctx.db, currentUserId, otherUserId);
    },
  );

  app.delete(
    "/api/matches/:currentUserId/:otherUserId",
    { schema: { params: matchPairParamsSchema } },
    async (request) => {
      const { currentUserId, otherUserId } = request.params;
      requireSelf(request, currentUserId);
      return matches.unmatch(ctx, currentUserId, otherUserId);
    },
  );
}
