import { userIdParamsSchema } from "@down/common/schemas/ids";
import { insightsQuerySchema, insightsSchema } from "@down/common/schemas/insights";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../app-context";
import { insightsFor } from "./insights.service";

// Each route declares its input once; the app validates it (lib/route-schema.ts) and publishes it (lib/openapi.ts).
export async function insightsRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const schema = {
    summary: "My profile's insights over a range",
    response: { 200: insightsSchema },
    params: userIdParamsSchema,
    querystring: insightsQuerySchema,
  };
  app.get("/api/insights/:userId", { config: { access: { self: "params.userId" } }, schema }, async (request) => {
    const { userId } = request.params;
    const { range } = request.query;
    return insightsFor(ctx, userId, range);
  });
}
