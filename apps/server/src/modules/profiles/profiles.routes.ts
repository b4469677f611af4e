import { userIdParamsSchema } from "@down/common/schemas/ids";
import { ownProfileSchema, profilePatchSchema } from "@down/common/schemas/profile";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../app-context";
import * as profiles from "./profiles.service";

// Each route declares its input once; the app validates it (lib/route-schema.ts) and publishes it (lib/openapi.ts).
export async function profileRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    "/api/profiles/:userId",
    {
      config: { access: { self: "params.userId" } },
      schema: { summary: "My own profile", response: { 200: ownProfileSchema }, params: userIdParamsSchema },
    },
    async (request) => {
      const { userId } = request.params;
      return profiles.getOwnProfile(ctx.db, userId);
    },
  );

  app.patch(
    "/api/profiles/:userId",
    {
      config: { access: { self: "params.userId" } },
      schema: {
        summary: "Change my profile",
        response: { 200: ownProfileSchema },
        params: userIdParamsSchema,
        body: profilePatchSchema,
      },
    },
    async (request) => {
      const { userId } = request.params;
      const patch = request.body;
      const profile = await profiles.updateOwnProfile(ctx.db, userId, patch);
      // Gender, interests and the two search switches decide who sees whom.
      await ctx.matchingIndex.refreshPerson(userId);
      return profile;
    },
  );
}
