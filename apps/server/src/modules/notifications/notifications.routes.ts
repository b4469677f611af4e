import { notificationIdParamsSchema, notificationsQuerySchema } from "@down/common/schemas/notifications";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../app-context";
import { requireUser } from "../../lib/session";
import * as service from "./notifications.service";

// Each route declares its input once; the app validates it (lib/route-schema.ts) and publishes it (lib/openapi.ts).
export async function notificationRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get("/api/notifications/unread-count", async (request) => service.unreadCount(ctx.db, requireUser(request).id));

  app.get("/api/notifications", { schema: { querystring: notificationsQuerySchema } }, async (request) => {
    const user = requireUser(request);
    const { query } = request;
    return service.listNotifications(ctx.db, user.id, query.limit, query.cursor);
  });

  app.post("/api/notifications/read-all", async (request) => service.markAllRead(ctx.db, requireUser(request).id));

  app.post("/api/notifications/:id/read", { schema: { params: notificationIdParamsSchema } }, async (request) => {
    const user = requireUser(request);
    const { id } = request.params;
    return service.markRead(ctx.db, user.id, id);
  });
}
