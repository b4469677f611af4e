import { pushSubscriptionBodySchema, pushUnsubscribeBodySchema } from "@down/common/schemas/push";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../app-context";
import { requireUser } from "../../lib/session";
import { parse } from "../../lib/validate";
import * as push from "./push.service";

export async function pushRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get("/api/push/config", async (request) => {
    requireUser(request);
    return push.pushConfig(ctx.pushSender);
  });

  /** The browser's subscription, stored for the signed-in person when they turn PUSH NOTIFICATIONS on. */
  app.post("/api/push/subscriptions", async (request, reply) => {
    const user = requireUser(request);
    const body = parse(pushSubscriptionBodySchema, request.body);
    await push.subscribe(ctx, user.id, body);
    return reply.code(201).send({ ok: true });
  });

  app.delete("/api/push/subscriptions", async (request) => {
    const user = requireUser(request);
    const body = parse(pushUnsubscribeBodySchema, request.body);
    await push.unsubscribe(ctx.db, user.id, body.endpoint);
    return { ok: true };
  });
}
