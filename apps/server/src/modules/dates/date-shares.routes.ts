import { TIME_ZONE_COOKIE } from "@down/common/first-screen";
import {
  checkInBodySchema,
  DATE_SHARE_PAGE_PER_MINUTE,
  dateShareLinkSchema,
  dateShareStatusSchema,
  dateShareTokenParamsSchema,
} from "@down/common/schemas/date-share";
import { dateIdParamsSchema } from "@down/common/schemas/dates";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../app-context";
import { errorResponses, sessionUser } from "../../lib/route-access";
import { fileBody, noBody } from "../../lib/route-schema";
import { renderSharedPage } from "./date-shares.page";
import * as shares from "./date-shares.service";

/** Where links point: the configured public address, else the address this request came to. */
export const appOrigin = (ctx: AppContext, request: FastifyRequest) =>
  ctx.config.publicUrl ?? `${request.protocol}://${request.host}`;

const NOT_FOUND_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow"><meta name="color-scheme" content="light dark"><title>Link not found</title></head><body style="font:17px/1.5 system-ui,sans-serif;max-width:28rem;margin:0 auto;padding:24px 16px"><h1 style="font-size:22px">This link is no longer shared</h1><p>It was stopped by the person who shared it, or the date is over.</p></body></html>`;

/** The headers every shared page carries, found or not: no index, no referrer, no cache. */
function pageReply(reply: FastifyReply, status: number, body: string) {
  return reply
    .code(status)
    .type("text/html; charset=utf-8")
    .header("cache-control", "no-store")
    .header("referrer-policy", "no-referrer")
    .header("x-robots-tag", "noindex, nofollow")
    .send(body);
}

/** Share My Date and its check-in (decision 023). */
export async function dateShareRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    "/api/dates/:id/share",
    {
      config: { access: "user" },
      schema: {
        summary: "Share my date (a read-only link)",
        description: "201 with a new link; 200 with a new link to a share that already lived.",
        response: { 200: dateShareLinkSchema, 201: dateShareLinkSchema, ...errorResponses(404, 409, 429) },
        params: dateIdParamsSchema,
      },
    },
    async (request, reply) => {
      const user = sessionUser(request);
      const { id } = request.params;
      const offset = request.cookies[TIME_ZONE_COOKIE];
      const { created, ...link } = await shares.shareDate(ctx.db, user.id, id, appOrigin(ctx, request), offset);
      return reply.code(created ? 201 : 200).send(link);
    },
  );

  app.get(
    "/api/dates/:id/share",
    {
      config: { access: "user" },
      schema: {
        summary: "Whether I share my date, and my check-in",
        response: { 200: dateShareStatusSchema, ...errorResponses(404) },
        params: dateIdParamsSchema,
      },
    },
    async (request) => {
      const user = sessionUser(request);
      return shares.shareStatus(ctx.db, user.id, request.params.id);
    },
  );

  app.delete(
    "/api/dates/:id/share",
    {
      config: { access: "user" },
      schema: {
        summary: "Stop sharing my date (its links answer 404 at once)",
        response: { 204: noBody("Stopped"), ...errorResponses(404) },
        params: dateIdParamsSchema,
      },
    },
    async (request, reply) => {
      const user = sessionUser(request);
      await shares.revokeShare(ctx.db, user.id, request.params.id);
      return reply.code(204).send();
    },
  );

  app.put(
    "/api/dates/:id/check-in",
    {
      config: { access: "user" },
      schema: {
        summary: "Set my date's check-in (trusted contact and time)",
        response: { 200: dateShareStatusSchema, ...errorResponses(404, 409) },
        params: dateIdParamsSchema,
        body: checkInBodySchema,
      },
    },
    async (request) => {
      const user = sessionUser(request);
      return shares.setCheckIn(ctx.db, user.id, request.params.id, request.body);
    },
  );

  app.delete(
    "/api/dates/:id/check-in",
    {
      config: { access: "user" },
      schema: {
        summary: "Remove my date's check-in and the contact's number",
        response: { 204: noBody("Removed"), ...errorResponses(404) },
        params: dateIdParamsSchema,
      },
    },
    async (request, reply) => {
      const user = sessionUser(request);
      await shares.clearCheckIn(ctx.db, user.id, request.params.id);
      return reply.code(204).send();
    },
  );

  app.post(
    "/api/dates/:id/check-in/ok",
    {
      config: { access: "user" },
      schema: {
        summary: "Answer the check-in: I'm OK",
        response: { 200: dateShareStatusSchema, ...errorResponses(404, 409) },
        params: dateIdParamsSchema,
      },
    },
    async (request) => {
      const user = sessionUser(request);
      return shares.answerOk(ctx.db, user.id, request.params.id);
    },
  );

  // The page a link opens: signed out, server-rendered, no script. The API's limiter skips non-API paths,
  // so this route brings its own per-address limit.
  app.get(
    "/shared-date/:token",
    {
      schema: {
        summary: "A shared date's read-only page (HTML)",
        response: {
          200: fileBody("text/html", "The page: who, where and when, with no script"),
          404: fileBody("text/html", "This link is no longer shared"),
        },
        params: dateShareTokenParamsSchema,
      },
      config: {
        access: "public",
        rateLimit: { max: DATE_SHARE_PAGE_PER_MINUTE, timeWindow: "1 minute", allowList: () => false },
      },
    },
    async (request, reply) => {
      const page = await shares.sharedPage(ctx.db, ctx.storage, request.params.token);
      if (!page) return pageReply(reply, 404, NOT_FOUND_PAGE);
      return pageReply(reply, 200, renderSharedPage(page));
    },
  );
}
