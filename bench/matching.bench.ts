/**
 * Matching benchmarks (see bench/README.md). BENCH_USERS scales the largest run down for a quick check;
 * BENCH_STEPS (default all: a,b,c,d,e,f,g) picks the steps.
 *   In memory, at BENCH_USERS (default 1M; people spread over the country, 15% near Nashville):
 *   (e) memory of the whole index      (a) best-match top 50, one thread (also at 100k)
 *   (g) 25-mile search around Nashville, one client      (f) cold start from a snapshot file
 *   On PostgreSQL, at min(100k, BENCH_USERS):
 *   (b) the same ranking as a SQL join, and the ratio
 *   (c) GET /api/search through the real server in this process, 1/10/50 connections
 *   (d) the same with WORKERS=1 and WORKERS=2 (main.ts in a child process, node:cluster, Redis)
 *   (f) cold start of the real server: full load from PostgreSQL, then a restart on its snapshot
 */
import { AnswerIndex } from "../apps/server/src/matching/answer-index";
import { bestMatches } from "../apps/server/src/matching/best-matches";
import { restartOnPostgres, snapshotRoundTrip } from "./cold-start";
import { benchSearch, benchSearchWorkers, type HttpFigures } from "./http-search";
import { deltaOf, indexBytes, mb, sampleMemory } from "./index-memory";
import { buildIndex, NEAR_SHARE, RADIUS_MILES, timeBestMatches } from "./memory-ranking";
import { createBenchDatabase, loadUsers, makeUsers } from "./pg-load";
import { timeRadiusSearch } from "./radius-search";
import { timeSqlBestMatches } from "./sql-ranking";
import { rng } from "./synthetic-users";

const STEPS = ["a", "b", "c", "d", "e", "f", "g"] as const;
type Step = (typeof STEPS)[number];
const chosen = new Set(
  (process.env.BENCH_STEPS ?? STEPS.join(","))
    .split(",")
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean),
);
for (const s of chosen) if (!STEPS.includes(s as Step)) throw new Error(`BENCH_STEPS: unknown step ${s}`);
const runs = (s: Step) => chosen.has(s);

const largest = Number(process.env.BENCH_USERS ?? 1_000_000);
const sqlUsers = Math.min(100_000, largest);
const serverUrl = process.env.BENCH_PG_URL ?? "postgres://postgres:postgres@127.0.0.1:5432/postgres";
const redisUrl = process.env.BENCH_REDIS_URL ?? "redis://127.0.0.1:6379";
const searchSeconds = Number(process.env.BENCH_SEARCH_SECONDS ?? 10);
const connectionsList = [1, 10, 50];
const log = (line: string) => console.log(line);
const fmt = (ms: number) => `${ms.toFixed(1)} ms`;
const count = (n: number) => n.toLocaleString("en-US");

log(
  `matching benchmarks: steps ${[...chosen].sort().join(",")}; in memory at ${count(largest)} users, PostgreSQL at ${count(sqlUsers)}`,
);

/** (e), (a), (g) and (f)'s snapshot part share one index of `largest` people, built once. */
function inMemorySteps() {
  const before = sampleMemory();
  const t0 = performance.now();
  const index = buildIndex(largest, { people: true });
  const built = performance.now() - t0;
  const after = sampleMemory();
  const label = `${count(largest)} users`;
  if (runs("e")) {
    const d = deltaOf(before, after);
    const own = indexBytes(index);
    log(`(e) memory of the whole index at ${label} (built in ${(built / 1000).toFixed(1)} s)`);
    log(
      `    ${mb(d.heapUsed + d.external)} live after GC: JS heap +${mb(d.heapUsed)} (ids, id map, bucket lists), off-heap +${mb(d.external)} (typed arrays, WebAssembly memory); process RSS +${mb(d.rss)}`,
    );
    log(
      `    index's own count ${mb(own.total)}: column planes (WebAssembly memory) ${mb(own.planes)}, directory ${mb(own.directory)}, people columns ${mb(own.peopleColumns)}, area buckets ≈${mb(own.cells)}`,
    );
  }
  if (runs("a")) {
    log("(a) best-match top 50, in memory, one thread (median of 7)");
    if (largest > 100_000) reportBestMatches(buildIndex(100_000), 100_000);
    reportBestMatches(index, largest);
  }
  if (runs("g")) {
    log(
      `(g) search, ${RADIUS_MILES}-mile radius around Nashville among ${label} (${NEAR_SHARE * 100}% placed within it), in memory, one client, first page uncached (SearchCache miss + describe + matched-on)`,
    );
    for (const sort of ["nearest", "best"] as const) {
      const f = timeRadiusSearch(index, RADIUS_MILES, sort, 100);
      log(
        `    sort=${sort}: p50 ${fmt(f.p50)}, p95 ${fmt(f.p95)}, max ${fmt(f.max)} over ${f.searches} searches (${count(f.inRadius)} listed in radius, ${count(f.candidates)} candidates a search after filters)`,
      );
    }
  }
  if (runs("f")) {
    const s = snapshotRoundTrip(index);
    log(`(f) cold start from a snapshot at ${label}, in memory (no database): real snapshot writer and loader`);
    log(
      `    ${mb(s.bytes)} file written in ${fmt(s.writeMs)}; read back through readSnapshot in ${fmt(s.readMs)} (file in the page cache), ${count(s.people)} people`,
    );
  }
}

