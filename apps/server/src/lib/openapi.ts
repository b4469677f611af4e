import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance, RouteOptions } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { errorBodySchema, everyRoutePublic, type RouteSchema } from "./route-access";

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
  app.get(OPENAPI_JSON_PATH, { schema: { hide: true }, config: { access: "public" } }, async () => app.swagger());
  await app.register(async (scope) => {
    everyRoutePublic(scope);
    await scope.register(swaggerUi, {
      routePrefix: API_DOCS_PATH,
      // The page and its assets come from this server only, under the app's own CSP (app.ts: helmet).
      staticCSP: false,
      uiConfig: { url: OPENAPI_JSON_PATH },
    });
  });
}

/**
 * What every operation says without its route repeating it, derived from the route's own declaration: its
 * module as the tag, the session cookie as its security unless it is public, and the error statuses its access
 * rule and input can produce, each with the one error body. A route adds the statuses only it can give
 * (a 404, a 409) to its own `schema.response`.
 */
export function describeOperation(route: RouteOptions, tag: string) {
  const schema = (route.schema ?? {}) as RouteSchema & {
    tags?: string[];
    security?: Record<string, string[]>[];
    response?: Record<string, unknown>;
  };
  if (schema.hide) return;
  const access = route.config?.access;
  const signedIn = access !== undefined && access !== "public";
  const errors: Record<number, typeof errorBodySchema> = {};
  // Any route: a NUL anywhere in the query is refused before the route reads it (app.ts).
  errors[400] = errorBodySchema;
  if (signedIn) errors[401] = errorBodySchema;
  // Someone else's id, not a moderator, or a write from another site (app.ts: the same-origin check).
  if ((signedIn && access !== "user") || route.method !== "GET") errors[403] = errorBodySchema;
  if (route.url.startsWith("/api/")) errors[429] = errorBodySchema;
  route.schema = {
    ...schema,
    tags: schema.tags ?? [tag],
    ...(signedIn ? { security: schema.security ?? [{ session: [] }] } : {}),
    response: { ...errors, ...schema.response },
  };
}

/** The document and its reference page are public and read-only: anyone may read how the API is called. */
export const isApiDocsRoute = (route: string) =>
  route === OPENAPI_JSON_PATH || route === API_DOCS_PATH || route.startsWith(`${API_DOCS_PATH}/`);
