import { userIdParamsSchema } from "@down/common/schemas/ids";
import { insightsQuerySchema } from "@down/common/schemas/insights";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../app-context";
import { requireSelf } from "../../lib/session";
import { parse } from "../../lib/validate";
import { insightsFor } from "./insights.service";

export async function insightsRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get("/api/insights/:userId", async (request) => {
    const { userId } = parse(userIdParamsSchema, request.params);
    requireSelf(request, userId);
    const { range } = parse(insightsQuerySchema, request.query);
    return insightsFor(ctx, userId, range);
  });
}
