import { favoriteIdsQuerySchema, favoriteParamsSchema } from "@down/common/schemas/favorites";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../app-context";
import { requireUser } from "../../lib/session";
import { parse } from "../../lib/validate";
import { listFavoriteIds, setFavorite } from "./favorites.service";

export async function favoriteRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get("/api/favorites", async (request) => {
    const user = requireUser(request);
    const query = parse(favoriteIdsQuerySchema, request.query);
    return listFavoriteIds(ctx.db, user.id, query.limit, query.cursor);
  });

  app.put("/api/favorites/:id", async (request) => {
    const user = requireUser(request);
    const { id } = parse(favoriteParamsSchema, request.params);
    return setFavorite(ctx.db, user.id, id, true);
  });

  app.delete("/api/favorites/:id", async (request) => {
    const user = requireUser(request);
    const { id } = parse(favoriteParamsSchema, request.params);
    return setFavorite(ctx.db, user.id, id, false);
  });
}
