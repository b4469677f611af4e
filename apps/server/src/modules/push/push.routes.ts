import { pushConfigSchema, pushSubscriptionBodySchema, pushUnsubscribeBodySchema } from "@down/common/schemas/push";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../app-context";
import { sessionUser } from "../../lib/route-access";
import { okSchema } from "../../lib/route-schema";
import * as push from "./push.service";

// Each route declares its input once; the app validates it (lib/route-schema.ts) and publishes it (lib/openapi.ts).
export async function pushRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    "/api/push/config",
    {
      config: { access: "user" },
      schema: { summary: "The server's push key, if push is set up", response: { 200: pushConfigSchema } },
    },
    async () => {
      return push.pushConfig(ctx.pushSender);
    },
  );

  /** The browser's subscription, stored for the signed-in person when they turn PUSH NOTIFICATIONS on. */
  app.post(
    "/api/push/subscriptions",
    {
      config: { access: "user" },
      schema: {
        summary: "Subscribe this device to push notifications",
        response: { 201: okSchema },
        body: pushSubscriptionBodySchema,
      },
    },
    async (request, reply) => {
      const user = sessionUser(request);
      const body = request.body;
      await push.subscribe(ctx, user.id, body);
      return reply.code(201).send({ ok: true });
    },
  );

  app.delete(
    "/api/push/subscriptions",
    {
      config: { access: "user" },
      schema: {
        summary: "Unsubscribe this device from push notifications",
        response: { 200: okSchema },
        body: pushUnsubscribeBodySchema,
      },
    },
    async (request) => {
      const user = sessionUser(request);
      const body = request.body;
      await push.unsubscribe(ctx.db, user.id, body.endpoint);
      return { ok: true as const };
    },
  );
}
