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
import type { AppContext } from "../../app-context";
import { requireSelf, requireUser } from "../../lib/session";
import { parse } from "../../lib/validate";
import { calendarFile } from "./dates.calendar";
import * as dates from "./dates.service";
import * as invites from "./invites.service";
import * as reviews from "./reviews.service";

export async function datesRoutes(app: FastifyInstance, ctx: AppContext) {
  app.post("/api/invites", async (request, reply) => {
    const body = parse(inviteBodySchema, request.body);
    requireSelf(request, body.senderId);
    return reply.code(201).send(await invites.sendInvite(ctx, body));
  });

  app.get("/api/invites/for/:userId", async (request) => {
    const { userId } = parse(userIdParamsSchema, request.params);
    requireSelf(request, userId);
    return invites.listInvites(ctx.db, userId);
  });

  app.patch("/api/invites/:id", async (request) => {
    const user = requireUser(request);
    const { id } = parse(inviteIdParamsSchema, request.params);
    const patch = parse(invitePatchSchema, request.body);
    return invites.answerInvite(ctx, user.id, id, patch);
  });

  app.get("/api/dates/:userId", async (request) => {
    const { userId } = parse(userIdParamsSchema, request.params);
    requireSelf(request, userId);
    return dates.listDates(ctx.db, userId);
  });

  app.patch("/api/dates/:id", async (request) => {
    const user = requireUser(request);
    const { id } = parse(dateIdParamsSchema, request.params);
    const patch = parse(datePatchSchema, request.body);
    return dates.changeDate(ctx, user.id, id, patch);
  });

  /** The date as an .ics file, for either of its two people (404 for anyone else). */
  app.get("/api/dates/:id/calendar.ics", async (request, reply) => {
    const user = requireUser(request);
    const { id } = parse(dateIdParamsSchema, request.params);
    const file = await calendarFile(ctx.db, user.id, id);
    return reply
      .type("text/calendar; charset=utf-8")
      .header("content-disposition", `attachment; filename="${file.filename}"`)
      .header("cache-control", "no-store")
      .send(file.body);
  });

  app.post("/api/date-reviews", async (request, reply) => {
    const body = parse(dateReviewBodySchema, request.body);
    const user = requireSelf(request, body.reviewerId);
    return reply.code(201).send(await reviews.writeReview(ctx, user.id, body));
  });

  /** Reviews about the signed-in person. */
  app.get("/api/reviews", async (request) => {
    const user = requireUser(request);
    const query = parse(reviewsQuerySchema, request.query);
    return reviews.reviewsAbout(ctx.db, user.id, user.id, query.limit, query.cursor);
  });

  /** Reviews about another person, for their public profile. */
  app.get("/api/reviews/about/:userId", async (request) => {
    const user = requireUser(request);
    const { userId } = parse(userIdParamsSchema, request.params);
    const query = parse(reviewsQuerySchema, request.query);
    return reviews.publicReviews(ctx.db, userId, user.id, query.limit, query.cursor);
  });

  app.put("/api/reviews/:id/helpful", async (request) => {
    const user = requireUser(request);
    const { id } = parse(reviewIdParamsSchema, request.params);
    return reviews.setHelpful(ctx.db, user.id, id, true);
  });

  app.delete("/api/reviews/:id/helpful", async (request) => {
    const user = requireUser(request);
    const { id } = parse(reviewIdParamsSchema, request.params);
    return reviews.setHelpful(ctx.db, user.id, id, false);
  });
}
