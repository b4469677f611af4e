import {
  blockBodySchema,
  blockedUserParamsSchema,
  blocksPageSchema,
  blocksQuerySchema,
  reportBodySchema,
  reportResultSchema,
} from "@down/common/schemas/safety";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../app-context";
import { errorResponses, sessionUser } from "../../lib/route-access";
import { okSchema } from "../../lib/route-schema";
import * as safety from "./safety.service";

// Each route declares its input once; the app validates it (lib/route-schema.ts) and publishes it (lib/openapi.ts).
export async function safetyRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    "/api/blocks",
    {
      config: { access: "user" },
      schema: { summary: "Block someone", response: { 201: okSchema }, body: blockBodySchema },
    },
    async (request, reply) => {
      const user = sessionUser(request);
      const body = request.body;
      return reply.code(201).send(await safety.block(ctx, user.id, body.blockedUserId));
    },
  );

  app.get(
    "/api/blocks",
    {
      config: { access: "user" },
      schema: { summary: "People I blocked", response: { 200: blocksPageSchema }, querystring: blocksQuerySchema },
    },
    async (request) => {
      const user = sessionUser(request);
      const query = request.query;
      return safety.listBlocked(ctx.db, user.id, query.limit, query.cursor);
    },
  );

  app.delete(
    "/api/blocks/:blockedUserId",
    {
      config: { access: "user" },
      schema: {
        summary: "Unblock someone",
        response: { 200: okSchema, ...errorResponses(404) },
        params: blockedUserParamsSchema,
      },
    },
    async (request) => {
      const user = sessionUser(request);
      const { blockedUserId } = request.params;
      return safety.unblock(ctx.db, user.id, blockedUserId);
    },
  );

  app.post(
    "/api/reports",
    {
      config: { access: "user" },
      schema: { summary: "Report someone", response: { 201: reportResultSchema }, body: reportBodySchema },
    },
    async (request, reply) => {
      const user = sessionUser(request);
      const body = request.body;
      return reply.code(201).send(await safety.report(ctx, user.id, body));
    },
  );
}
