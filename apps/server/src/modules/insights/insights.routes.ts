import { userIdParamsSchema } from "@down/common/schemas/ids";
import { insightsQuerySchema } from "@down/common/schemas/insights";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../app-context";
import { requireSelf } from "../../lib/session";
import { insightsFor } from "./insights.service";

// Each route declares its input once; the app validates it (lib/route-schema.ts) and publishes it (lib/openapi.ts).
export async function insightsRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const schema = { params: userIdParamsSchema, querystring: insightsQuerySchema };
  app.get("/api/insights/:userId", { schema }, async (request) => {
    const { userId } = request.params;
    requireSelf(request, userId);
    const { range } = request.query;
    return insightsFor(ctx, userId, range);
  });
}
