/**
 * The API at 50 clients (issue 28, item 3; bench/README.md "The API at 50 clients"): the demo town (240
 * people near Nashville, with their answers, matches and dates) on a server started as `npm start` starts
 * it, then 25 clients searching and 25 messaging at once, each a closed loop on its own kept-alive
 * connection (the next request leaves when the last answer is in, no think time), for BENCH_SECONDS after a
 * warm-up. Prints requests a second and p50/p95/p99 for the mix and for each kind of call, with 0 errors
 * as part of the target. Setups: the embedded database (one process owns PGlite), PostgreSQL in one
 * process, and PostgreSQL with WORKERS processes sharing the port over Redis.
 *
 * BENCH_CPU_PROF=dir profiles each server's processes into dir/<setup> (a profile per process, written on
 * exit; bench/cpu-prof-preload.mjs); `tsx bench/cpu-profile-top.ts dir/<setup>/*.cpuprofile` summarises them.
 */

import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { openDatabase } from "../apps/server/src/db/client";
import { DEMO_USER_COUNT, seedDemoData } from "../apps/server/src/seed/demo-seed";
import { demoPhone } from "../apps/server/src/seed/demo-users";
import { createBenchDatabase } from "./pg-load";
import { type BenchServer, startServer } from "./realtime-servers";

const SEARCHERS = Number(process.env.BENCH_SEARCHERS ?? 25);
const MESSENGERS = Number(process.env.BENCH_MESSENGERS ?? 25);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const SETUPS = (process.env.BENCH_SETUPS ?? "embedded,postgres,workers").split(",");
const WORKERS = Number(process.env.BENCH_WORKERS ?? availableParallelism());
const PG = process.env.BENCH_PG_URL ?? "postgres://postgres:postgres@127.0.0.1:5432/postgres";
const REDIS = process.env.BENCH_REDIS_URL ?? "redis://127.0.0.1:6379";
const PORT = Number(process.env.BENCH_PORT ?? 4318);
const CPU_PROF = process.env.BENCH_CPU_PROF;
/**
 * The servers run as `npm run dev` would (NODE_ENV=development: codes on screen, request logging on as in
 * production, replies' schema check sampled as in production), not as the other benches' NODE_ENV=test
 * (no logging, every reply checked), unless BENCH_NODE_ENV says otherwise.
 */
const NODE_ENV = process.env.BENCH_NODE_ENV ?? "development";
/** Issue 28's targets for the mix's p95. */
const TARGET_MS = { embedded: 250, postgres: 100 } as const;

const log = (line: string) => console.log(line);
const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
const ms = (n: number) => `${n.toFixed(1)} ms`;

interface Client {
  id: string;
  cookie: string;
  agent: http.Agent;
}

interface Answer {
  status: number;
  body: string;
}

