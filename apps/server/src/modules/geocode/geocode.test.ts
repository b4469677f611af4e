import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Geocoder } from "../../adapters/geocoder";
import type { AppContext } from "../../app-context";
import { errorHandler } from "../../lib/error-handler";
import { useRouteSchemas } from "../../lib/route-schema";
import { createTestApp, signIn } from "../../test/test-app";
import { geocodeRoutes } from "./geocode.routes";

let app: FastifyInstance;
let cookie: string;
beforeAll(async () => {
  app = await createTestApp();
  cookie = (await signIn(app)).cookie;
});
afterAll(() => app.close());

const get = (url: string, headers: Record<string, string> = { cookie }) => app.inject({ method: "GET", url, headers });

describe("GET /api/geocode", () => {
  it("finds a ZIP code and a town offline", async () => {
    const zip = await get("/api/geocode?q=37203");
    expect(zip.statusCode).toBe(200);
    expect(zip.json()).toEqual({ lat: 36.1504, lng: -86.7916, label: "Nashville, TN" });
    const town = await get(`/api/geocode?q=${encodeURIComponent("Franklin, TN")}`);
    expect(town.json()).toMatchObject({ label: "Franklin, TN" });
  });

  it("answers 404 with the screen's words when nothing fits", async () => {
    const res = await get("/api/geocode?q=xyzzy");
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: { code: "not_found", message: "Location not found. Please try a different search." },
    });
  });

  it.each(["/api/geocode", "/api/geocode?q=a", "/api/geocode?q=%20%20a%20", `/api/geocode?q=${"x".repeat(121)}`])(
    "rejects %s with 400",
    async (url) => {
      expect((await get(url)).statusCode).toBe(400);
    },
  );

  it("needs a session", async () => {
    expect((await get("/api/geocode?q=37203", {})).statusCode).toBe(401);
    expect((await get("/api/geocode/reverse?lat=36&lng=-86", {})).statusCode).toBe(401);
  });
});

describe("GET /api/geocode/reverse", () => {
  it("names the nearest city", async () => {
    const res = await get("/api/geocode/reverse?lat=36.163&lng=-86.782");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ lat: 36.17, lng: -86.78, label: "Nashville, TN" });
  });

  it.each(["lat=91&lng=0", "lat=0&lng=181", "lat=north&lng=0", "lng=0"])("rejects %s with 400", async (query) => {
    expect((await get(`/api/geocode/reverse?${query}`)).statusCode).toBe(400);
  });
});

describe("a failing geocoder", () => {
  it("becomes a 503 the screen can word as 'Error finding location'", async () => {
    const broken: Geocoder = {
      kind: "google",
      geocode: async () => {
        throw new Error("REQUEST_DENIED");
      },
    };
    const bare = Fastify();
    bare.setErrorHandler(errorHandler);
    useRouteSchemas(bare);
    bare.decorateRequest("user", null);
    bare.addHook("onRequest", async (request) => {
      request.user = { id: "u1", phone: "+16155550100", name: null, isNewUser: false, isModerator: false };
    });
    await geocodeRoutes(bare, {} as AppContext, broken);
    const res = await bare.inject({ method: "GET", url: "/api/geocode?q=anywhere" });
    expect(res.statusCode).toBe(503);
    expect(res.json().error).toEqual({ code: "unavailable", message: "Error finding location. Please try again." });
    await bare.close();
  });
});
