import { searchQuerySchema } from "@down/common/schemas/search";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../app-context";
import { requireUser } from "../../lib/session";
import { search } from "./search.service";

// Each route declares its input once; the app validates it (lib/route-schema.ts) and publishes it (lib/openapi.ts).
export async function searchRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get("/api/search", { schema: { querystring: searchQuerySchema } }, async (request) => {
    const user = requireUser(request);
    const query = request.query;
    return search(ctx.db, ctx.matchingIndex, user.id, query);
  });
}
