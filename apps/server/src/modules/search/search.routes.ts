import { searchQuerySchema } from "@down/common/schemas/search";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../app-context";
import { requireUser } from "../../lib/session";
import { parse } from "../../lib/validate";
import { search } from "./search.service";

export async function searchRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get("/api/search", async (request) => {
    const user = requireUser(request);
    const query = parse(searchQuerySchema, request.query);
    return search(ctx.db, ctx.matchingIndex, user.id, query);
  });
}
