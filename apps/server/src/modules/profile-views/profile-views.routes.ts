import { profileViewBodySchema, recentlyViewedQuerySchema } from "@down/common/schemas/profile-views";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../app-context";
import { requireUser } from "../../lib/session";
import { parse } from "../../lib/validate";
import { recentlyViewed, recordView } from "./profile-views.service";

export async function profileViewRoutes(app: FastifyInstance, ctx: AppContext) {
  app.post("/api/profile-views", async (request) => {
    const user = requireUser(request);
    const { viewedUserId } = parse(profileViewBodySchema, request.body);
    return recordView(ctx, user.id, viewedUserId);
  });

  app.get("/api/recently-viewed", async (request) => {
    const user = requireUser(request);
    return recentlyViewed(ctx, user.id, parse(recentlyViewedQuerySchema, request.query));
  });
}
