import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../app-context";
import { AppError, notFound } from "../../lib/app-error";
import { errorResponses } from "../../lib/route-access";
import { fileBody } from "../../lib/route-schema";

const digest = (text: string) => createHash("sha256").update(text).digest();

/** Compares digests, so neither the token's length nor its first differing byte shows in the answer's timing. */
function holdsToken(header: string | undefined, token: string): boolean {
  const match = /^Bearer (.+)$/.exec(header ?? "");
  return match?.[1] !== undefined && timingSafeEqual(digest(match[1]), digest(token));
}

/**
 * GET /metrics for Prometheus (lib/metrics.ts). Declared "public" because a scraper has no
 * session: the bearer token is its credential, checked here. Without METRICS_TOKEN the route answers like one
 * that does not exist (404), so a default server shows nothing; a wrong or missing token is a 401.
 */
export async function metricsRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get(
    "/metrics",
    {
      config: { access: "public" },
      schema: {
        summary: "Prometheus metrics (with Authorization: Bearer METRICS_TOKEN)",
        response: {
          200: fileBody("text/plain", "The Prometheus text exposition format (version 0.0.4)"),
          ...errorResponses(401, 404),
        },
      },
    },
    async (request, reply) => {
      const token = ctx.config.metricsToken;
      if (!token || !ctx.metrics.enabled) throw notFound(`No route for GET /metrics`);
      if (!holdsToken(request.headers.authorization, token)) {
        reply.header("www-authenticate", 'Bearer realm="metrics"');
        throw new AppError(401, "unauthorized", "A valid metrics token is required");
      }
      const body = await ctx.metrics.registry.metrics();
      return reply.type(ctx.metrics.registry.contentType).send(body);
    },
  );
}
