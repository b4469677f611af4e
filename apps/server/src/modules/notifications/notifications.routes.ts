import { notificationIdParamsSchema, notificationsQuerySchema } from "@down/common/schemas/notifications";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../app-context";
import { requireUser } from "../../lib/session";
import { parse } from "../../lib/validate";
import * as service from "./notifications.service";

export async function notificationRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get("/api/notifications/unread-count", async (request) => service.unreadCount(ctx.db, requireUser(request).id));

  app.get("/api/notifications", async (request) => {
    const user = requireUser(request);
    const query = parse(notificationsQuerySchema, request.query);
    return service.listNotifications(ctx.db, user.id, query.limit, query.cursor);
  });

  app.post("/api/notifications/read-all", async (request) => service.markAllRead(ctx.db, requireUser(request).id));

  app.post("/api/notifications/:id/read", async (request) => {
    const user = requireUser(request);
    const { id } = parse(notificationIdParamsSchema, request.params);
    return service.markRead(ctx.db, user.id, id);
  });
}
