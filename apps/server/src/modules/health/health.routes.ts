import type { FastifyInstance } from "fastify";
import { okSchema } from "../../lib/route-schema";

export async function healthRoutes(app: FastifyInstance) {
  app.get(
    "/api/health",
    { config: { access: "public" }, schema: { summary: "Is the server up", response: { 200: okSchema } } },
    async () => ({
      ok: true,
    }),
  );
}
