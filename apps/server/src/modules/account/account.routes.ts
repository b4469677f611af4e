import { dataExportSchema, exportLinkSchema } from "@down/common/schemas/account";
import { userIdParamsSchema } from "@down/common/schemas/ids";
import { text } from "@down/common/schemas/text";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../app-context";
import { errorResponses } from "../../lib/route-access";
import { fileBody, okSchema } from "../../lib/route-schema";
import { SESSION_COOKIE } from "../../lib/session";
import { deleteAccount } from "./account.service";
import { collectExport } from "./data-export";
import { assertExportLink, createExportLink } from "./export-links";

const exportParamsSchema = userIdParamsSchema.extend({ token: text({ max: 43 }).regex(/^[A-Za-z0-9_-]{43}$/) });

// Each route declares its input once; the app validates it (lib/route-schema.ts) and publishes it (lib/openapi.ts).
export async function accountRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.delete(
    "/api/account/:userId",
    {
      config: { access: { self: "params.userId" } },
      schema: {
        summary: "Delete my account and everything in it",
        response: { 200: okSchema },
        params: userIdParamsSchema,
      },
    },
    async (request, reply) => {
      const { userId } = request.params;
      await deleteAccount(ctx, userId);
      reply.clearCookie(SESSION_COOKIE, { path: "/" });
      return { ok: true as const };
    },
  );

  /** 'Download my data': a link that works for 15 minutes; at most 3 a day (429 beyond). */
  app.post(
    "/api/account/:userId/export",
    {
      config: { access: { self: "params.userId" } },
      schema: {
        summary: "Make a 'Download my data' link",
        description: "The link works for 15 minutes; at most 3 a day (429 beyond).",
        response: { 200: exportLinkSchema },
        params: userIdParamsSchema,
      },
    },
    async (request) => {
      const { userId } = request.params;
      return createExportLink(ctx.db, userId);
    },
  );

  app.get(
    "/api/account/:userId/export/:token",
    {
      config: { access: { self: "params.userId" } },
      schema: {
        summary: "Download my data as JSON",
        params: exportParamsSchema,
        response: {
          200: fileBody("application/json", "Everything stored about me, as an attachment", dataExportSchema),
          ...errorResponses(404),
        },
      },
    },
    async (request, reply) => {
      const { userId, token } = request.params;
      await assertExportLink(ctx.db, userId, token);
      const data = await collectExport(ctx.db, userId);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header("content-disposition", `attachment; filename="down-my-data-${day}.json"`)
        .header("cache-control", "no-store")
        .type("application/json; charset=utf-8")
        .send(JSON.stringify({ exportedAt: new Date().toISOString(), userId, ...data }, null, 2));
    },
  );
}
