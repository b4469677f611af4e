import {
  dateIdParamsSchema,
  datePatchSchema,
  dateReviewBodySchema,
  inviteBodySchema,
  inviteIdParamsSchema,
  invitePatchSchema,
  reviewIdParamsSchema,
  reviewsQuerySchema,
} from "@down/common/schemas/dates";
import { userIdParamsSchema } from "@down/common/schemas/ids";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../app-context";
import { requireSelf, requireUser } from "../../lib/session";
import { calendarFile } from "./dates.calendar";
import * as dates from "./dates.service";
import * as invites from "./invites.service";
import * as reviews from "./reviews.service";

// Each route declares its input once; the app validates it (lib/route-schema.ts) and publishes it (lib/openapi.ts).
export async function datesRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post("/api/invites", { schema: { body: inviteBodySchema } }, async (request, reply) => {
    const body = request.body;
    requireSelf(request, body.senderId);
    return reply.code(201).send(await invites.sendInvite(ctx, body));
  });

  app.get("/api/invites/for/:userId", { schema: { params: userIdParamsSchema } }, async (request) => {
    const { userId } = request.params;
    requireSelf(request, userId);
    return invites.listInvites(ctx.db, userId);
  });

  app.patch(
    "/api/invites/:id",
    { schema: { params: inviteIdParamsSchema, body: invitePatchSchema } },
    async (request) => {
      const user = requireUser(request);
      const { id } = request.params;
      const patch = request.body;
      return invites.answerInvite(ctx, user.id, id, patch);
    },
  );

  app.get("/api/dates/:userId", { schema: { params: userIdParamsSchema } }, async (request) => {
    const { userId } = request.params;
    requireSelf(request, userId);
    return dates.listDates(ctx.db, userId);
  });

  app.patch("/api/dates/:id", { schema: { params: dateIdParamsSchema, body: datePatchSchema } }, async (request) => {
    const user = requireUser(request);
    const { id } = request.params;
    const patch = request.body;
    return dates.changeDate(ctx, user.id, id, patch);
  });

  /** The date as an .ics file, for either of its two people (404 for anyone else). */
  app.get("/api/dates/:id/calendar.ics", { schema: { params: dateIdParamsSchema } }, async (request, reply) => {
    const user = requireUser(request);
    const { id } = request.params;
    const file = await calendarFile(ctx.db, user.id, id);
    return reply
      .type("text/calendar; charset=utf-8")
      .header("content-disposition", `attachment; filename="${file.filename}"`)
      .header("cache-control", "no-store")
      .send(file.body);
  });

  app.post("/api/date-reviews", { schema: { body: dateReviewBodySchema } }, async (request, reply) => {
    const body = request.body;
    const user = requireSelf(request, body.reviewerId);
    return reply.code(201).send(await reviews.writeReview(ctx, user.id, body));
  });

  /** Reviews about the signed-in person. */
  app.get("/api/reviews", { schema: { querystring: reviewsQuerySchema } }, async (request) => {
    const user = requireUser(request);
    const query = request.query;
    return reviews.reviewsAbout(ctx.db, user.id, user.id, query.limit, query.cursor);
  });

  /** Reviews about another person, for their public profile. */
  app.get(
    "/api/reviews/about/:userId",
    { schema: { params: userIdParamsSchema, querystring: reviewsQuerySchema } },
    async (request) => {
      const user = requireUser(request);
      const { userId } = request.params;
      const query = request.query;
      return reviews.publicReviews(ctx.db, userId, user.id, query.limit, query.cursor);
    },
  );

  app.put("/api/reviews/:id/helpful", { schema: { params: reviewIdParamsSchema } }, async (request) => {
    const user = requireUser(request);
    const { id } = request.params;
    return reviews.setHelpful(ctx.db, user.id, id, true);
  });

  app.delete("/api/reviews/:id/helpful", { schema: { params: reviewIdParamsSchema } }, async (request) => {
    const user = requireUser(request);
    const { id } = request.params;
    return reviews.setHelpful(ctx.db, user.id, id, false);
  });
}
