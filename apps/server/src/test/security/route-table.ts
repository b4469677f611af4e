import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { type DeclaredRoute, selfField } from "../../lib/route-access";
import { type Ids, ROUTE_EXAMPLES } from "./route-examples";

export type { Ids };

/**
 * The routes the security suites walk, read from the app's own route table (issue 24, item 4): who may call
 * each one and what it takes come from the route's declaration (lib/route-access.ts), the example input from
 * route-examples.ts. A new route is in the matrix, the fuzz suite and the race suite the moment it exists.
 *
 * - public: anyone, signed in or not;
 * - user: any signed-in person, acting on their own data only (a path that names something, such as a
 *   notification's id, needs an ownership setup in ownership.ts: A's resource is called as B);
 * - self: a signed-in person whose own id is in the path or body (`selfIds`), 403 for anyone else's;
 * - moderator: people listed in MODERATOR_PHONES only, 403 for everyone else.
 */
export type Access = "public" | "user" | "self" | "moderator";

export interface RouteRule {
  access: Access;
  /** Path params (":userId") and body fields ("body.senderId") that must equal the caller's id. */
  selfIds?: string[];
  /** Path params that are not the caller's id, when a uuid will not do ("categoryId": "adventure"). */
  params?: Record<string, string>;
  body?: z.ZodType;
  query?: z.ZodType;
  /** A valid body or query (route-examples.ts). */
  sample?: (ids: Ids) => Record<string, unknown>;
  writesWhenRefused?: true;
  acceptsUnknownFields?: string;
  /** Not fuzzed as JSON: multipart or a WebSocket upgrade (their own tests cover them). */
  transport?: "multipart" | "websocket";
}

export const ruleKey = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

interface ParamShape {
  format?: string;
  enum?: unknown[];
}

/**
 * A valid value for each path parameter that is neither the caller's id nor another uuid: the first of a
 * fixed list (a category, a provider, an avatar style) from the schema, else the example's.
 */
function exampleParams(route: DeclaredRoute): { params: Record<string, string>; missing: string[] } {
  const params: Record<string, string> = { ...ROUTE_EXAMPLES[ruleKey(route)]?.params };
  const missing: string[] = [];
  const schema = route.schema.params;
  const shapes = schema
    ? ((z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as { properties?: Record<string, ParamShape> })
        .properties ?? {})
    : {};
  for (const [, name = ""] of route.url.matchAll(/:(\w+)/g)) {
    if (name in params) continue;
    const shape = shapes[name];
    if (shape?.format === "uuid") continue;
    const first = shape?.enum?.[0];
    if (typeof first === "string") params[name] = first;
    else missing.push(name);
  }
  return { params, missing };
}

const accessOf = (route: DeclaredRoute): Access =>
  typeof route.access === "object" ? "self" : (route.access ?? "public");

/** One route's rule: from its declaration, with its example. */
export function ruleFor(route: DeclaredRoute): RouteRule {
  const example = ROUTE_EXAMPLES[ruleKey(route)] ?? {};
  const field = selfField(route.access);
  const multipart = route.schema.consumes?.includes("multipart/form-data");
  return {
    access: accessOf(route),
    ...(field ? { selfIds: [field[0] === "params" ? `:${field[1]}` : `body.${field[1]}`] } : {}),
    params: exampleParams(route).params,
    ...(route.schema.body ? { body: route.schema.body } : {}),
    ...(route.schema.querystring ? { query: route.schema.querystring } : {}),
    ...(example.sample ? { sample: example.sample } : {}),
    ...(example.writesWhenRefused ? { writesWhenRefused: true } : {}),
    ...(example.acceptsUnknownFields ? { acceptsUnknownFields: example.acceptsUnknownFields } : {}),
    ...(route.websocket ? { transport: "websocket" } : multipart ? { transport: "multipart" } : {}),
  };
}

/** Every route of the app by "METHOD /url", with its rule. */
export function routeRules(app: FastifyInstance, include: (route: DeclaredRoute) => boolean = () => true) {
  return Object.fromEntries(app.routeTable.filter(include).map((route) => [ruleKey(route), ruleFor(route)]));
}

/**
 * What the table cannot derive and route-examples.ts does not give, one line per gap, or an example kept for
 * a route that is gone: the matrix test fails with these lines.
 */
export function missingExamples(routes: readonly DeclaredRoute[]): string[] {
  const gaps: string[] = [];
  for (const route of routes) {
    const key = ruleKey(route);
    const takesJson = (route.schema.body || route.schema.querystring) && !ruleFor(route).transport;
    if (takesJson && !ROUTE_EXAMPLES[key]?.sample) {
      gaps.push(
        `route ${key} needs an example ${route.schema.body ? "body" : "query"} in test/security/route-examples.ts`,
      );
    }
    for (const name of exampleParams(route).missing) {
      gaps.push(`route ${key} needs an example value for :${name} in test/security/route-examples.ts (params)`);
    }
  }
  const known = new Set(routes.map(ruleKey));
  for (const key of Object.keys(ROUTE_EXAMPLES)) {
    if (!known.has(key)) gaps.push(`route-examples.ts has an example for ${key}, which no longer exists`);
  }
  return gaps;
}
