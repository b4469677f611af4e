import { existsSync, statSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance, InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import { collectExport } from "../../modules/account/data-export";
import { createTestApp, type SignedIn, signIn, signInReady, testDb } from "../test-app";
import { jpeg, OWNERSHIP, type OwnedCall, type OwnershipKit } from "./ownership";
import { requestFor, ruleKey } from "./route-calls";
import { missingExamples, type RouteRule, routeRules } from "./route-table";

/** Where the server looks for the built web app (the same default the app uses). */
const { webDist } = loadConfig({ NODE_ENV: "test" });
let app: FastifyInstance;
let dataDir: string;
let a: SignedIn;
let b: SignedIn;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "down-authz-"));
  app = await createTestApp({
    API_RATE_LIMIT_PER_MINUTE: "1000000",
    DATA_DIR: dataDir,
    WEB_DIST: webDist,
  });
  [a, b] = [await signIn(app), await signInReady(app)];
});
afterAll(async () => {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
});

/**
 * A file of the built web app (fastify-static registers one route per file when apps/web/dist exists).
 * Only a path that really is a file there is skipped; any other non-/api GET route needs a rule.
 */
const isBuiltAsset = (route: { method: string; url: string }) => {
  if (route.method !== "GET" || route.url.startsWith("/api") || /[:*]/.test(route.url)) return false;
  const file = path.resolve(webDist, `.${decodeURIComponent(route.url)}`);
  return file.startsWith(webDist + path.sep) && existsSync(file) && statSync(file).isFile();
};

const routes = () => app.routeTable.filter((route) => !isBuiltAsset(route));
/** Every route's rule, read from its own declaration (route-table.ts), not from a list kept by hand. */
const rules = () => routeRules(app, (route) => !isBuiltAsset(route));
const rulesOf = (access: string) =>
  routes().flatMap((route) => {
    const rule = rules()[ruleKey(route)];
    return rule && rule.access === access ? [{ route, rule }] : [];
  });

describe("the authorization matrix", () => {
  it("reads every route Fastify knows from the app, each with who may call it and an example of its input", () => {
    expect(
      routes()
        .filter((route) => route.access === undefined)
        .map(ruleKey),
    ).toEqual([]);
    expect(missingExamples(routes())).toEqual([]);
    expect(rulesOf("self").length + rulesOf("user").length).toBeGreaterThan(60);
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

  it("refuses 403 for someone else's id before reading the rest of the input: a wrong body is still a 403", async () => {
    const checked = rulesOf("self").filter(({ rule }) => rule.body || rule.query);
    expect(checked.length).toBeGreaterThan(10);
    for (const { route, rule } of checked) {
      const request = requestFor(route, rule, { me: a.id, other: b.id }, { cookie: b.cookie });
      // A's id where B's should be, and beside it a field no schema takes.
      if (rule.query) request.query = { ...(request.query as Record<string, string>), notAField: "x" };
      else request.payload = { ...(request.payload as Record<string, unknown>), notAField: "x" };
      const res = await app.inject(request);
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

/** Path params of a route that are not the caller's own id: the ones that name something. */
const foreignParams = (url: string, rule: RouteRule) =>
  [...url.matchAll(/:(\w+)/g)].map((m) => `:${m[1]}`).filter((p) => !rule.selfIds?.includes(p));

/** B's (or a signed-out) request for A's resource. */
function ownedRequest(key: string, rule: RouteRule, owned: OwnedCall, ownerId: string, cookie?: string) {
  const [method = "", url = ""] = key.split(" ");
  const request: InjectOptions = requestFor({ method, url }, rule, { me: b.id, other: ownerId }, { cookie });
  request.url = url.replace(/:(\w+)/g, (_whole, name: string) => {
    const given = owned.params?.[name];
    if (given !== undefined) return given;
    if (rule.selfIds?.includes(`:${name}`)) return b.id;
    return rule.params?.[name] ?? ownerId;
  });
  if (owned.sample) {
    // B's own id wherever the rule wants the caller's, so the check that is left is ownership.
    const selfFields = Object.fromEntries(
      (rule.selfIds ?? []).filter((f) => f.startsWith("body.")).map((f) => [f.slice(5), b.id]),
    );
    if (rule.query) request.query = owned.sample as Record<string, string>;
    else request.payload = { ...owned.sample, ...selfFields };
  }
  return request;
}

describe("the ownership pass: A's resources called as B", () => {
  it("has a setup, or an exemption with its reason, for every route whose path names something", () => {
    const missing = routes().flatMap((route) => {
      const rule = rules()[ruleKey(route)];
      if (!rule || rule.access === "public") return [];
      return foreignParams(route.url, rule).length > 0 && !(ruleKey(route) in OWNERSHIP) ? [ruleKey(route)] : [];
    });
    expect(missing, "add these routes to OWNERSHIP (test/security/ownership.ts)").toEqual([]);
    expect(Object.keys(OWNERSHIP).filter((key) => !(key in rules()))).toEqual([]);
    for (const [key, entry] of Object.entries(OWNERSHIP)) {
      if ("exempt" in entry) expect(entry.exempt.length, key).toBeGreaterThan(20);
    }
  });

  const cases = Object.entries(OWNERSHIP).flatMap(([key, entry]) => ("setup" in entry ? [{ key, entry }] : []));
  it.each(cases)(
    "$key: B cannot reach A's resource, none of A's rows change; signed out is 401",
    async ({ key, entry }) => {
      const rule = rules()[key];
      if (!rule) throw new Error(`${key} is not a route of the app`);
      const db = testDb(app);
      const [owner, counterpart] = [await signInReady(app), await signInReady(app)];
      const kit: OwnershipKit = {
        app,
        db,
        a: owner,
        c: counterpart,
        call: (as, method, url, payload) =>
          app.inject({ method, url, headers: { cookie: as.cookie }, ...(payload ? { payload } : {}) }),
        upload: async (as, url, field, fields = {}) => {
          const form = new FormData();
          for (const [k, v] of Object.entries(fields)) form.append(k, v);
          form.append(field, new Blob([new Uint8Array(await jpeg())], { type: "image/jpeg" }), "me.jpg");
          const encoded = new Request("http://test/", { method: "POST", body: form });
          return app.inject({
            method: "POST",
            url,
            payload: Buffer.from(await encoded.arrayBuffer()),
            headers: { "content-type": encoded.headers.get("content-type") ?? "", cookie: as.cookie },
          });
        },
      };
      // Every row about A and the one A shares the resource with, as 'Download my data' collects it.
      const snapshot = async () =>
        JSON.stringify([await collectExport(db, owner.id), await collectExport(db, counterpart.id)]);
      const owned = await entry.setup(kit);
      const before = await snapshot();
      const res = await app.inject(ownedRequest(key, rule, owned, owner.id, b.cookie));
      expect(owned.allow ?? [403, 404], `${key} as B: ${res.body}`).toContain(res.statusCode);
      if (res.statusCode >= 400) expect(Object.keys(res.json().error ?? {}).sort(), key).toEqual(["code", "message"]);
      if (owned.secret) expect(res.body, key).not.toContain(owned.secret);
      expect(await snapshot(), `${key} changed A's rows`).toBe(before);

      const anon = await app.inject(ownedRequest(key, rule, owned, owner.id));
      expect(anon.statusCode, key).toBe(401);
      expect(await snapshot(), `${key} changed A's rows signed out`).toBe(before);
    },
  );
});
