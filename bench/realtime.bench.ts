/**
 * Realtime benchmark (see bench/README.md): matched pairs with a socket each, messages through
 * POST /api/messages at a steady rate, each timed from the send to the other person's socket.
 * On the embedded database, on PostgreSQL, and on two instances over Redis; then GET /api/conversations
 * for someone with 200 conversations.
 */
import http from "node:http";
import WebSocket from "ws";
import { createBenchDatabase } from "./pg-load";
import { type BenchServer, startServer } from "./realtime-servers";

const PAIRS = Number(process.env.BENCH_PAIRS ?? 1000);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 40_000);
const RATE = Number(process.env.BENCH_RATE ?? 1000);
/** Rates tried, each for BENCH_STEP_SECONDS, to find the highest with p99 ≤ 50 ms. */
const LADDER = (process.env.BENCH_LADDER ?? "250,500,1000,1500,2000").split(",").map(Number);
const STEP_SECONDS = Number(process.env.BENCH_STEP_SECONDS ?? 10);
const SETUPS = (process.env.BENCH_SETUPS ?? "embedded,postgres,redis").split(",");
const PG = process.env.BENCH_PG_URL ?? "postgres://postgres:postgres@127.0.0.1:5432/postgres";
const REDIS = process.env.BENCH_REDIS_URL ?? "redis://127.0.0.1:6379";
const P99_TARGET_MS = 50;

const log = (line: string) => console.log(line);
const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

interface Person {
  id: string;
  cookie: string;
}

async function post(base: string, url: string, body: object, cookie?: string, method = "POST") {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return res;
}

