import { type SQL, sql } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { egressGuard, type Resolver } from "../../lib/egress";
import { createTestApp, freshPhone, type SignedIn, signInReady, testDb } from "../test-app";
import { jpeg } from "./ownership";
import { BOTH_SIDES, match, PARALLEL, type ParallelCase, type ParallelKit } from "./parallel-cases";
import { requestFor, ruleKey } from "./route-calls";
import { ROUTE_RULES } from "./route-rules";

/**
 * Every route that changes something, raced: N identical valid requests from one person at once must leave
 * the rows N of them one after another leave (no duplicate, nothing half-written), answer no 5xx, and refuse
 * only with the one error shape. The routes come from Fastify's route table and each needs its entry in
 * PARALLEL (parallel-cases.ts), so a new route is raced the moment it exists (issue 23). It runs on PGlite in
 * `npm test` and on PostgreSQL in `npm run test:infra`, where the requests really overlap: a rule that
 * reads then writes holds only with its lock (docs/decisions/020-rules-that-read-then-write-take-a-lock.md).
 */
const N = 12;
const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const database = process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite";

/** Push endpoints in the cases resolve to a public address; nothing here asks DNS. */
const resolve: Resolver = async (hostname) => {
  if (hostname !== "push.example.com") throw new Error(`ENOTFOUND ${hostname}`);
  return [{ address: "93.184.216.34", family: 4 }];
};

const moderatorPhones = Array.from({ length: 8 }, () => freshPhone());
let app: FastifyInstance;
let tables: string[];
beforeAll(async () => {
  app = await createTestApp(
    { API_RATE_LIMIT_PER_MINUTE: "1000000", MODERATOR_PHONES: moderatorPhones.join(",") },
    { egress: egressGuard({ resolve }) },
  );
  const rows = await selectRows<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  tables = rows.map((r) => r.table_name);
});
afterAll(() => app.close());

const selectRows = async <T>(query: SQL) => ((await testDb(app).execute(query)) as unknown as { rows: T[] }).rows;

/** How many rows each table holds, in one statement. */
async function rowCounts(): Promise<Map<string, number>> {
  const parts = tables.map((t) => sql`select ${t}::text as t, count(*)::int as n from ${sql.identifier(t)}`);
  const rows = await selectRows<{ t: string; n: number }>(sql.join(parts, sql` union all `));
  return new Map(rows.map((r) => [r.t, Number(r.n)]));
}

/** Rows added (or, negative, removed) per table between two counts; unchanged tables left out. */
const delta = (before: Map<string, number>, after: Map<string, number>) =>
  Object.fromEntries(
    [...after].flatMap(([t, n]) => (n === (before.get(t) ?? 0) ? [] : [[t, n - (before.get(t) ?? 0)]])),
  ) as Record<string, number>;

/** A multipart body with one small JPEG, encoded once so every request sends the same bytes. */
async function multipart(field: string, fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append(field, new Blob([new Uint8Array(await jpeg())], { type: "image/jpeg" }), "me.jpg");
  const encoded = new Request("http://test/", { method: "POST", body: form });
  return { payload: Buffer.from(await encoded.arrayBuffer()), type: encoded.headers.get("content-type") ?? "" };
}

function kitFor(a: SignedIn, c: SignedIn): ParallelKit {
  const call: ParallelKit["call"] = (as, method, url, payload) =>
    app.inject({ method, url, headers: { cookie: as.cookie }, ...(payload ? { payload } : {}) });
  return {
    app,
    db: testDb(app),
    a,
    c,
    call,
    person: () => signInReady(app),
    upload: async (as, url, field, fields) => {
      const body = await multipart(field, fields);
      return app.inject({
        method: "POST",
        url,
        payload: body.payload,
        headers: { "content-type": body.type, cookie: as.cookie },
      });
    },
  };
}

/**
 * A fresh caller and their fresh match, what the case builds on them, and the one request to repeat (with the
 * other person's mirrored one when the case gives it).
 */
async function prepare(key: string, entry: Pick<ParallelCase, "moderator" | "setup">) {
  const [method = "", url = ""] = key.split(" ");
  const rule = ROUTE_RULES[key];
  if (!rule) throw new Error(`${key} has no rule in ROUTE_RULES (route-rules.ts)`);
  const phone = entry.moderator ? moderatorPhones.pop() : undefined;
  if (entry.moderator && !phone) throw new Error("more moderator cases than moderatorPhones");
  const [a, c] = [await signInReady(app, phone), await signInReady(app)];
  const kit = kitFor(a, c);
  await match(kit, a, c);
  const given = (await entry.setup?.(kit)) ?? {};
  // The case's params name what it built (an invite, a review); the rule fills the rest.
  const withParams = { ...rule, params: { ...rule.params, ...given.params } };
  const request = requestFor({ method, url }, withParams, { me: a.id, other: c.id }, { cookie: a.cookie });
  if (given.sample) {
    if (rule.query) request.query = given.sample as Record<string, string>;
    else request.payload = given.sample;
  }
  if (given.form) {
    const body = await multipart(given.form.field, given.form.fields);
    request.payload = body.payload;
    request.headers = { ...request.headers, "content-type": body.type };
  }
  if (given.signedOut) request.headers = {};
  if (given.remoteAddress) request.remoteAddress = given.remoteAddress;
  const { mirror } = given;
  if (!mirror) return { request };
  const mirrored = requestFor(
    { method, url },
    { ...rule, params: { ...rule.params, ...mirror.params } },
    { me: mirror.as.id, other: a.id },
    { cookie: mirror.as.cookie, selfId: mirror.as.id },
  );
  if (mirror.sample) mirrored.payload = mirror.sample;
  return { request, mirrored };
}

