import {
  profileViewBodySchema,
  recentlyViewedPageSchema,
  recentlyViewedQuerySchema,
} from "@down/common/schemas/profile-views";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../app-context";
import { errorResponses, sessionUser } from "../../lib/route-access";
import { okSchema } from "../../lib/route-schema";
import { recentlyViewed, recordView } from "./profile-views.service";

// Each route declares its input once; the app validates it (lib/route-schema.ts) and publishes it (lib/openapi.ts).
export async function profileViewRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    "/api/profile-views",
    {
      config: { access: "user" },
      schema: {
        summary: "Note that I viewed a profile",
        response: { 200: okSchema, ...errorResponses(404) },
        body: profileViewBodySchema,
      },
    },
    async (request) => {
      const user = sessionUser(request);
      const { viewedUserId } = request.body;
      return recordView(ctx, user.id, viewedUserId);
    },
  );

  app.get(
    "/api/recently-viewed",
    {
      config: { access: "user" },
      schema: {
        summary: "Profiles I viewed recently",
        response: { 200: recentlyViewedPageSchema },
        querystring: recentlyViewedQuerySchema,
      },
    },
    async (request) => {
      const user = sessionUser(request);
      return recentlyViewed(ctx, user.id, request.query);
    },
  );
}