/** Sends go over a bounded pool of kept-alive connections, as a load balancer's would. */
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
function send(base: string, body: object, cookie: string): Promise<void> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${base}/api/messages`,
      {
        method: "POST",
        agent,
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(payload), cookie },
      },
      (res) => {
        res.resume();
        res.on("end", () => (res.statusCode === 201 ? resolve() : reject(new Error(`status ${res.statusCode}`))));
      },
    );
    req.on("error", reject);
    req.end(payload);
  });
}

let phoneSeq = 0;
async function signUp(base: string): Promise<Person> {
  const n = phoneSeq++;
  const phone = `+1615${200 + Math.floor(n / 10_000)}${String(n % 10_000).padStart(4, "0")}`;
  const { devOtp } = (await (await post(base, "/api/auth/send-otp", { phone })).json()) as { devOtp: string };
  const verified = await post(base, "/api/auth/verify-otp", { phone, otp: devOtp });
  const cookie = (verified.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  const { id } = (await verified.json()) as { id: string };
  // Only adults with a name may match and chat (the adults-with-a-profile rule).
  await post(base, `/api/profiles/${id}`, { name: `Bench ${n}`, age: 30 }, cookie, "PATCH");
  return { id, cookie };
}

async function inBatches<T, R>(items: T[], size: number, run: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += size) out.push(...(await Promise.all(items.slice(i, i + size).map(run))));
  return out;
}

async function match(base: string, a: Person, b: Person) {
  await post(base, "/api/match-requests", { fromUserId: a.id, toUserId: b.id }, a.cookie);
  await post(base, "/api/match-requests", { fromUserId: b.id, toUserId: a.id }, b.cookie);
}

/** Receivers' sockets: every message event to its receiver is timed against its send. */
function openSockets(base: string, people: Person[], onMessage: (id: string, me: string) => void) {
  return inBatches(people, 100, async (p) => {
    const ws = new WebSocket(`${base.replace(/^http/, "ws")}/api/ws`, { headers: { cookie: p.cookie } });
    await new Promise<void>((resolve, reject) => {
      ws.on("message", (data) => {
        const event = JSON.parse(String(data)) as {
          type: string;
          message?: { id: string; receiverId: string; content: string };
        };
        if (event.type === "ready") resolve();
        else if (event.type === "message" && event.message?.receiverId === p.id) onMessage(event.message.content, p.id);
      });
      ws.once("error", reject);
    });
    return ws;
  });
}

interface RunFigures {
  sent: number;
  delivered: number;
  duplicates: number;
  failed: number;
  p50: number;
  p99: number;
}

/** Sends `count` messages at `rate` per second round the pairs; waits for stragglers up to 5 s. */
async function run(
  sendBase: () => string,
  pairs: Array<[Person, Person]>,
  count: number,
  rate: number,
  received: Map<string, number[]>,
  tag: string,
): Promise<RunFigures> {
  const sentAt = new Map<string, number>();
  let failed = 0;
  const start = performance.now();
  const inflight: Promise<void>[] = [];
  for (let k = 0; k < count; k++) {
    const due = start + (k * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    const [a, b] = pairs[k % pairs.length] as [Person, Person];
    const [from, to] = Math.floor(k / pairs.length) % 2 === 0 ? [a, b] : [b, a];
    const content = `${tag}-${k}`;
    sentAt.set(content, performance.now());
    inflight.push(
      send(sendBase(), { senderId: from.id, receiverId: to.id, content }, from.cookie).catch((error: unknown) => {
        if (failed === 0) log(`    first failed send: ${error instanceof Error ? error.message : String(error)}`);
        failed += 1;
      }),
    );
    if (inflight.length > 2000) await Promise.all(inflight.splice(0, 1000));
  }
  await Promise.all(inflight);
  const deadline = performance.now() + 5000;
  const deliveredCount = () => [...sentAt.keys()].filter((c) => received.has(c)).length;
  while (deliveredCount() < count - failed && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const latencies: number[] = [];
  let duplicates = 0;
  for (const [content, at] of sentAt) {
    const times = received.get(content);
    if (!times) continue;
    latencies.push((times[0] ?? at) - at);
    duplicates += times.length - 1;
  }
  latencies.sort((x, y) => x - y);
  return {
    sent: count,
    delivered: latencies.length,
    duplicates,
    failed,
    p50: pct(latencies, 0.5),
    p99: pct(latencies, 0.99),
  };
}

const ms = (n: number) => `${n.toFixed(1)} ms`;

async function benchSetup(name: string, servers: BenchServer[]) {
  const [first, second] = servers as [BenchServer, BenchServer | undefined];
  // With two instances: everyone signs in and listens on B, and every message is sent through A.
  const listenBase = (second ?? first).base;
  const people = await inBatches(
    Array.from({ length: PAIRS * 2 }, (_, i) => i),
    20,
    () => signUp(first.base),
  );
  const pairs: Array<[Person, Person]> = [];
  for (let i = 0; i < PAIRS; i++) pairs.push([people[2 * i] as Person, people[2 * i + 1] as Person]);
  await inBatches(pairs, 20, ([a, b]) => match(first.base, a, b));
  const received = new Map<string, number[]>();
  const sockets = await openSockets(listenBase, people, (content) => {
    const now = performance.now();
    const list = received.get(content);
    if (list) list.push(now);
    else received.set(content, [now]);
  });
  log(
    `${name}: ${people.length} sockets open in ${PAIRS} matched pairs${second ? " (sockets on B, sends through A)" : ""}`,
  );
  const main = await run(() => first.base, pairs, MESSAGES, RATE, received, `${name}-main`);
  const rss = servers.map((s) => `${s.rssMb().toFixed(0)} MB`).join(" + ");
  log(
    `    ${main.sent.toLocaleString("en-US")} sent at ${RATE}/s: delivered ${main.delivered.toLocaleString("en-US")}, duplicates ${main.duplicates}, failed sends ${main.failed}, latency p50 ${ms(main.p50)} p99 ${ms(main.p99)}, server memory ${rss}`,
  );
  let best = 0;
  for (const rate of LADDER) {
    const step = await run(() => first.base, pairs, rate * STEP_SECONDS, rate, received, `${name}-${rate}`);
    const ok = step.p99 <= P99_TARGET_MS && step.delivered === step.sent - step.failed && step.failed === 0;
    log(
      `    ${rate}/s for ${STEP_SECONDS} s: p50 ${ms(step.p50)} p99 ${ms(step.p99)}, delivered ${step.delivered}/${step.sent}${ok ? "" : "  ✗"}`,
    );
    if (!ok) break;
    best = rate;
  }
  log(
    `    highest steady rate with p99 ≤ ${P99_TARGET_MS} ms (of ${LADDER.join(", ")}): ${best ? `${best}/s` : "none"}`,
  );
  for (const ws of sockets) ws.close();
}

async function benchConversations(server: BenchServer) {
  const [me, ...others] = await inBatches(
    Array.from({ length: 201 }, (_, i) => i),
    20,
    () => signUp(server.base),
  );
  if (!me) throw new Error("no one signed up");
  await inBatches(others, 20, async (other) => {
    await match(server.base, me, other);
    await post(server.base, "/api/messages", { senderId: other.id, receiverId: me.id, content: "hello" }, other.cookie);
  });
  const latencies: number[] = [];
  for (let i = 0; i < 300; i++) {
    const t0 = performance.now();
    const res = await fetch(`${server.base}/api/conversations?limit=50`, { headers: { cookie: me.cookie } });
    await res.arrayBuffer();
    if (i >= 20) latencies.push(performance.now() - t0);
  }
  latencies.sort((a, b) => a - b);
  log(
    `    GET /api/conversations, 200 conversations, first page of 50: p50 ${ms(pct(latencies, 0.5))} p95 ${ms(pct(latencies, 0.95))} (${latencies.length} requests)`,
  );
}

log(
  `realtime benchmark: ${PAIRS} pairs, ${MESSAGES.toLocaleString("en-US")} messages at ${RATE}/s (ladder ${LADDER.join(", ")} × ${STEP_SECONDS} s)`,
);
for (const setup of SETUPS) {
  if (setup === "embedded") {
    const server = await startServer(3290, {});
    try {
      await benchSetup("embedded (PGlite)", [server]);
      await benchConversations(server);
    } finally {
      await server.stop();
    }
  } else {
    const db = await createBenchDatabase(PG);
    const servers: BenchServer[] = [];
    try {
      const env: Record<string, string> = { DATABASE_URL: db.url, ...(setup === "redis" ? { REDIS_URL: REDIS } : {}) };
      servers.push(await startServer(3291, env));
      if (setup === "redis") servers.push(await startServer(3292, env));
      await benchSetup(setup === "redis" ? "two instances, PostgreSQL + Redis" : "PostgreSQL", servers);
      if (setup === "postgres") await benchConversations(servers[0] as BenchServer);
    } finally {
      for (const s of servers) await s.stop();
      await db.drop();
    }
  }
}
