import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "./test/test-app";

let app: FastifyInstance;
const webDist = mkdtempSync(path.join(tmpdir(), "down-web-"));
writeFileSync(path.join(webDist, "index.html"), "<!doctype html><title>DOWN</title>");
writeFileSync(path.join(webDist, "app.js"), "console.log(1)");

beforeAll(async () => {
  app = await createTestApp({ WEB_DIST: webDist });
});
afterAll(() => app.close());

describe("the HTTP edge", () => {
  it("GET /api/health answers ok", async () => {
    const res = await app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
  });

  it("answers unknown /api paths with a JSON 404", async () => {
    const res = await app.inject({ method: "GET", url: "/api/nope" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: "not_found", message: expect.any(String) } });
  });

  it.each(["/login", "/dashboard", "/some/unknown/path"])("serves the web app for %s", async (url) => {
    const res = await app.inject({ method: "GET", url });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/html");
    expect(res.body).toContain("<title>DOWN</title>");
  });

  it("serves built assets", async () => {
    const res = await app.inject({ method: "GET", url: "/app.js" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe("console.log(1)");
  });

  it("sends a Content-Security-Policy and nosniff", async () => {
    const res = await app.inject({ method: "GET", url: "/login" });
    expect(res.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("asks signed-out callers to sign in with a JSON 401", async () => {
    const res = await app.inject({ method: "GET", url: "/api/profiles/4b0c8d56-5c1d-4b7e-9a53-0a3c7d1f2e10" });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe("unauthorized");
  });

  it("renders demo avatars offline", async () => {
    const res = await app.inject({ method: "GET", url: "/media/avatars/lorelei/ava-1.svg" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("image/svg+xml");
    expect(res.body).toContain("<svg");
  });
});

describe("rate limits", () => {
  it("answers 429 with a JSON error once an address passes the per-minute API limit", async () => {
    const limited = await createTestApp({ API_RATE_LIMIT_PER_MINUTE: "3" });
    const hit = () => limited.inject({ method: "GET", url: "/api/auth/session", remoteAddress: "10.9.9.9" });
    for (let i = 0; i < 3; i++) expect((await hit()).statusCode).toBe(200);
    const res = await hit();
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toEqual({ code: "rate_limited", message: expect.stringContaining("Too many requests") });
    await limited.close();
  });
});
