import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { validate } from "@readme/openapi-parser";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "./config";
import { API_DOCS_PATH, isApiDocsRoute, OPENAPI_JSON_PATH } from "./lib/openapi";
import { createTestApp } from "./test/test-app";

/** Where the server looks for the built web app (the same default the app uses). */
const { webDist } = loadConfig({ NODE_ENV: "test" });
let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

interface Operation {
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  responses?: Record<string, unknown>;
}

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, unknown>>;
  components?: { securitySchemes?: Record<string, unknown> };
}

/** Fastify's ":id" and a trailing "*" as OpenAPI writes them ("{id}", "{*}"), as @fastify/swagger does. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, "{$1}").replace(/\*$/, "{*}");

/**
 * The documentation's own routes and the WebSocket (/api/ws: OpenAPI describes HTTP calls; @fastify/swagger
 * leaves upgrades out) are not part of the HTTP API it describes, nor are the built web app's files
 * (fastify-static registers one route per file, hidden from the document).
 */
const isDocumented = (route: { method: string; url: string }) =>
  !isApiDocsRoute(route.url) && route.url !== "/api/ws" && !isBuiltAsset(route);

/** A file of the built web app, as the authorization matrix tells them (test/security/authorization.test.ts). */
const isBuiltAsset = (route: { method: string; url: string }) => {
  if (route.method !== "GET" || route.url.startsWith("/api") || /[:*]/.test(route.url)) return false;
  const file = path.resolve(webDist, `.${decodeURIComponent(route.url)}`);
  return file.startsWith(webDist + path.sep) && existsSync(file) && statSync(file).isFile();
};

/** A body schema that says something: not absent, not `{}` (what an unknown or a missing schema publishes). */
const isSchema = (schema: unknown) =>
  typeof schema === "object" && schema !== null && Object.keys(schema).some((k) => k !== "description");

const fetchDocument = async () => {
  const res = await app.inject({ method: "GET", url: OPENAPI_JSON_PATH });
  expect(res.statusCode).toBe(200);
  return res.json<OpenApiDocument>();
};

describe("the OpenAPI document (issue 24, item 4)", () => {
  it("is OpenAPI 3.1 and lists every /api route Fastify knows", async () => {
    const document = await fetchDocument();
    expect(document.openapi).toBe("3.1.0");
    const missing = app.routeTable
      .filter(isDocumented)
      .filter((route) => !document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()])
      .map((route) => `${route.method} ${route.url}`);
    expect(missing, "routes missing from /api/openapi.json").toEqual([]);
  });

  it("gives every operation a summary, its module as tag, its error statuses, and the session cookie unless it is public", async () => {
    const document = await fetchDocument();
    const gaps = app.routeTable.filter(isDocumented).flatMap((route) => {
      const operation = document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()] as Operation | undefined;
      const key = `${route.method} ${route.url}`;
      if (!operation) return [`${key}: missing`];
      const signedIn = route.access !== "public";
      return [
        ...(operation.summary ? [] : [`${key}: no summary`]),
        ...(operation.tags?.length === 1 ? [] : [`${key}: no tag`]),
        ...(signedIn && !operation.security?.some((scheme) => "session" in scheme) ? [`${key}: no security`] : []),
        ...(!signedIn && operation.security ? [`${key}: public, yet asks for a session`] : []),
        ...(operation.responses?.["400"] ? [] : [`${key}: no 400`]),
        ...(signedIn && !operation.responses?.["401"] ? [`${key}: no 401`] : []),
        ...(typeof route.access === "object" || route.access === "moderator"
          ? operation.responses?.["403"]
            ? []
            : [`${key}: no 403`]
          : []),
      ];
    });
    expect(gaps).toEqual([]);
    expect(document.components?.securitySchemes?.session).toEqual({ type: "apiKey", in: "cookie", name: "sid" });
  });

  // A reply the document does not describe cannot be checked (lib/route-schema.ts), and a client reading the
  // document would have to guess it: every operation says what its success sends, so this cannot drift again.
  it("describes every operation's success: a body schema under its content type, or no body for a 204 or a redirect", async () => {
    const document = await fetchDocument();
    const gaps = Object.entries(document.paths).flatMap(([url, operations]) =>
      Object.entries(operations).flatMap(([method, value]) => {
        const key = `${method.toUpperCase()} ${url}`;
        const successes = Object.entries((value as Operation).responses ?? {}).filter(([status]) =>
          /^[23]/.test(status),
        );
        if (successes.length === 0) return [`${key}: no success status`];
        return successes.flatMap(([status, response]) => {
          const content = (response as { content?: Record<string, { schema?: unknown }> }).content;
          if (status === "204" || status.startsWith("3")) return content ? [`${key}: ${status} with a body`] : [];
          const described = Object.values(content ?? {}).some((media) => isSchema(media.schema));
          return described ? [] : [`${key}: ${status} has no body schema`];
        });
      }),
    );
    expect(gaps).toEqual([]);
  });

  it("validates as an OpenAPI 3.1 document", async () => {
    const result = await validate(structuredClone(await fetchDocument()) as never);
    expect(result.valid, JSON.stringify(result.valid ? [] : result.errors)).toBe(true);
  });

  it("has a reference page at /api/docs, open to anyone", async () => {
    const res = await app.inject({ method: "GET", url: `${API_DOCS_PATH}/` });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/html");
  });
});