const isAccepted = (res: LightMyRequestResponse) => res.statusCode >= 200 && res.statusCode < 300;
const statuses = (responses: LightMyRequestResponse[]) => {
  const counted = new Map<number, number>();
  for (const res of responses) counted.set(res.statusCode, (counted.get(res.statusCode) ?? 0) + 1);
  return [...counted].map(([status, n]) => `${n}×${status}`).join(" ");
};

/** No 5xx, and every refusal in the one error shape (soft: one run lists every broken promise). */
function expectSafe(key: string, responses: LightMyRequestResponse[]) {
  for (const res of responses) {
    expect.soft(res.statusCode, `${key} → ${res.body.slice(0, 200)}`).toBeLessThan(500);
    if (res.statusCode >= 400) {
      expect.soft(res.json(), `${key} → ${res.statusCode}`).toEqual({
        error: expect.objectContaining({ code: expect.any(String), message: expect.any(String) }),
      });
    }
  }
}

/**
 * N requests one after another (then the other person's N, if mirrored), then, for a twin of the same setup,
 * all of them at once: what each left.
 */
async function race(key: string, entry: Pick<ParallelCase, "moderator" | "setup">) {
  // Two people each, built side by side: neither twin's setup touches the other's rows.
  const [inRow, atOnce] = await Promise.all([prepare(key, entry), prepare(key, entry)]);
  const beforeInRow = await rowCounts();
  const oneByOne: LightMyRequestResponse[] = [];
  for (const request of [inRow.request, inRow.mirrored]) {
    for (let i = 0; request && i < N; i++) oneByOne.push(await app.inject(request));
  }
  const leftInRow = delta(beforeInRow, await rowCounts());

  const before = await rowCounts();
  const requests = Array.from({ length: N }, () => [atOnce.request, atOnce.mirrored]).flat();
  const parallel = await Promise.all(requests.flatMap((request) => (request ? [app.inject(request)] : [])));
  const left = delta(before, await rowCounts());
  return { oneByOne, leftInRow, parallel, left };
}

const writeRoutes = () => app.routeTable.filter((route) => WRITES.has(route.method)).map(ruleKey);

describe(`${N} identical requests at once on every route that writes (${database})`, () => {
  it("has a case for every route that writes, and none for a route that is gone", () => {
    for (const [key, entry] of Object.entries(PARALLEL)) {
      if (entry.moreMaySucceed !== undefined) expect(entry.moreMaySucceed.length, key).toBeGreaterThan(20);
    }
    const known = writeRoutes();
    expect(
      known.filter((key) => !(key in PARALLEL)),
      "add these routes to PARALLEL (test/security/parallel-cases.ts) with what makes their request valid",
    ).toEqual([]);
    expect(Object.keys(PARALLEL).filter((key) => !known.includes(key))).toEqual([]);
  });

  it.each(Object.entries(PARALLEL))("%s", async (key, entry) => {
    const { oneByOne, leftInRow, parallel, left } = await race(key, entry);
    console.log(
      `[parallel on ${database}] ${key}: one by one ${statuses(oneByOne)}, at once ${statuses(parallel)}; rows ${JSON.stringify(left)}`,
    );
    expectSafe(`${key} one by one`, oneByOne);
    expectSafe(`${key} at once`, parallel);
    expect(
      oneByOne.filter(isAccepted).length,
      `${key}: no request succeeded (${oneByOne[0]?.body}); give it a setup in parallel-cases.ts`,
    ).toBeGreaterThan(0);
    expect.soft(left, `${key}: ${N} requests at once left other rows than ${N} one after another`).toEqual(leftInRow);
    const [succeeded, succeededInRow] = [parallel.filter(isAccepted).length, oneByOne.filter(isAccepted).length];
    if (entry.moreMaySucceed) expect(succeeded).toBeGreaterThanOrEqual(succeededInRow);
    else expect.soft(succeeded, `${key}: succeeded at once vs one after another`).toBe(succeededInRow);
    if (entry.oneId) {
      const ids = new Set(parallel.filter(isAccepted).map((res) => res.json<{ id: string }>().id));
      expect.soft(ids.size, `${key}: ids answered`).toBe(1);
    }
    if (entry.accepted !== undefined) expect.soft(parallel.filter(isAccepted).length, key).toBe(entry.accepted);
    for (const [table, n] of Object.entries(entry.rows ?? {}))
      expect.soft(left[table] ?? 0, `${key}: ${table}`).toBe(n);
  });
});

describe(`both people of a pair at once, ${N} requests each (${database})`, () => {
  it("races only routes that write", () => {
    expect(Object.keys(BOTH_SIDES).filter((key) => !writeRoutes().includes(key))).toEqual([]);
  });

  it.each(Object.entries(BOTH_SIDES))("%s", async (key, entry) => {
    const { oneByOne, leftInRow, parallel, left } = await race(key, entry);
    console.log(
      `[both sides on ${database}] ${key}: one side then the other ${statuses(oneByOne)}, at once ${statuses(parallel)}; rows ${JSON.stringify(left)}`,
    );
    expectSafe(`${key} one side then the other`, oneByOne);
    expectSafe(`${key} at once`, parallel);
    expect(oneByOne.filter(isAccepted).length, `${key}: no request succeeded`).toBeGreaterThan(0);
    expect.soft(left, `${key}: both sides at once left other rows than one after the other`).toEqual(leftInRow);
    expect
      .soft(parallel.filter(isAccepted).length, `${key}: succeeded at once vs one side after the other`)
      .toBe(oneByOne.filter(isAccepted).length);
    for (const [table, n] of Object.entries(entry.rows ?? {}))
      expect.soft(left[table] ?? 0, `${key}: ${table}`).toBe(n);
  });
});
