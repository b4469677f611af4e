import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

export const OPENAPI_JSON_PATH = "/api/openapi.json";
export const API_DOCS_PATH = "/api/docs";

/**
 * Publishes the routes' own declarations (their zod schemas, turned into JSON Schema by the type provider) as
 * OpenAPI 3.1 at /api/openapi.json, with a read-only reference page at /api/docs (issue 24, item 4). Registered
 * before the route modules so @fastify/swagger sees every route as it is added.
 */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: { title: "DOWN API", version: "0.1.0", description: "The DOWN dating app's HTTP API (docs/product.md)." },
      components: { securitySchemes: { session: { type: "apiKey", in: "cookie", name: "sid" } } },
    },
    transform: jsonSchemaTransform,
  });
  app.get(OPENAPI_JSON_PATH, { schema: { hide: true } }, async () => app.swagger());
  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PATH,
    // The page and its assets come from this server only, under the app's own CSP (app.ts: helmet).
    staticCSP: false,
    uiConfig: { url: OPENAPI_JSON_PATH },
  });
}

/** The document and its reference page are public and read-only: anyone may read how the API is called. */
export const isApiDocsRoute = (route: string) =>
  route === OPENAPI_JSON_PATH || route === API_DOCS_PATH || route.startsWith(`${API_DOCS_PATH}/`);
