import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { parse } from "../../lib/validate";
import { AVATAR_STYLES, avatarSvg } from "./avatars";

const paramsSchema = z.strictObject({
  style: z.enum(AVATAR_STYLES),
  file: z.string().regex(/^[A-Za-z0-9_-]{1,64}\.svg$/),
});

export async function mediaRoutes(app: FastifyInstance) {
  app.get("/media/avatars/:style/:file", async (request, reply) => {
    const { style, file } = parse(paramsSchema, request.params);
    const svg = avatarSvg(style, file.slice(0, -4));
    return reply
      .type("image/svg+xml")
      .header("cache-control", "public, max-age=31536000, immutable")
      .header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'")
      .send(svg);
  });
}
