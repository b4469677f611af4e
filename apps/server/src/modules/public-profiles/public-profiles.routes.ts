import { publicProfileParamsSchema } from "@down/common/schemas/public-profile";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../app-context";
import { requireUser } from "../../lib/session";
import { parse } from "../../lib/validate";
import { publicProfile } from "./public-profiles.service";

export async function publicProfileRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get("/api/public-profiles/:id", async (request) => {
    const user = requireUser(request);
    const { id } = parse(publicProfileParamsSchema, request.params);
    return publicProfile(ctx, user.id, id);
  });
}
