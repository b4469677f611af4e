import { type SQL, sql } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { egressGuard, type Resolver } from "../../lib/egress";
import { createTestApp, freshPhone, matchedRows, type SignedIn, signInReady, testDb } from "../test-app";
import { BOTH_SIDES } from "./both-sides-cases";
import { jpeg } from "./ownership";
import { PARALLEL } from "./parallel-cases";
import type { ParallelCase, ParallelKit } from "./parallel-kit";
import { requestFor, ruleKey } from "./route-calls";
import { ruleFor } from "./route-table";

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
  const route = app.routeTable.find((known) => ruleKey(known) === key);
  if (!route) throw new Error(`${key} is not a route of the app`);
  const rule = ruleFor(route);
  const phone = entry.moderator ? moderatorPhones.pop() : undefined;
  if (entry.moderator && !phone) throw new Error("more moderator cases than moderatorPhones");
  const [a, c] = [await signInReady(app, phone), await signInReady(app)];
  const kit = kitFor(a, c);
  await matchedRows(kit.db, a, c);
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

type Prepared = Awaited<ReturnType<typeof prepare>>;

/** Requests each person sends: N from the caller, or N between the two when the other person mirrors them. */
const each = ({ mirrored }: Prepared) => (mirrored ? N / 2 : N);

/** The caller's requests one after another, then the other person's (if mirrored): what they left. */
async function oneAfterAnother(prepared: Prepared, otherFirst = false) {
  const { request, mirrored } = prepared;
  const before = await rowCounts();
  const responses: LightMyRequestResponse[] = [];
  for (const next of otherFirst ? [mirrored, request] : [request, mirrored]) {
    for (let i = 0; next && i < each(prepared); i++) responses.push(await app.inject(next));
  }
  return { responses, left: delta(before, await rowCounts()) };
}

/** All of them at once: what they left. */
async function atOnce(prepared: Prepared) {
  const { request, mirrored } = prepared;
  const before = await rowCounts();
  const requests = Array.from({ length: each(prepared) }, () => [request, mirrored]).flat();
  const responses = await Promise.all(requests.flatMap((next) => (next ? [app.inject(next)] : [])));
  return { responses, left: delta(before, await rowCounts()) };
}

/**
 * The same setup built twice (three times when the order of the two people matters), side by side: neither
 * twin's setup touches the other's rows. One twin takes the requests one after another, the other all at once.
 */
async function race(key: string, entry: Pick<ParallelCase, "moderator" | "setup">, eitherOrder = false) {
  const [inRow, parallel, otherFirst] = await Promise.all([
    prepare(key, entry),
    prepare(key, entry),
    eitherOrder ? prepare(key, entry) : undefined,
  ]);
  const sequential = [await oneAfterAnother(inRow)];
  if (otherFirst) sequential.push(await oneAfterAnother(otherFirst, true));
  return { sequential, parallel: await atOnce(parallel) };
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
    const { sequential, parallel: run } = await race(key, entry);
    const [{ responses: oneByOne, left: leftInRow }] = sequential as [(typeof sequential)[0]];
    const { responses: parallel, left } = run;
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

/**
 * Write routes whose request names someone else (the rule's sample or path takes `other`): between two people,
 * so the other may be acting at the same moment.
 */
const OTHER = "0e7e0e7e-0e7e-4e7e-8e7e-0e7e0e7e0e7e";
const pairRoutes = () =>
  writeRoutes().filter((key) => {
    const route = app.routeTable.find((known) => ruleKey(known) === key);
    const rule = route && ruleFor(route);
    const [method = "", url = ""] = key.split(" ");
    if (!rule || rule.access === "public") return false;
    const request = requestFor({ method, url }, rule, { me: "me", other: OTHER });
    return JSON.stringify([request.url, request.payload ?? null]).includes(OTHER);
  });

describe(`both people of a pair at once, ${N / 2} requests each (${database})`, () => {
  it("has a case, or the reason it needs none, for every write route that names someone else", () => {
    const known = writeRoutes();
    expect(
      pairRoutes().filter((key) => !(key in BOTH_SIDES)),
      "add these routes to BOTH_SIDES (test/security/parallel-cases.ts): a case, or why the other side cannot race",
    ).toEqual([]);
    expect(Object.keys(BOTH_SIDES).filter((key) => !known.includes(key))).toEqual([]);
    for (const [key, entry] of Object.entries(BOTH_SIDES)) {
      if ("exempt" in entry) expect(entry.exempt.length, key).toBeGreaterThan(20);
    }
  });

  const cases = Object.entries(BOTH_SIDES).flatMap(([key, entry]) => ("setup" in entry ? [{ key, entry }] : []));
  it.each(cases)("$key", async ({ key, entry }) => {
    const { sequential, parallel } = await race(key, entry, entry.eitherOrder);
    const summary = sequential.map((run) => statuses(run.responses)).join(" | ");
    console.log(
      `[both sides on ${database}] ${key}: one side then the other ${summary}, at once ${statuses(parallel.responses)}; rows ${JSON.stringify(parallel.left)}`,
    );
    for (const run of sequential) expectSafe(`${key} one side then the other`, run.responses);
    expectSafe(`${key} at once`, parallel.responses);
    expect(sequential[0]?.responses.filter(isAccepted).length, `${key}: no request succeeded`).toBeGreaterThan(0);
    // At once, the two people's requests land in some order: what they leave is what one of the orders leaves.
    const same = sequential.find(
      (run) =>
        JSON.stringify(run.left) === JSON.stringify(parallel.left) &&
        run.responses.filter(isAccepted).length === parallel.responses.filter(isAccepted).length,
    );
    expect
      .soft(
        same ? [] : sequential.map((run) => ({ rows: run.left, succeeded: run.responses.filter(isAccepted).length })),
        `${key}: both at once left ${JSON.stringify(parallel.left)} with ${parallel.responses.filter(isAccepted).length} succeeded, which no order one after the other leaves`,
      )
      .toEqual([]);
    for (const [table, n] of Object.entries(entry.rows ?? {}))
      expect.soft(parallel.left[table] ?? 0, `${key}: ${table}`).toBe(n);
  });
});
