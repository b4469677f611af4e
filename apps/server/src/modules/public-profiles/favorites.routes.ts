import {
  favoriteIdsPageSchema,
  favoriteIdsQuerySchema,
  favoriteParamsSchema,
  favoriteResultSchema,
} from "@down/common/schemas/favorites";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../app-context";
import { sessionUser } from "../../lib/route-access";
import { listFavoriteIds, setFavorite } from "./favorites.service";

// Each route declares its input once; the app validates it (lib/route-schema.ts) and publishes it (lib/openapi.ts).
export async function favoriteRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    "/api/favorites",
    {
      config: { access: "user" },
      schema: {
        summary: "The people I favourited",
        response: { 200: favoriteIdsPageSchema },
        querystring: favoriteIdsQuerySchema,
      },
    },
    async (request) => {
      const user = sessionUser(request);
      const query = request.query;
      return listFavoriteIds(ctx.db, user.id, query.limit, query.cursor);
    },
  );

  app.put(
    "/api/favorites/:id",
    {
      config: { access: "user" },
      schema: { summary: "Favourite someone", response: { 200: favoriteResultSchema }, params: favoriteParamsSchema },
    },
    async (request) => {
      const user = sessionUser(request);
      const { id } = request.params;
      return setFavorite(ctx.db, user.id, id, true);
    },
  );

  app.delete(
    "/api/favorites/:id",
    {
      config: { access: "user" },
      schema: { summary: "Unfavourite someone", response: { 200: favoriteResultSchema }, params: favoriteParamsSchema },
    },
    async (request) => {
      const user = sessionUser(request);
      const { id } = request.params;
      return setFavorite(ctx.db, user.id, id, false);
    },
  );
}
