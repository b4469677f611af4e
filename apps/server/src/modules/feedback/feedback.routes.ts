import { contactBodySchema, feedbackBodySchema } from "@down/common/schemas/feedback";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../app-context";
import { sessionUser } from "../../lib/route-access";
import { okSchema } from "../../lib/route-schema";
import * as feedback from "./feedback.service";

// Each route declares its input once; the app validates it (lib/route-schema.ts) and publishes it (lib/openapi.ts).
export async function feedbackRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    "/api/feedback",
    {
      config: { access: "user" },
      schema: { summary: "Send feedback about the app", response: { 201: okSchema }, body: feedbackBodySchema },
    },
    async (request, reply) => {
      const user = sessionUser(request);
      await feedback.submitFeedback(ctx.db, user.id, request.body);
      return reply.code(201).send({ ok: true });
    },
  );

  app.post(
    "/api/contact",
    {
      config: { access: "user" },
      schema: { summary: "Contact the team", response: { 201: okSchema }, body: contactBodySchema },
    },
    async (request, reply) => {
      const user = sessionUser(request);
      await feedback.submitContact(ctx.db, user.id, request.body);
      return reply.code(201).send({ ok: true });
    },
  );
}
