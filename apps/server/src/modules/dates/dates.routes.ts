import {
  dateEventSchema,
  dateIdParamsSchema,
  datePatchSchema,
  dateReviewBodySchema,
  dateReviewWrittenSchema,
  inviteBodySchema,
  inviteIdParamsSchema,
  invitePatchSchema,
  inviteSchema,
  reviewHelpfulSchema,
  reviewIdParamsSchema,
  reviewsPageSchema,
  reviewsQuerySchema,
} from "@down/common/schemas/dates";
import { userIdParamsSchema } from "@down/common/schemas/ids";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../app-context";
import { errorResponses, sessionUser } from "../../lib/route-access";
import { fileBody } from "../../lib/route-schema";
import { calendarFile } from "./dates.calendar";
import * as dates from "./dates.service";
import * as invites from "./invites.service";
import * as reviews from "./reviews.service";

// Each route declares its input once; the app validates it (lib/route-schema.ts) and publishes it (lib/openapi.ts).
export async function datesRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    "/api/invites",
    {
      config: { access: { self: "body.senderId" } },
      schema: { summary: "Invite my match on a date", response: { 201: inviteSchema }, body: inviteBodySchema },
    },
    async (request, reply) => {
      const body = request.body;
      return reply.code(201).send(await invites.sendInvite(ctx, body));
    },
  );

  app.get(
    "/api/invites/for/:userId",
    {
      config: { access: { self: "params.userId" } },
      schema: {
        summary: "Invites I sent and received",
        response: { 200: z.array(inviteSchema) },
        params: userIdParamsSchema,
      },
    },
    async (request) => {
      const { userId } = request.params;
      return invites.listInvites(ctx.db, userId);
    },
  );

  app.patch(
    "/api/invites/:id",
    {
      config: { access: "user" },
      schema: {
        summary: "Accept, decline or change an invite",
        response: { 200: inviteSchema, ...errorResponses(404, 409) },
        params: inviteIdParamsSchema,
        body: invitePatchSchema,
      },
    },
    async (request) => {
      const user = sessionUser(request);
      const { id } = request.params;
      const patch = request.body;
      return invites.answerInvite(ctx, user.id, id, patch);
    },
  );

  app.get(
    "/api/dates/:userId",
    {
      config: { access: { self: "params.userId" } },
      schema: { summary: "My dates", response: { 200: z.array(dateEventSchema) }, params: userIdParamsSchema },
    },
    async (request) => {
      const { userId } = request.params;
      return dates.listDates(ctx.db, userId);
    },
  );

  app.patch(
    "/api/dates/:id",
    {
      config: { access: "user" },
      schema: {
        summary: "Change or cancel a date",
        response: { 200: dateEventSchema, ...errorResponses(404, 409) },
        params: dateIdParamsSchema,
        body: datePatchSchema,
      },
    },
    async (request) => {
      const user = sessionUser(request);
      const { id } = request.params;
      const patch = request.body;
      return dates.changeDate(ctx, user.id, id, patch);
    },
  );

  /** The date as an .ics file, for either of its two people (404 for anyone else). */
  app.get(
    "/api/dates/:id/calendar.ics",
    {
      config: { access: "user" },
      schema: {
        summary: "A date as a calendar file",
        description: "For either of its two people; 404 for anyone else.",
        response: { 200: fileBody("text/calendar", "An iCalendar file, as an attachment"), ...errorResponses(404) },
        params: dateIdParamsSchema,
      },
    },
    async (request, reply) => {
      const user = sessionUser(request);
      const { id } = request.params;
      const file = await calendarFile(ctx.db, user.id, id);
      return reply
        .type("text/calendar; charset=utf-8")
        .header("content-disposition", `attachment; filename="${file.filename}"`)
        .header("cache-control", "no-store")
        .send(file.body);
    },
  );

  app.post(
    "/api/date-reviews",
    {
      config: { access: { self: "body.reviewerId" } },
      schema: {
        summary: "Review a date I went on",
        response: { 201: dateReviewWrittenSchema, ...errorResponses(404, 409) },
        body: dateReviewBodySchema,
      },
    },
    async (request, reply) => {
      const body = request.body;
      const user = sessionUser(request);
      return reply.code(201).send(await reviews.writeReview(ctx, user.id, body));
    },
  );

  /** Reviews about the signed-in person. */
  app.get(
    "/api/reviews",
    {
      config: { access: "user" },
      schema: { summary: "Reviews about me", response: { 200: reviewsPageSchema }, querystring: reviewsQuerySchema },
    },
    async (request) => {
      const user = sessionUser(request);
      const query = request.query;
      return reviews.reviewsAbout(ctx.db, user.id, user.id, query.limit, query.cursor);
    },
  );

  /** Reviews about another person, for their public profile. */
  app.get(
    "/api/reviews/about/:userId",
    {
      config: { access: "user" },
      schema: {
        summary: "Reviews about another person, for their profile",
        response: { 200: reviewsPageSchema },
        params: userIdParamsSchema,
        querystring: reviewsQuerySchema,
      },
    },
    async (request) => {
      const user = sessionUser(request);
      const { userId } = request.params;
      const query = request.query;
      return reviews.publicReviews(ctx.db, userId, user.id, query.limit, query.cursor);
    },
  );

  app.put(
    "/api/reviews/:id/helpful",
    {
      config: { access: "user" },
      schema: {
        summary: "Mark a review helpful",
        response: { 200: reviewHelpfulSchema, ...errorResponses(404) },
        params: reviewIdParamsSchema,
      },
    },
    async (request) => {
      const user = sessionUser(request);
      const { id } = request.params;
      return reviews.setHelpful(ctx.db, user.id, id, true);
    },
  );

  app.delete(
    "/api/reviews/:id/helpful",
    {
      config: { access: "user" },
      schema: {
        summary: "Unmark a review as helpful",
        response: { 200: reviewHelpfulSchema, ...errorResponses(404) },
        params: reviewIdParamsSchema,
      },
    },
    async (request) => {
      const user = sessionUser(request);
      const { id } = request.params;
      return reviews.setHelpful(ctx.db, user.id, id, false);
    },
  );
}
