/**
 * Matching benchmarks (see bench/README.md). BENCH_USERS scales the largest run down for a quick check.
 *   (a) best-match top 50 in memory for one user against 100k and BENCH_USERS (default 1M), one thread
 *   (b) the same ranking as a SQL join on PostgreSQL at 100k users, and the ratio
 *   (c) GET /api/search p50/p95 through the real server on that database
 *   (d) the same with WORKERS=1 and WORKERS=2 (main.ts in a child process, node:cluster, Redis at
 *       BENCH_REDIS_URL) at 10 and 50 connections: requests a second and p50/p95
 */
import { AnswerIndex } from "../apps/server/src/modules/matching/answer-index";
import { bestMatches } from "../apps/server/src/modules/matching/best-matches";
import { benchSearch, benchSearchWorkers } from "./http-search";
import { buildIndex, timeBestMatches } from "./memory-ranking";
import { createBenchDatabase, loadUsers, makeUsers } from "./pg-load";
import { timeSqlBestMatches } from "./sql-ranking";
import { rng } from "./synthetic-users";

const largest = Number(process.env.BENCH_USERS ?? 1_000_000);
const sqlUsers = Math.min(100_000, largest);
const serverUrl = process.env.BENCH_PG_URL ?? "postgres://postgres:postgres@127.0.0.1:5432/postgres";
const redisUrl = process.env.BENCH_REDIS_URL ?? "redis://127.0.0.1:6379";
const searchSeconds = 10;
const log = (line: string) => console.log(line);
const fmt = (ms: number) => `${ms.toFixed(1)} ms`;

async function partA() {
  log("(a) best-match top 50, in memory, one thread (median of 7)");
  for (const n of [...new Set([Math.min(100_000, largest), largest])]) {
    const t0 = performance.now();
    const index = buildIndex(n);
    const built = performance.now() - t0;
    const { ms, min } = timeBestMatches(index, "user-0", 7);
    const mb = index.answers.bytes / 1e6;
    log(
      `    ${n.toLocaleString("en-US")} users: ${fmt(ms)}, fastest ${fmt(min)} (user-0 answered ${index.answersOf("user-0").size}; built in ${fmt(built)}; ${mb.toFixed(0)} MB answers: column planes + directory)`,
    );
  }
}

async function partsBC() {
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
      `    loaded ${sqlUsers.toLocaleString("en-US")} users, ${rows.toLocaleString("en-US")} answers into ${db.name} in ${fmt(performance.now() - t0)} (${parts})`,
    );
    const viewer = users[0]!;
    const index = new AnswerIndex();
    for (const u of users) for (const a of u.answers) index.setAnswer(u.id, a.questionId, a.response);
    const memory = timeBestMatches(index, viewer.id, 7);
    const sql = await timeSqlBestMatches(db.url, viewer.id, 3);
    log(
      `(b) same ranking at ${sqlUsers.toLocaleString("en-US")} users: SQL join ${fmt(sql.ms)} vs packed index ${fmt(memory.ms)} → ${(sql.ms / memory.ms).toFixed(0)}× (median of 3 / 7)`,
    );
    // Equal ranks may order differently (numeric vs float), so compare the kept (score, common) multisets.
    const mine = bestMatches(index, viewer.id, 50)
      .map((m) => `${m.score}/${m.common}`)
      .sort();
    const theirs = sql.rows.map((r) => `${Number(r.score)}/${Number(r.common)}`).sort();
    log(`    top-50 (score, common) agree with SQL: ${JSON.stringify(mine) === JSON.stringify(theirs)}`);
    const { startMs, figures } = await benchSearch(db.url, viewer.phone, [1, 10], 10);
    log(
      `(c) GET /api/search on the real server, PostgreSQL, ${sqlUsers.toLocaleString("en-US")} users near Nashville (index loaded in ${fmt(startMs)})`,
    );
    for (const f of figures) {
      log(
        `    ${f.connections} connection(s): p50 ${fmt(f.p50)}, p95 ${fmt(f.p95)} over ${f.requests} requests (${f.total} candidates)`,
      );
    }
    log(`(d) GET /api/search with 1 and 2 workers (node:cluster, Redis), ${searchSeconds} s per step`);
    for (const workers of [1, 2]) {
      const run = await benchSearchWorkers(db.url, redisUrl, workers, viewer.phone, [10, 50], searchSeconds);
      for (const f of run.figures) {
        log(
          `    WORKERS=${workers}, ${f.connections} connections: ${(f.requests / searchSeconds).toFixed(0)} searches/s, p50 ${fmt(f.p50)}, p95 ${fmt(f.p95)}`,
        );
      }
    }
  } finally {
    await db.drop();
  }
}

await partA();
await partsBC();
