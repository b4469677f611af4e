import type { FastifyInstance } from "fastify";

export async function healthRoutes(app: FastifyInstance) {
  app.get("/api/health", { config: { access: "public" }, schema: { summary: "Is the server up" } }, async () => ({
    ok: true,
  }));
}
