import { type SQL, sql } from "drizzle-orm";
import fc from "fast-check";
import type { FastifyInstance, InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { createTestApp, freshPhone, type SignedIn, signInReady, testDb } from "../test-app";
import { fillPath, requestFor, ruleKey } from "./route-calls";
import { type RouteRule, ruleFor } from "./route-table";

let app: FastifyInstance;
let a: SignedIn;
let b: SignedIn;
let tables: string[];
beforeAll(async () => {
  // The caller is a moderator too, so moderator routes read (and must survive) the input as well.
  const moderatorPhone = freshPhone();
  app = await createTestApp({ API_RATE_LIMIT_PER_MINUTE: "1000000", MODERATOR_PHONES: moderatorPhone });
  a = await signInReady(app, moderatorPhone);
  b = await freshMatch();
  const rows = await selectRows<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  tables = rows.map((r) => r.table_name);
});
afterAll(() => app.close());

/**
 * Someone new, matched with A, and A's profile complete again: each route is fuzzed with the two people as the
 * probe had them (issue 23, finding 7), so a route between two people (a chat's pages, its custom questions)
 * reads its input past the match check, whatever the routes fuzzed before it did (a block, a report, a
 * profile emptied by a PATCH).
 */
async function freshMatch(): Promise<SignedIn> {
  const other = await signInReady(app);
  const steps: InjectOptions[] = [
    { method: "PATCH", url: `/api/profiles/${a.id}`, payload: { name: "Fuzz", age: 30, paused: false } },
    ...(
      [
        [a, other],
        [other, a],
      ] as const
    ).map(
      ([from, to]): InjectOptions => ({
        method: "POST",
        url: "/api/match-requests",
        headers: { cookie: from.cookie },
        payload: { fromUserId: from.id, toUserId: to.id },
      }),
    ),
  ];
  for (const step of steps) {
    const res = await app.inject({ headers: { cookie: a.cookie }, ...step });
    if (res.statusCode >= 300) throw new Error(`${step.method} ${step.url} failed: ${res.body}`);
  }
  return other;
}

const selectRows = async <T>(query: SQL) => ((await testDb(app).execute(query)) as unknown as { rows: T[] }).rows;

/**
 * One hash of every row of every table: equal before and after means nothing changed. Hashing every table
 * after each of the thousands of probes was most of this file's time, so the hash is kept with the
 * database snapshot it was taken after: a statement that inserts, updates or deletes a row takes a
 * transaction id, and a commit or rollback changes what `pg_current_snapshot()` says, so an unchanged
 * snapshot means the same rows and the same hash (bench/README.md, "Test suite time"). On a shared
 * PostgreSQL server other databases move the snapshot too; then the hash is simply taken again.
 */
let lastFingerprint: { snapshot: string; hash: string } | undefined;
async function fingerprint(): Promise<string> {
  const [now] = await selectRows<{ s: string }>(sql`select pg_current_snapshot()::text as s`);
  const snapshot = now?.s ?? "";
  if (lastFingerprint?.snapshot === snapshot) {
    fingerprintsReused += 1;
    return lastFingerprint.hash;
  }
  const hash = await hashEveryRow();
  lastFingerprint = { snapshot, hash };
  return hash;
}
let fingerprintsReused = 0;
afterAll(() => console.log(`[fuzz] fingerprints reused from an unchanged snapshot: ${fingerprintsReused}`));

async function hashEveryRow(): Promise<string> {
  const parts = tables.map(
    (t) =>
      sql`select ${t}::text as n, coalesce(md5(string_agg(x::text, '' order by x::text)), '') as h from ${sql.identifier(t)} x`,
  );
  const rows = await selectRows<{ h: string }>(
    sql`select md5(string_agg(n || h, '' order by n)) as h from (${sql.join(parts, sql` union all `)}) s`,
  );
  return rows[0]?.h ?? "";
}

/** The keys of an object schema, looking through optional, default, pipes and refinements. */
function fieldsOf(schema: z.ZodType): string[] {
  let def = (schema as unknown as { _zod: { def: Record<string, unknown> } })._zod.def;
  for (let depth = 0; depth < 10 && def.type !== "object"; depth++) {
    const inner = (def.innerType ?? def.in) as { _zod: { def: Record<string, unknown> } } | undefined;
    if (!inner) return [];
    def = inner._zod.def;
  }
  return def.type === "object" ? Object.keys(def.shape as object) : [];
}

const deep = (levels: number): unknown => {
  let value: unknown = "x";
  for (let i = 0; i < levels; i++) value = [value];
  return value;
};
const MB = "x".repeat(1024 * 1024);

/**
 * Ids that look like ids and are not (issue 23, finding 7: inside paging cursors they reached PostgreSQL's uuid
 * type and came back as 500s). Every path parameter, body field and query field of every route gets them.
 */
const UUID = "5b1e3c9a-8d2f-4a6b-9c7e-1f0a2b3c4d5e";
const badIds = [
  "-".repeat(36),
  "0123456789abcdef0123456789abcdef0123",
  "zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz",
  `{${UUID}}`,
  `${UUID}\u0000`,
];
/**
 * Paging cursors in the shapes the server writes ("{ISO time}_{id}", "{epoch ms}.{id}", an offset), holding
 * times no row can have (year 0, year 10000, NaN, negative) or ids that are not ids (finding 7). Cursors travel
 * in query strings, so every query field of every route gets them (bodies get the ids).
 */
const badCursors = [
  `0000-01-01T00:00:00.000Z_${UUID}`,
  `10000-01-01T00:00:00.000Z_${UUID}`,
  `+010000-01-01T00:00:00.000Z_${UUID}`,
  `-000001-01-01T00:00:00.000Z_${UUID}`,
  `2026-02-30T00:00:00.000Z_${UUID}`,
  `2026-01-01T00:00:00.000Z_${"-".repeat(36)}`,
  `2026-01-01T00:00:00.000Z_0123456789abcdef0123456789abcdef0123`,
  `0.${UUID}`,
  `-1.${UUID}`,
  `NaN.${UUID}`,
  `999999999999999.${UUID}`,
  `1767225600000.${"-".repeat(36)}`,
  `1767225600000.0123456789abcdef0123456789abcdef0123`,
];
/** Values no field of ours takes: wrong types, control characters, sizes and numbers out of range. */
const badJsonValues: unknown[] = [
  null,
  true,
  0,
  -1,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  "",
  "\u0000",
  "a\u0000b",
  "\u0007\u001b[31m",
  MB,
  [],
  {},
  deep(1000),
  { $gt: "" },
  ...badIds,
];
const badQueryValues = [
  "",
  "\u0000",
  "-1",
  "1e400",
  "NaN",
  "x".repeat(5000),
  "%",
  "../../etc/passwd",
  ...badIds,
  ...badCursors,
];

interface Outcome {
  status: number;
  body: string;
}

// Soft: one run lists every input that broke a promise, not only the first.
const expectSafe = (what: string, res: Outcome) => {
  expect.soft(res.status, `${what} → ${res.body.slice(0, 200)}`).toBeLessThan(500);
  if (res.status >= 400) {
    expect.soft(JSON.parse(res.body), what).toEqual({
      error: expect.objectContaining({ code: expect.any(String), message: expect.any(String) }),
    });
  }
};

/**
 * Sends one request and checks the promises every route makes: no 5xx, the one error shape, and a refused
 * request changes nothing. `baseline` is the fingerprint before; the new one is returned.
 */
async function probe(what: string, rule: RouteRule, request: InjectOptions, baseline: string) {
  const res = await app.inject(request);
  const outcome = { status: res.statusCode, body: res.body };
  expectSafe(what, outcome);
  const after = await fingerprint();
  if (res.statusCode >= 400 && !rule.writesWhenRefused)
    expect(after, `${what} changed rows but answered ${res.statusCode}`).toBe(baseline);
  return { outcome, after };
}

/** Every route of the app with its rule, read from the route's own declaration (route-table.ts). */
const declared = () => app.routeTable.map((route) => ({ route, rule: ruleFor(route) }));
const fuzzed = () => declared().filter(({ rule }) => !rule.transport && (rule.body || rule.query));

describe("fuzzing every route's input from its schema", () => {
  it("covers the routes that take a body or a query", () => {
    expect(fuzzed().length).toBeGreaterThan(30);
  });

  it("answers wrong types, missing and extra fields, control characters, 1 MB strings, deep nesting and out-of-range numbers with a 4xx that changes nothing", async () => {
    let baseline = await fingerprint();
    for (const { route, rule } of fuzzed()) {
      b = await freshMatch();
      baseline = await fingerprint();
      const ids = { me: a.id, other: b.id };
      const schema = (rule.body ?? rule.query)!;
      const valid = requestFor(route, rule, ids, { cookie: a.cookie });
      const sample = (rule.sample?.(ids) ?? {}) as Record<string, unknown>;
      const send = async (label: string, input: Record<string, unknown>) => {
        const request = { ...valid, ...(rule.query ? { query: input as Record<string, string> } : { payload: input }) };
        const { outcome, after } = await probe(`${ruleKey(route)} ${label}`, rule, request, baseline);
        baseline = after;
        return outcome;
      };
      const extra = await send("extra field", { ...sample, notAField: "x" });
      if (!rule.acceptsUnknownFields) expect(extra.status, `${ruleKey(route)} must refuse unknown fields`).toBe(400);
      for (const field of fieldsOf(schema)) {
        const { [field]: _dropped, ...without } = sample;
        await send(`without ${field}`, without);
        const values = rule.query ? badQueryValues : badJsonValues;
        for (const value of values)
          await send(`${field}=${JSON.stringify(value).slice(0, 20)}`, { ...sample, [field]: value });
      }
      // And random shapes altogether: anything JSON can say, in place of the whole input.
      await fc.assert(
        fc.asyncProperty(
          fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 3 }), { maxKeys: 4 }),
          async (input) => {
            await send("random", rule.query ? stringValues(input) : input);
          },
        ),
        { numRuns: 8 },
      );
    }
  }, 300_000);

  it("answers bad path parameters, in every position, on every route with the one error shape", async () => {
    const ids = { me: a.id, other: b.id };
    const badParams = [
      "%00",
      "a".repeat(150),
      "a".repeat(400),
      "%E0%A4%A",
      "..%2F..%2Fetc",
      "'%20or%201%3D1",
      "%20",
      ...badIds.map(encodeURIComponent),
    ];
    let baseline = await fingerprint();
    for (const { route, rule } of declared()) {
      if (rule.transport === "websocket" || !route.url.includes(":")) continue;
      const valid = fillPath(route.url, rule, ids, a.id).split("/");
      const params = route.url.split("/").flatMap((segment, index) => (segment.startsWith(":") ? [index] : []));
      for (const index of params) {
        for (const bad of badParams) {
          const url = valid.map((segment, at) => (at === index ? bad : segment)).join("/");
          const request = { ...requestFor(route, rule, ids, { cookie: a.cookie }), url };
          const { after } = await probe(`${ruleKey(route)} ${url.slice(0, 80)}`, rule, request, baseline);
          baseline = after;
        }
      }
    }
  }, 300_000);

  it("answers a multipart body that is cut off or malformed, on every multipart route, with a 400", async () => {
    const ids = { me: a.id, other: b.id };
    const boundary = "----down-fuzz";
    const head = (field: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
    const bodies: [string, string][] = [
      ["no closing boundary", `${head("photos")}\xff\xd8\xff\xe0 some bytes`],
      ["no closing boundary (selfie)", `${head("selfie")}\xff\xd8\xff\xe0 some bytes`],
      ["headers cut off", `--${boundary}\r\nContent-Disposition: form-data; name="photos"`],
      ["only the boundary", `--${boundary}`],
      ["empty", ""],
      ["not multipart at all", "{}"],
    ];
    let baseline = await fingerprint();
    const multipartRoutes = declared().filter(({ rule }) => rule.transport === "multipart");
    expect(multipartRoutes.length).toBeGreaterThanOrEqual(2);
    for (const { route, rule } of multipartRoutes) {
      for (const [label, payload] of bodies) {
        const request = {
          ...requestFor(route, rule, ids, { cookie: a.cookie }),
          headers: { cookie: a.cookie, "content-type": `multipart/form-data; boundary=${boundary}` },
          payload,
        };
        const { outcome, after } = await probe(`${ruleKey(route)} ${label}`, rule, request, baseline);
        expect(outcome.status, `${ruleKey(route)} ${label}`).toBeGreaterThanOrEqual(400);
        baseline = after;
      }
    }
  }, 120_000);
});

function stringValues(input: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(input).map(([k, v]) => [k, typeof v === "string" ? v : JSON.stringify(v)]));
}
