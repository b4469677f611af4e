import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type SignedIn, signIn } from "../test-app";
import { requestFor, ruleKey } from "./route-calls";
import { ROUTE_RULES } from "./route-rules";

let app: FastifyInstance;
let a: SignedIn;
let b: SignedIn;
beforeAll(async () => {
  app = await createTestApp({ API_RATE_LIMIT_PER_MINUTE: "1000000" });
  [a, b] = [await signIn(app), await signIn(app)];
});
afterAll(() => app.close());

/** Files of the built web app (served one route each when apps/web/dist exists); no API, no params. */
const isBuiltAsset = (route: { method: string; url: string }) =>
  route.method === "GET" &&
  !route.url.startsWith("/api") &&
  !route.url.includes(":") &&
  !(ruleKey(route) in ROUTE_RULES);

const routes = () => app.routeTable.filter((route) => !isBuiltAsset(route));
const rulesOf = (access: string) =>
  routes().flatMap((route) => {
    const rule = ROUTE_RULES[ruleKey(route)];
    return rule && rule.access === access ? [{ route, rule }] : [];
  });

describe("the authorization matrix", () => {
  it("names every route Fastify knows, and no route that is gone", () => {
    const known = routes().map(ruleKey);
    expect(
      known.filter((key) => !(key in ROUTE_RULES)),
      "add these routes to ROUTE_RULES (test/security/route-rules.ts) with who may call them",
    ).toEqual([]);
    expect(Object.keys(ROUTE_RULES).filter((key) => !known.includes(key))).toEqual([]);
  });

  it("refuses every route but the public ones to a signed-out caller with 401", async () => {
    for (const access of ["user", "self", "moderator"]) {
      for (const { route, rule } of rulesOf(access)) {
        const res = await app.inject(requestFor(route, rule, { me: a.id, other: b.id }));
        expect(res.statusCode, ruleKey(route)).toBe(401);
        expect(res.json().error.code, ruleKey(route)).toBe("unauthorized");
      }
    }
  });

  it("answers public routes signed out without a 5xx (a wrong sign-in code is the only 401)", async () => {
    for (const { route, rule } of rulesOf("public")) {
      const res = await app.inject(requestFor(route, rule, { me: a.id, other: b.id }));
      expect(res.statusCode, ruleKey(route)).toBeLessThan(500);
      if (res.statusCode === 401) expect(ruleKey(route)).toBe("POST /api/auth/verify-otp");
    }
  });

  it("refuses 403 when the id that must be the caller's is someone else's", async () => {
    const checked = rulesOf("self");
    expect(checked.length).toBeGreaterThan(25);
    for (const { route, rule } of checked) {
      // B calls with A's id wherever the caller's id goes.
      const res = await app.inject(requestFor(route, rule, { me: a.id, other: b.id }, { cookie: b.cookie }));
      expect(res.statusCode, ruleKey(route)).toBe(403);
      expect(res.json().error.code, ruleKey(route)).toBe("forbidden");
    }
  });

  it("refuses moderator routes to people who are not moderators", async () => {
    for (const { route, rule } of rulesOf("moderator")) {
      const res = await app.inject(requestFor(route, rule, { me: a.id, other: b.id }, { cookie: b.cookie }));
      expect(res.statusCode, ruleKey(route)).toBe(403);
    }
  });

  it("answers a signed-in caller naming a stranger's or an unknown id without a 5xx", async () => {
    for (const { route, rule } of rulesOf("user")) {
      if (rule.transport) continue;
      const res = await app.inject(requestFor(route, rule, { me: a.id, other: b.id }, { cookie: a.cookie }));
      expect(res.statusCode, ruleKey(route)).toBeLessThan(500);
    }
  });
});
