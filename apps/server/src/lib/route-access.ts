import { userIdSchema } from "@down/common/schemas/ids";
import type { FastifyInstance, FastifyRequest, FastifySchema, RouteOptions } from "fastify";
import { z } from "zod";
import { forbidden, unauthorized } from "./app-error";
import type { SessionUser } from "./session";

/**
 * Who may call a route, declared on the route itself (`config: { access }`, issue 24 item 4;
 * docs/decisions/028-the-access-rule-sits-on-the-route.md):
 * - "public": anyone, signed in or not;
 * - "user": any signed-in person (acting on their own rows: the service scopes every read to them);
 * - `{ self: "params.userId" }` / `{ self: "body.senderId" }`: a signed-in person whose own id is that path
 *   parameter or body field; anyone else's id is a 403;
 * - "moderator": people listed in MODERATOR_PHONES; 403 for everyone else.
 * Signed out, every rule but "public" is a 401.
 */
export type SelfField = `params.${string}` | `body.${string}`;
export type RouteAccess = "public" | "user" | "moderator" | { self: SelfField };

declare module "fastify" {
  interface FastifyContextConfig {
    /** Required on every route: the app refuses to start with a route that has none (checkEveryRouteDeclared). */
    access?: RouteAccess;
  }
}

/** A route as the app knows it: what the authorization matrix, the fuzz suite and the OpenAPI test walk. */
export interface DeclaredRoute {
  method: string;
  url: string;
  /** Read when asked: a scope's own onRoute hook (everyRoutePublic) may set it after the table saw the route. */
  readonly access: RouteAccess | undefined;
  readonly schema: RouteSchema;
  /** A WebSocket upgrade (@fastify/websocket), not a JSON call. */
  readonly websocket: boolean;
}

export interface RouteSchema extends FastifySchema {
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  /** `["multipart/form-data"]` on an upload route: its body is a form, not JSON. */
  consumes?: string[];
  hide?: boolean;
}

export const MODERATORS_ONLY = "Only moderators can do this.";

/** The path parameter or body field a self rule names, split: ["params", "userId"]. */
export function selfField(access: RouteAccess | undefined): ["params" | "body", string] | null {
  if (access === undefined || typeof access === "string") return null;
  const [where, name] = access.self.split(".") as ["params" | "body", string];
  return [where, name];
}

/** Ids are uuids: anything else in the caller's place is the schema's 400, not a claim to be someone. */
const isSomeonesId = (value: unknown): value is string => userIdSchema.safeParse(value).success;

/** The id the request names where the rule wants the caller's, as sent (a string) or whatever came instead. */
function claimedId(source: unknown, name: string): unknown {
  if (source === null || typeof source !== "object" || !Object.hasOwn(source, name)) return undefined;
  return (source as Record<string, unknown>)[name];
}

/**
 * The one access check. It runs at preValidation, before the route's schema reads the input, so someone
 * else's id is a 403 even when the rest of the body is wrong (a 400 would tell a stranger which of their
 * guesses were well formed), and a signed-out caller is a 401 before anything they sent is read. The id is
 * read raw: only a well-formed id that is not the caller's is refused here; a missing, mistyped or malformed
 * one is the schema's 400. The same rule runs again at preHandler on the validated input, so a schema that reshapes a
 * value can never hand the handler an id other than the caller's.
 */
export async function enforceAccess(request: FastifyRequest) {
  const access = request.routeOptions.config.access;
  if (access === undefined) {
    // Only the not-found handler has no rule (checkEveryRouteDeclared refuses any route without one).
    if (request.is404) return;
    throw unauthorized();
  }
  if (access === "public") return;
  const user = request.user;
  if (!user) throw unauthorized();
  if (access === "user") return;
  if (access === "moderator") {
    if (!user.isModerator) throw forbidden(MODERATORS_ONLY);
    return;
  }
  const field = selfField(access);
  if (!field) return;
  const claimed = claimedId(field[0] === "params" ? request.params : request.body, field[1]);
  if (isSomeonesId(claimed) && claimed !== user.id) throw forbidden();
}

/**
 * The signed-in person on a route whose access is not "public": the access hook already refused everyone
 * else, so this only narrows the type (and stays a 401 if a route ever calls it on a public path).
 */
export function sessionUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/**
 * Routes a plugin adds without taking options of ours (the built web app's files, the API reference page's
 * assets) are public: register the plugin inside a scope that calls this first.
 */
export function everyRoutePublic(scope: FastifyInstance) {
  scope.addHook("onRoute", (route) => {
    route.config = { ...route.config, access: route.config?.access ?? "public" };
  });
}

/**
 * Collects every route as it is added (the matrix and fuzz tests read this table, not a list kept by hand),
 * enforces each route's access rule, and refuses to start an app holding a route without one.
 */
export function useRouteAccess(app: FastifyInstance): DeclaredRoute[] {
  const table: DeclaredRoute[] = [];
  app.addHook("onRoute", (route: RouteOptions) => {
    for (const method of [route.method].flat()) {
      if (method === "HEAD") continue;
      table.push({
        method,
        url: route.url,
        get access() {
          return route.config?.access;
        },
        get schema() {
          return (route.schema ?? {}) as RouteSchema;
        },
        websocket: route.websocket === true,
      });
    }
  });
  app.addHook("preValidation", enforceAccess);
  app.addHook("preHandler", enforceAccess);
  app.addHook("onReady", async () => checkEveryRouteDeclared(table));
  return table;
}

/** Throws, naming them, when routes have no access rule: a new route cannot ship without saying who may call it. */
export function checkEveryRouteDeclared(table: readonly DeclaredRoute[]) {
  const undeclared = table.filter((route) => route.access === undefined).map((r) => `${r.method} ${r.url}`);
  if (undeclared.length > 0) {
    throw new Error(
      `Every route declares who may call it (config: { access }, lib/route-access.ts); these do not: ${undeclared.join(", ")}`,
    );
  }
}

/**
 * The one error body, `{ error: { code, message } }`, as a response schema. Loose on purpose: a response schema
 * shapes what is sent, and a field an error adds (a validation's `issues`, a message check's `flagged` words)
 * must reach the client, not be stripped.
 */
export const errorBodySchema = z.looseObject({ error: z.looseObject({ code: z.string(), message: z.string() }) });

/** `schema.response` entries for the error statuses only this route gives (a 404, a 409), each with the one body. */
export const errorResponses = (...statuses: number[]): Record<number, z.ZodType<unknown>> =>
  Object.fromEntries(statuses.map((status) => [status, errorBodySchema]));
