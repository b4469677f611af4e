import { and, count, desc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../app-context";
import { notifications } from "../../db/schema";
import { requireUser } from "../../lib/session";

export async function notificationRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get("/api/notifications/unread-count", async (request) => {
    const user = requireUser(request);
    const [row] = await ctx.db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, user.id), eq(notifications.read, false)));
    return { count: row?.n ?? 0 };
  });

  app.get("/api/notifications", async (request) => {
    const user = requireUser(request);
    return ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, user.id))
      .orderBy(desc(notifications.createdAt))
      .limit(100);
  });
}
