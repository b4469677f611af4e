import {
  blockBodySchema,
  blockedUserParamsSchema,
  blocksQuerySchema,
  reportBodySchema,
} from "@down/common/schemas/safety";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../app-context";
import { requireUser } from "../../lib/session";
import { parse } from "../../lib/validate";
import * as safety from "./safety.service";

export async function safetyRoutes(app: FastifyInstance, ctx: AppContext) {
  app.post("/api/blocks", async (request, reply) => {
    const user = requireUser(request);
    const body = parse(blockBodySchema, request.body);
    return reply.code(201).send(await safety.block(ctx, user.id, body.blockedUserId));
  });

  app.get("/api/blocks", async (request) => {
    const user = requireUser(request);
    const query = parse(blocksQuerySchema, request.query);
    return safety.listBlocked(ctx.db, user.id, query.limit, query.cursor);
  });

  app.delete("/api/blocks/:blockedUserId", async (request) => {
    const user = requireUser(request);
    const { blockedUserId } = parse(blockedUserParamsSchema, request.params);
    return safety.unblock(ctx.db, user.id, blockedUserId);
  });

  app.post("/api/reports", async (request, reply) => {
    const user = requireUser(request);
    const body = parse(reportBodySchema, request.body);
    return reply.code(201).send(await safety.report(ctx, user.id, body));
  });
}
