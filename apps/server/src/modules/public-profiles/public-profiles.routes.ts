import { publicProfileParamsSchema } from "@down/common/schemas/public-profile";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../app-context";
import { requireUser } from "../../lib/session";
import { publicProfile } from "./public-profiles.service";

// Each route declares its input once; the app validates it (lib/route-schema.ts) and publishes it (lib/openapi.ts).
export async function publicProfileRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get("/api/public-profiles/:id", { schema: { params: publicProfileParamsSchema } }, async (request) => {
    const user = requireUser(request);
    const { id } = request.params;
    return publicProfile(ctx, user.id, id);
  });
}
