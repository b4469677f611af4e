import { contactBodySchema, feedbackBodySchema } from "@down/common/schemas/feedback";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../app-context";
import { feedback } from "../../db/schema";
import { requireUser } from "../../lib/session";
import { parse } from "../../lib/validate";

export async function feedbackRoutes(app: FastifyInstance, ctx: AppContext) {
  app.post("/api/feedback", async (request, reply) => {
    const user = requireUser(request);
    const body = parse(feedbackBodySchema, request.body);
    await ctx.db.insert(feedback).values({ userId: user.id, kind: "feedback", body: body.message });
    return reply.code(201).send({ ok: true });
  });

  app.post("/api/contact", async (request, reply) => {
    const user = requireUser(request);
    const body = parse(contactBodySchema, request.body);
    await ctx.db
      .insert(feedback)
      .values({ userId: user.id, kind: "contact", subject: body.subject, body: body.comments });
    return reply.code(201).send({ ok: true });
  });
}
