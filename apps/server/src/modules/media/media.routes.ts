import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { fileBody } from "../../lib/route-schema";
import { AVATAR_STYLES, avatarSvg } from "./avatars";

const paramsSchema = z.strictObject({
  style: z.enum(AVATAR_STYLES),
  // `seed.svg` or `seed.N.svg`: one face, its N-th look (avatars.ts).
  file: z.string().regex(/^[A-Za-z0-9_-]{1,64}(\.\d)?\.svg$/),
});

// Each route declares its input once; the app validates it (lib/route-schema.ts) and publishes it (lib/openapi.ts).
export async function mediaRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    "/media/avatars/:style/:file",
    {
      config: { access: "public" },
      schema: {
        summary: "A drawn avatar for someone without photos",
        response: { 200: fileBody("image/svg+xml", "The drawing (SVG), cached for a year") },
        params: paramsSchema,
      },
    },
    async (request, reply) => {
      const { style, file } = request.params;
      const svg = avatarSvg(style, file);
      return reply
        .type("image/svg+xml")
        .header("cache-control", "public, max-age=31536000, immutable")
        .header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'")
        .send(svg);
    },
  );
}