/** One request on the client's own connection; resolves with the status and the whole body. */
function request(base: string, client: Client, method: string, url: string, body?: object): Promise<Answer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${base}${url}`,
      {
        method,
        agent: client.agent,
        headers: {
          cookie: client.cookie,
          ...(payload === undefined
            ? {}
            : { "content-type": "application/json", "content-length": Buffer.byteLength(payload) }),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }));
      },
    );
    req.on("error", reject);
    req.end(payload);
  });
}

async function signIn(base: string, phone: string): Promise<Client> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const anonymous: Client = { id: "", cookie: "", agent };
  const sent = await request(base, anonymous, "POST", "/api/auth/send-otp", { phone });
  if (sent.status !== 200) throw new Error(`send-otp ${phone}: ${sent.status} ${sent.body}`);
  const { devOtp } = JSON.parse(sent.body) as { devOtp: string };
  const verified = await fetch(`${base}/api/auth/verify-otp`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ phone, otp: devOtp }),
  });
  if (!verified.ok) throw new Error(`verify-otp ${phone}: ${verified.status} ${await verified.text()}`);
  const cookie = (verified.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  const { id } = (await verified.json()) as { id: string };
  return { id, cookie, agent };
}

/** Each messenger is matched with the next two round the ring (already-matched demo pairs answer 409). */
async function matchRing(base: string, messengers: Client[]): Promise<Map<string, string[]>> {
  const partners = new Map<string, string[]>(messengers.map((m) => [m.id, []]));
  for (let i = 0; i < messengers.length; i++) {
    for (const step of [1, 2]) {
      const a = messengers[i] as Client;
      const b = messengers[(i + step) % messengers.length] as Client;
      if (a.id === b.id) continue;
      for (const [from, to] of [
        [a, b],
        [b, a],
      ] as const) {
        const res = await request(base, from, "POST", "/api/match-requests", { fromUserId: from.id, toUserId: to.id });
        if (res.status >= 300 && res.status !== 409) throw new Error(`match-requests: ${res.status} ${res.body}`);
      }
      partners.get(a.id)?.push(b.id);
      partners.get(b.id)?.push(a.id);
    }
  }
  return partners;
}

type Kind = "search" | "conversations" | "send";

interface Recorder {
  measuring: boolean;
  latencies: Record<Kind, number[]>;
  errors: number;
  firstError?: string;
}

async function timed(recorder: Recorder, kind: Kind, call: () => Promise<Answer>): Promise<Answer> {
  const t0 = performance.now();
  const answer = await call();
  const took = performance.now() - t0;
  if (recorder.measuring) {
    if (answer.status >= 200 && answer.status < 300) recorder.latencies[kind].push(took);
    else {
      recorder.errors += 1;
      recorder.firstError ??= `${kind}: ${answer.status} ${answer.body.slice(0, 200)}`;
    }
  }
  return answer;
}

/** A searcher: the first page of a search, then its second page, alternating nearest and best. */
async function searchLoop(base: string, client: Client, recorder: Recorder, until: () => boolean) {
  for (let k = 0; !until(); k++) {
    const sort = k % 2 === 0 ? "nearest" : "best";
    const first = await timed(recorder, "search", () => request(base, client, "GET", `/api/search?sort=${sort}`));
    if (until() || first.status !== 200) continue;
    const { nextCursor } = JSON.parse(first.body) as { nextCursor: string | null };
    if (nextCursor) {
      await timed(recorder, "search", () =>
        request(base, client, "GET", `/api/search?sort=${sort}&cursor=${encodeURIComponent(nextCursor)}`),
      );
    }
  }
}

/** A messenger: the conversations list, then a line to one of its matches, round and round. */
async function messageLoop(base: string, client: Client, partners: string[], recorder: Recorder, until: () => boolean) {
  for (let k = 0; !until(); k++) {
    await timed(recorder, "conversations", () => request(base, client, "GET", "/api/conversations"));
    if (until()) break;
    const receiverId = partners[k % partners.length] as string;
    await timed(recorder, "send", () =>
      request(base, client, "POST", "/api/messages", {
        senderId: client.id,
        receiverId,
        content: `How is your week going? (${k})`,
      }),
    );
  }
}

/**
 * CPU seconds (user + system) of the server's processes so far: every process started with PORT=<PORT>
 * in its environment (the primary and its workers). On a shared machine the latencies move with the
 * neighbours' load; CPU per request moves much less, so before/after compare on it too.
 */
function serverCpuSeconds(): number {
  let ticks = 0;
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      const environ = readFileSync(`/proc/${pid}/environ`, "utf8").split("\0");
      if (!environ.includes(`PORT=${PORT}`) || !environ.includes("DEMO_SEED=0")) continue;
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      ticks += Number(fields[11]) + Number(fields[12]); // utime, stime (fields 14 and 15 of stat)
    } catch {
      // gone, or not ours to read
    }
  }
  return ticks / 100; // USER_HZ
}

interface Figures {
  cpuMsPerRequest: number;
  requests: number;
  perSecond: number;
  errors: number;
  firstError?: string;
  all: number[];
  byKind: Record<Kind, number[]>;
}

async function runMix(base: string): Promise<Figures> {
  // Demo people 0…49: the first SEARCHERS search, the rest message each other.
  const clients: Client[] = [];
  for (let i = 0; i < SEARCHERS + MESSENGERS; i++) clients.push(await signIn(base, demoPhone(i)));
  const searchers = clients.slice(0, SEARCHERS);
  const messengers = clients.slice(SEARCHERS);
  const partners = await matchRing(base, messengers);
  const recorder: Recorder = { measuring: false, latencies: { search: [], conversations: [], send: [] }, errors: 0 };
  let stop = false;
  const until = () => stop;
  const loops = [
    ...searchers.map((c) => searchLoop(base, c, recorder, until)),
    ...messengers.map((c) => messageLoop(base, c, partners.get(c.id) ?? [], recorder, until)),
  ];
  await new Promise((resolve) => setTimeout(resolve, WARMUP_SECONDS * 1000));
  recorder.measuring = true;
  const t0 = performance.now();
  const cpu0 = serverCpuSeconds();
  await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
  recorder.measuring = false;
  const cpu = serverCpuSeconds() - cpu0;
  const elapsed = (performance.now() - t0) / 1000;
  stop = true;
  await Promise.all(loops);
  for (const c of clients) c.agent.destroy();
  const all = [...recorder.latencies.search, ...recorder.latencies.conversations, ...recorder.latencies.send];
  all.sort((a, b) => a - b);
  for (const list of Object.values(recorder.latencies)) list.sort((a, b) => a - b);
  return {
    cpuMsPerRequest: (cpu * 1000) / Math.max(1, all.length),
    requests: all.length,
    perSecond: all.length / elapsed,
    errors: recorder.errors,
    firstError: recorder.firstError,
    all,
    byKind: recorder.latencies,
  };
}

function report(name: string, figures: Figures, target: number) {
  const line = (list: number[]) => `p50 ${ms(pct(list, 0.5))} p95 ${ms(pct(list, 0.95))} (${list.length})`;
  const p95 = pct(figures.all, 0.95);
  const ok = p95 <= target && figures.errors === 0;
  log(
    `${name}: ${SEARCHERS + MESSENGERS} clients (${SEARCHERS} searching, ${MESSENGERS} messaging), ${SECONDS} s after ${WARMUP_SECONDS} s warm-up`,
  );
  log(
    `    mix: ${figures.requests.toLocaleString("en-US")} requests, ${figures.perSecond.toFixed(0)}/s, p50 ${ms(pct(figures.all, 0.5))} p95 ${ms(p95)} p99 ${ms(pct(figures.all, 0.99))}, errors ${figures.errors}, server CPU ${figures.cpuMsPerRequest.toFixed(2)} ms a request  (target p95 ≤ ${target} ms, 0 errors: ${ok ? "met" : "NOT met"})`,
  );
  log(
    `    search ${line(figures.byKind.search)} · conversations ${line(figures.byKind.conversations)} · send ${line(figures.byKind.send)}`,
  );
  if (figures.firstError) log(`    first error: ${figures.firstError}`);
}

/** `--cpu-prof` for the server's processes when BENCH_CPU_PROF names a directory. */
function profiling(tag: string): Record<string, string> {
  if (!CPU_PROF) return {};
  // Node 20 refuses --cpu-prof in NODE_OPTIONS; the preload starts the same profiler from inside.
  const preload = path.join(import.meta.dirname, "cpu-prof-preload.mjs");
  return { NODE_OPTIONS: `--import ${preload}`, CPU_PROF_DIR: path.resolve(CPU_PROF, tag) };
}

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(", ");

log(
  `API load benchmark: the demo town (${DEMO_USER_COUNT} people), ${SEARCHERS} searching + ${MESSENGERS} messaging clients, closed loop, ${SECONDS} s, NODE_ENV=${NODE_ENV}; load average ${load()}`,
);
for (const setup of SETUPS) {
  let server: BenchServer | undefined;
  let cleanup = async () => {};
  try {
    if (setup === "embedded") {
      // Seeded here, then the server opens the same directory (DEMO_SEED=0: no living demo acting meanwhile).
      const dataDir = mkdtempSync(path.join(tmpdir(), "down-bench-api-"));
      const database = await openDatabase({ databaseUrl: undefined, dataDir });
      await database.migrate();
      await seedDemoData(database.db);
      await database.close();
      cleanup = async () => rmSync(dataDir, { recursive: true, force: true });
      server = await startServer(PORT, { NODE_ENV, DATA_DIR: dataDir, DEMO_SEED: "0", ...profiling(setup) });
    } else {
      const db = await createBenchDatabase(PG);
      cleanup = () => db.drop();
      const database = await openDatabase({ databaseUrl: db.url, dataDir: "." });
      await seedDemoData(database.db);
      await database.close();
      const workers = setup === "workers" ? WORKERS : 1;
      server = await startServer(PORT, {
        NODE_ENV,
        DATABASE_URL: db.url,
        DEMO_SEED: "0",
        WORKERS: String(workers),
        ...(setup === "workers" ? { REDIS_URL: REDIS } : {}),
        ...profiling(setup),
      });
      // With several workers the first to listen answers /api/health while the others still load their index.
      if (workers > 1) await new Promise((resolve) => setTimeout(resolve, 3000));
    }
    const name =
      setup === "embedded"
        ? "embedded (PGlite)"
        : setup === "postgres"
          ? "PostgreSQL, one process"
          : `PostgreSQL, WORKERS=${WORKERS} over Redis`;
    log(`  ${name}: load average before ${load()}`);
    const figures = await runMix(server.base);
    report(`  ${name}`, figures, setup === "embedded" ? TARGET_MS.embedded : TARGET_MS.postgres);
  } finally {
    await server?.stop();
    await cleanup();
  }
}