function reportBestMatches(index: AnswerIndex, n: number) {
  const { ms, min } = timeBestMatches(index, "user-0", 7);
  log(`    ${count(n)} users: ${fmt(ms)}, fastest ${fmt(min)} (user-0 answered ${index.answersOf("user-0").size})`);
}

function reportHttp(prefix: string, figures: HttpFigures[]) {
  for (const f of figures) {
    log(
      `    ${prefix}${f.connections} connection(s): ${(f.requests / searchSeconds).toFixed(0)} searches/s, p50 ${fmt(f.p50)}, p95 ${fmt(f.p95)} over ${count(f.requests)} requests (${count(f.total)} candidates)`,
    );
  }
}

async function postgresSteps() {
  const users = makeUsers(sqlUsers, rng(42));
  const db = await createBenchDatabase(serverUrl);
  try {
    const t0 = performance.now();
    const phases = await loadUsers(db.url, users);
    const rows = users.reduce((sum, u) => sum + u.answers.length, 0);
    const parts = Object.entries(phases)
      .map(([phase, ms]) => `${phase} ${(ms / 1000).toFixed(1)} s`)
      .join(", ");
    log(
      `PostgreSQL: loaded ${count(sqlUsers)} users, ${count(rows)} answers into ${db.name} in ${fmt(performance.now() - t0)} (${parts})`,
    );
    const viewer = users[0]!;
    if (runs("b")) {
      const index = new AnswerIndex();
      for (const u of users) for (const a of u.answers) index.setAnswer(u.id, a.questionId, a.response);
      const memory = timeBestMatches(index, viewer.id, 7);
      const sql = await timeSqlBestMatches(db.url, viewer.id, 3);
      log(
        `(b) same ranking at ${count(sqlUsers)} users: SQL join ${fmt(sql.ms)} vs packed index ${fmt(memory.ms)} → ${(sql.ms / memory.ms).toFixed(0)}× (median of 3 / 7; target ≥ 500×)`,
      );
      // Equal ranks may order differently (numeric vs float), so compare the kept (score, common) multisets.
      const mine = bestMatches(index, viewer.id, 50)
        .map((m) => `${m.score}/${m.common}`)
        .sort();
      const theirs = sql.rows.map((r) => `${Number(r.score)}/${Number(r.common)}`).sort();
      log(`    top-50 (score, common) agree with SQL: ${JSON.stringify(mine) === JSON.stringify(theirs)}`);
    }
    if (runs("c")) {
      const { startMs, figures } = await benchSearch(db.url, viewer.phone, connectionsList, searchSeconds);
      log(
        `(c) GET /api/search on the real server in this process, PostgreSQL, ${count(sqlUsers)} users near Nashville (index loaded in ${fmt(startMs)}), ${searchSeconds} s per step`,
      );
      reportHttp("", figures);
    }
    if (runs("d")) {
      log(
        `(d) GET /api/search with 1 and 2 workers (main.ts in a child process, node:cluster, Redis), ${count(sqlUsers)} users, ${searchSeconds} s per step`,
      );
      for (const workers of [1, 2]) {
        const run = await benchSearchWorkers(db.url, redisUrl, workers, viewer.phone, connectionsList, searchSeconds);
        reportHttp(`WORKERS=${workers}, `, run.figures);
      }
    }
    // Last: it changes some answers in the database, which (b) compares against.
    if (runs("f")) {
      const changed = Math.min(1000, sqlUsers);
      const r = await restartOnPostgres(db.url, changed);
      log(`(f) cold start of the real server (buildApp until ready) at ${count(sqlUsers)} users on PostgreSQL`);
      log(
        `    without a snapshot: ready in ${fmt(r.full.readyMs)} (index from the ${r.full.source} in ${fmt(r.full.indexMs)})`,
      );
      log(
        `    with the snapshot it wrote on close (${mb(r.snapshotBytes)}), after ${count(changed)} people changed an answer: ready in ${fmt(r.withSnapshot.readyMs)} (index from the ${r.withSnapshot.source} in ${fmt(r.withSnapshot.indexMs)}, ${count(r.withSnapshot.replayed)} replayed${r.withSnapshot.fallback ? `; snapshot not used: ${r.withSnapshot.fallback}` : ""})`,
      );
    }
  } finally {
    await db.drop();
  }
}

if (["a", "e", "f", "g"].some((s) => runs(s as Step))) inMemorySteps();
if (["b", "c", "d", "f"].some((s) => runs(s as Step))) await postgresSteps();
