import { publicProfileParamsSchema, publicProfileSchema } from "@down/common/schemas/public-profile";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../app-context";
import { errorResponses, sessionUser } from "../../lib/route-access";
import { publicProfile } from "./public-profiles.service";

// Each route declares its input once; the app validates it (lib/route-schema.ts) and publishes it (lib/openapi.ts).
export async function publicProfileRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    "/api/public-profiles/:id",
    {
      config: { access: "user" },
      schema: {
        summary: "Another person's profile, as they show it",
        response: { 200: publicProfileSchema, ...errorResponses(404) },
        params: publicProfileParamsSchema,
      },
    },
    async (request) => {
      const user = sessionUser(request);
      const { id } = request.params;
      return publicProfile(ctx, user.id, id);
    },
  );
}
