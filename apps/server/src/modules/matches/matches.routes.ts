import { userIdParamsSchema } from "@down/common/schemas/ids";
import {
  likesYouPageSchema,
  likesYouQuerySchema,
  matchPairParamsSchema,
  matchRequestBodySchema,
  matchRequestResultSchema,
  matchSchema,
  matchStatusSchema,
} from "@down/common/schemas/matches";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../app-context";
import { errorResponses, sessionUser } from "../../lib/route-access";
import { okSchema } from "../../lib/route-schema";
import * as matches from "./matches.service";

// Each route declares its input once; the app validates it (lib/route-schema.ts) and publishes it (lib/openapi.ts).
export async function matchRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    "/api/match-requests",
    {
      config: { access: { self: "body.fromUserId" } },
      schema: {
        summary: "Say I'm down for someone",
        description: "409 your_turn while 8 matches wait on the sender's reply (a Match Back still goes through).",
        response: { 200: matchRequestResultSchema, ...errorResponses(409) },
        body: matchRequestBodySchema,
      },
    },
    async (request) => {
      const body = request.body;
      return matches.sendMatchRequest(ctx, body.fromUserId, body.toUserId);
    },
  );

  app.get(
    "/api/matches",
    { config: { access: "user" }, schema: { summary: "My matches", response: { 200: z.array(matchSchema) } } },
    async (request) => matches.listMatches(ctx, sessionUser(request).id),
  );

  // "Likes you": who asked the signed-in person and waits for their answer (docs/product.md#matches).
  app.get(
    "/api/likes-you",
    {
      config: { access: "user" },
      schema: {
        summary: "People who are down for me and wait for my answer",
        response: { 200: likesYouPageSchema },
        querystring: likesYouQuerySchema,
      },
    },
    async (request) => matches.listLikesYou(ctx, sessionUser(request).id, request.query),
  );

  app.get(
    "/api/matches/:userId",
    {
      config: { access: { self: "params.userId" } },
      schema: { summary: "My matches (by my id)", response: { 200: z.array(matchSchema) }, params: userIdParamsSchema },
    },
    async (request) => {
      const { userId } = request.params;
      return matches.listMatches(ctx, userId);
    },
  );

  app.get(
    "/api/match-status/:currentUserId/:otherUserId",
    {
      config: { access: { self: "params.currentUserId" } },
      schema: {
        summary: "Where I stand with someone",
        response: { 200: matchStatusSchema },
        params: matchPairParamsSchema,
      },
    },
    async (request) => {
      const { currentUserId, otherUserId } = request.params;
      return matches.matchStatus(ctx.db, currentUserId, otherUserId);
    },
  );

  app.delete(
    "/api/matches/:currentUserId/:otherUserId",
    {
      config: { access: { self: "params.currentUserId" } },
      schema: {
        summary: "Unmatch someone",
        response: { 200: okSchema, ...errorResponses(404) },
        params: matchPairParamsSchema,
      },
    },
    async (request) => {
      const { currentUserId, otherUserId } = request.params;
      return matches.unmatch(ctx, currentUserId, otherUserId);
    },
  );
}
