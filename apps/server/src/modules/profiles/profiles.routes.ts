import { userIdParamsSchema } from "@down/common/schemas/ids";
import { profilePatchSchema } from "@down/common/schemas/profile";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../app-context";
import { requireSelf } from "../../lib/session";
import { parse } from "../../lib/validate";
import * as profiles from "./profiles.service";

export async function profileRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get("/api/profiles/:userId", async (request) => {
    const { userId } = parse(userIdParamsSchema, request.params);
    requireSelf(request, userId);
    return profiles.getOwnProfile(ctx.db, userId);
  });

  app.patch("/api/profiles/:userId", async (request) => {
    const { userId } = parse(userIdParamsSchema, request.params);
    requireSelf(request, userId);
    const patch = parse(profilePatchSchema, request.body);
    const profile = await profiles.updateOwnProfile(ctx.db, userId, patch);
    // Gender, interests and the two search switches decide who sees whom.
    await ctx.matchingIndex.refreshPerson(userId);
    return profile;
  });
}
