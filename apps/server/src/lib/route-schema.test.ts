import Fastify, { type FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { CHECK_EVERY, CHECK_FIRST, type ResponseCheck, useRouteSchemas } from "./route-schema";

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

/** One route whose reply says `count` where its schema says `total`: a wrong declaration. */
function appWith(check: ResponseCheck) {
  const app = Fastify();
  apps.push(app);
  useRouteSchemas(app, check);
  app.get("/wrong", { schema: { response: { 200: z.object({ total: z.number() }) } } }, async () => ({
    count: 1,
    when: new Date(0),
  }));
  app.get("/right", { schema: { response: { 200: z.object({ total: z.number() }) } } }, async () => ({ total: 1 }));
  return app;
}

describe("response schemas check the reply without changing it", () => {
  it("tests ('throw') check every reply", async () => {
    const app = appWith({ onMismatch: "throw" });
    for (let i = 0; i < CHECK_FIRST + 5; i++) {
      expect((await app.inject({ method: "GET", url: "/wrong" })).statusCode).toBe(500);
    }
  });

  it("a running server checks each route's first replies, then one in CHECK_EVERY, and sends every body as made", async () => {
    const logged: string[] = [];
    const app = appWith({ onMismatch: (message) => logged.push(message) });
    const replies = CHECK_FIRST + 2 * CHECK_EVERY + 10;
    for (let i = 0; i < replies; i++) {
      const res = await app.inject({ method: "GET", url: "/wrong" });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('{"count":1,"when":"1970-01-01T00:00:00.000Z"}');
      // Another route's count is its own.
      expect((await app.inject({ method: "GET", url: "/right" })).body).toBe('{"total":1}');
    }
    // Replies 1…CHECK_FIRST, then every CHECK_EVERY-th (100 and 200 of the 230).
    expect(logged).toHaveLength(CHECK_FIRST + Math.floor(replies / CHECK_EVERY));
    expect(logged[0]).toMatch(/^GET \/wrong sent a body its response schema does not describe/);
  });
});
