import {
  markAllReadResultSchema,
  notificationIdParamsSchema,
  notificationsPageSchema,
  notificationsQuerySchema,
  unreadCountSchema,
} from "@down/common/schemas/notifications";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../app-context";
import { errorResponses, sessionUser } from "../../lib/route-access";
import { okSchema } from "../../lib/route-schema";
import * as service from "./notifications.service";

// Each route declares its input once; the app validates it (lib/route-schema.ts) and publishes it (lib/openapi.ts).
export async function notificationRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    "/api/notifications/unread-count",
    {
      config: { access: "user" },
      schema: { summary: "How many notifications are unread", response: { 200: unreadCountSchema } },
    },
    async (request) => service.unreadCount(ctx.db, sessionUser(request).id),
  );

  app.get(
    "/api/notifications",
    {
      config: { access: "user" },
      schema: {
        summary: "My notifications, newest first",
        response: { 200: notificationsPageSchema },
        querystring: notificationsQuerySchema,
      },
    },
    async (request) => {
      const user = sessionUser(request);
      const { query } = request;
      return service.listNotifications(ctx.db, user.id, query.limit, query.cursor);
    },
  );

  app.post(
    "/api/notifications/read-all",
    {
      config: { access: "user" },
      schema: { summary: "Mark every notification read", response: { 200: markAllReadResultSchema } },
    },
    async (request) => service.markAllRead(ctx.db, sessionUser(request).id),
  );

  app.post(
    "/api/notifications/:id/read",
    {
      config: { access: "user" },
      schema: {
        summary: "Mark one notification read",
        response: { 200: okSchema, ...errorResponses(404) },
        params: notificationIdParamsSchema,
      },
    },
    async (request) => {
      const user = sessionUser(request);
      const { id } = request.params;
      return service.markRead(ctx.db, user.id, id);
    },
  );
}
