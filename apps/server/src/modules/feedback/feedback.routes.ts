import { contactBodySchema, feedbackBodySchema } from "@down/common/schemas/feedback";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../app-context";
import { requireUser } from "../../lib/session";
import { parse } from "../../lib/validate";
import * as feedback from "./feedback.service";

export async function feedbackRoutes(app: FastifyInstance, ctx: AppContext) {
  app.post("/api/feedback", async (request, reply) => {
    const user = requireUser(request);
    await feedback.submitFeedback(ctx.db, user.id, parse(feedbackBodySchema, request.body));
    return reply.code(201).send({ ok: true });
  });

  app.post("/api/contact", async (request, reply) => {
    const user = requireUser(request);
    await feedback.submitContact(ctx.db, user.id, parse(contactBodySchema, request.body));
    return reply.code(201).send({ ok: true });
  });
}
