import { searchQuerySchema, searchResultSchema } from "@down/common/schemas/search";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../app-context";
import { sessionUser } from "../../lib/route-access";
import { search } from "./search.service";

// Each route declares its input once; the app validates it (lib/route-schema.ts) and publishes it (lib/openapi.ts).
export async function searchRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    "/api/search",
    {
      config: { access: "user" },
      schema: {
        summary: "Search for people, best matches first or by another order",
        response: { 200: searchResultSchema },
        querystring: searchQuerySchema,
      },
    },
    async (request) => {
      const user = sessionUser(request);
      const query = request.query;
      return search(ctx.db, ctx.matchingIndex, user.id, query);
    },
  );
}
