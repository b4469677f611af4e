import Fastify, { type FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { errorHandler } from "./error-handler";
import { errorResponses, type RouteAccess, sessionUser, useRouteAccess } from "./route-access";
import { useRouteSchemas } from "./route-schema";

const ME = "00000000-0000-4000-8000-000000000001";
const SOMEONE = "00000000-0000-4000-8000-000000000002";

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

/** A bare app with the access hook; the `x-user` header stands in for the session cookie (auth.routes.ts). */
function appWith(routes: (app: FastifyInstance) => void) {
  const app = Fastify();
  apps.push(app);
  useRouteSchemas(app);
  app.setErrorHandler(errorHandler);
  app.decorateRequest("user", null);
  const table = useRouteAccess(app);
  app.addHook("onRequest", async (request) => {
    const id = request.headers["x-user"];
    request.user =
      typeof id === "string"
        ? { id, phone: "+16155550100", name: null, isNewUser: false, isModerator: id === ME }
        : null;
  });
  routes(app);
  return { app, table };
}

const body = z.strictObject({ senderId: z.uuid(), content: z.string().min(1) });

function declared(access: RouteAccess) {
  return appWith((app) => {
    app
      .withTypeProvider<ZodTypeProvider>()
      .post(
        "/things/:userId",
        { config: { access }, schema: { params: z.object({ userId: z.uuid() }), body } },
        (request) => ({
          caller: sessionUser(request).id,
        }),
      );
  });
}

const post = (app: FastifyInstance, userId: string, payload: unknown, as?: string) =>
  app.inject({
    method: "POST",
    url: `/things/${userId}`,
    payload: payload as object,
    headers: as ? { "x-user": as } : {},
  });

describe("the access rule on the route (lib/route-access.ts)", () => {
  it("refuses to start an app holding a route that does not say who may call it, naming the route", async () => {
    const { app } = appWith((app) => {
      app.get("/declared", { config: { access: "public" } }, () => "ok");
      app.get("/forgotten", () => "ok");
    });
    await expect(app.ready()).rejects.toThrow(/GET \/forgotten/);
  });

  it("collects each route with its access rule and schema, for the security suites to walk", async () => {
    const { app, table } = declared({ self: "body.senderId" });
    await app.ready();
    expect(table.map((route) => [route.method, route.url, route.access])).toEqual([
      ["POST", "/things/:userId", { self: "body.senderId" }],
    ]);
    expect(table[0]?.schema.body).toBe(body);
  });

  it("a body's id names someone else: 403, even when the rest of the body is wrong (not the schema's 400)", async () => {
    const { app } = declared({ self: "body.senderId" });
    const wrong = await post(app, ME, { senderId: SOMEONE, notAField: 1 }, ME);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({ error: { code: "forbidden", message: "You can only act as yourself" } });
    // The caller's own id with a wrong body is the schema's 400; a missing or mistyped id is the schema's too.
    expect((await post(app, ME, { senderId: ME, notAField: 1 }, ME)).statusCode).toBe(400);
    expect((await post(app, ME, { content: "hi" }, ME)).statusCode).toBe(400);
    expect((await post(app, ME, { senderId: 7, content: "hi" }, ME)).statusCode).toBe(400);
    expect((await post(app, ME, { senderId: "not-a-uuid", content: "hi" }, ME)).statusCode).toBe(400);
    expect((await post(app, ME, { senderId: ME, content: "hi" }, ME)).json()).toEqual({ caller: ME });
  });

  it("a path's id names someone else: 403 before the body is read", async () => {
    const { app } = declared({ self: "params.userId" });
    expect((await post(app, SOMEONE, { nonsense: true }, ME)).statusCode).toBe(403);
    expect((await post(app, ME, { nonsense: true }, ME)).statusCode).toBe(400);
    // A malformed id is nobody's: the schema's 400, as before the rule moved onto the route.
    expect((await post(app, "not-a-uuid", { senderId: ME, content: "hi" }, ME)).statusCode).toBe(400);
    expect((await post(app, ME, { senderId: SOMEONE, content: "hi" }, ME)).statusCode).toBe(200);
  });

  it("signed out is a 401 before anything sent is read, for every rule but public", async () => {
    for (const access of ["user", "moderator", { self: "params.userId" }] as const) {
      const { app } = declared(access);
      const res = await post(app, SOMEONE, { nonsense: true });
      expect(res.statusCode, JSON.stringify(access)).toBe(401);
      expect(res.json().error.code).toBe("unauthorized");
    }
    const { app } = declared("public");
    expect((await post(app, SOMEONE, { nonsense: true })).statusCode).toBe(400);
  });

  it("a declared error status keeps every field the error carries (the serializer strips nothing of it)", async () => {
    const { app } = appWith((app) => {
      app
        .withTypeProvider<ZodTypeProvider>()
        .post("/strict", { config: { access: "public" }, schema: { body, response: errorResponses(400) } }, () => ({
          ok: true,
        }));
    });
    const res = await app.inject({ method: "POST", url: "/strict", payload: { senderId: "x" } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual(
      expect.objectContaining({ code: "validation_failed", message: expect.any(String), issues: expect.any(Array) }),
    );
  });

  it("moderator routes refuse everyone else with 403", async () => {
    const { app } = declared("moderator");
    expect((await post(app, ME, { senderId: ME, content: "hi" }, SOMEONE)).statusCode).toBe(403);
    expect((await post(app, ME, { senderId: ME, content: "hi" }, ME)).statusCode).toBe(200);
  });
});
