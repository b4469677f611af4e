import { userIdParamsSchema } from "@down/common/schemas/ids";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../app-context";
import { users } from "../../db/schema";
import { requireSelf, SESSION_COOKIE } from "../../lib/session";
import { parse } from "../../lib/validate";
import { deleteStoredPhotos, photosOf } from "../photos/photos.service";

export async function accountRoutes(app: FastifyInstance, ctx: AppContext) {
  /** Deletes the account and, through cascading keys, everything that belongs to it. */
  app.delete("/api/account/:userId", async (request, reply) => {
    const { userId } = parse(userIdParamsSchema, request.params);
    requireSelf(request, userId);
    const photos = await photosOf(ctx.db, userId);
    await ctx.db.delete(users).where(eq(users.id, userId));
    await ctx.answerIndex.forgetUser(userId);
    await deleteStoredPhotos(ctx.storage, photos);
    reply.clearCookie(SESSION_COOKIE, { path: "/" });
    return { ok: true };
  });
}
