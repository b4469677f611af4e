/**
 * Realtime benchmark (see bench/README.md): matched pairs with a socket each, messages sent up the sender's
 * socket with an acknowledgement (BENCH_SEND=socket, the web app's way while its socket is open) or through
 * POST /api/messages (BENCH_SEND=http) at a steady rate, each timed from the send to the other person's
 * socket. On the embedded database, on PostgreSQL, and on two instances over Redis; then a reconnect storm
 * (sockets dropped at once come back with the web app's backoff and jitter and their replay cursor while
 * messages keep coming), and GET /api/conversations for someone with 200 conversations.
 */
import { randomUUID } from "node:crypto";
import http from "node:http";
import WebSocket from "ws";
import { backoffDelay } from "../packages/common/src/backoff";
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
/** socket: each line up the sender's socket, answered by an ack after its commit; http: POST /api/messages. */
const SEND_MODE = process.env.BENCH_SEND === "http" ? "http" : "socket";
/** Sockets dropped at once in the reconnect storm (at most the number open; 0 skips it), and its send rate. */
const STORM_SOCKETS = Number(process.env.BENCH_STORM_SOCKETS ?? 1000);
const STORM_RATE = Number(process.env.BENCH_STORM_RATE ?? 200);
const STORM_TARGET_MS = 10_000;
/**
 * Every line is sent as if "Send anyway" had been chosen: the message check still reads each one, but a line
 * its model happens to flag ("PostgreSQL-main-717") is stored, not refused with 422 and counted as lost.
 */
const CONFIRMED = true;

const log = (line: string) => console.log(line);
const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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

/**
 * One person's socket, as the web app keeps it (apps/web/src/lib/realtime/reconnecting-socket.ts): it hears
 * message events, drops one whose id it already has (a replay's margin), remembers the newest message time as
 * its cursor for coming back, and sends lines answered by an ack.
 */
interface Conn {
  person: Person;
  base: string;
  ws: WebSocket | null;
  seen: Set<string>;
  lastAt: string | null;
  pending: Map<string, { resolve: () => void; reject: (error: Error) => void }>;
}

/** Message events a socket heard again and dropped by id (a replay's margin overlapping what it had). */
let repeatsDropped = 0;
/** Sockets the server closed, by close code (printed when any did: a run with them measures nothing). */
const serverCloses = new Map<number, number>();

function connect(conn: Conn, onMessage: (content: string, me: string) => void): Promise<WebSocket> {
  const query = conn.lastAt ? `?after=${encodeURIComponent(conn.lastAt)}` : "";
  const ws = new WebSocket(`${conn.base.replace(/^http/, "ws")}/api/ws${query}`, {
    headers: { cookie: conn.person.cookie },
  });
  return new Promise((resolve, reject) => {
    ws.on("message", (data) => {
      const text = String(data);
      if (text.startsWith('{"type":"ready"')) {
        conn.ws = ws;
        resolve(ws);
      } else if (text.startsWith('{"type":"message"')) {
        const { message } = JSON.parse(text) as {
          message: { id: string; receiverId: string; content: string; createdAt: string };
        };
        if (conn.seen.has(message.id)) {
          repeatsDropped += 1;
          return;
        }
        conn.seen.add(message.id);
        if (!conn.lastAt || message.createdAt > conn.lastAt) conn.lastAt = message.createdAt;
        if (message.receiverId === conn.person.id) onMessage(message.content, conn.person.id);
      } else if (text.startsWith('{"type":"ack"') || text.startsWith('{"type":"refused"')) {
        const event = JSON.parse(text) as { type: string; clientId: string; status?: number };
        const waiting = conn.pending.get(event.clientId);
        conn.pending.delete(event.clientId);
        if (event.type === "ack") waiting?.resolve();
        else waiting?.reject(new Error(`refused ${event.status}`));
      }
    });
    ws.once("error", reject);
    ws.once("close", (code) => {
      // Closed before it was ready (1011: the server could not subscribe it): the caller tries again.
      reject(new Error(`socket closed: ${code}`));
      if (conn.ws !== ws) return;
      conn.ws = null;
      serverCloses.set(code, (serverCloses.get(code) ?? 0) + 1);
      for (const waiting of conn.pending.values()) waiting.reject(new Error(`socket closed: ${code}`));
      conn.pending.clear();
    });
    ws.once("unexpected-response", (_req, res) => reject(new Error(`socket refused: ${res.statusCode}`)));
  });
}

function sendLine(conn: Conn, receiverId: string, content: string): Promise<void> {
  const clientId = randomUUID();
  const ws = conn.ws;
  if (!ws || ws.readyState !== WebSocket.OPEN) return Promise.reject(new Error("socket not open"));
  return new Promise((resolve, reject) => {
    conn.pending.set(clientId, { resolve, reject });
    ws.send(JSON.stringify({ type: "send", clientId, receiverId, content, confirmFlagged: CONFIRMED }));
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

type Sender = (from: Person, to: Person, content: string) => Promise<void>;

/** Sends `count` messages at `rate` per second round the pairs; waits for stragglers up to 5 s. */
async function run(
  sender: Sender,
  pairs: Array<[Person, Person]>,
  count: number,
  rate: number,
  received: Map<string, number[]>,
  tag: string,
): Promise<RunFigures> {
  const sentAt = new Map<string, number>();
  let failed = 0;
  // A client that falls behind its schedule must still yield, or its sockets answer no ping and hear nothing
  // while it catches up.
  const contents = Array.from({ length: count }, (_, k) => `${tag}-${k}`);
  const start = performance.now();
  const inflight: Promise<void>[] = [];
  for (let k = 0; k < count; k++) {
    const due = start + (k * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    else if (k % 20 === 0) await new Promise((resolve) => setImmediate(resolve));
    const [a, b] = pairs[k % pairs.length] as [Person, Person];
    const [from, to] = Math.floor(k / pairs.length) % 2 === 0 ? [a, b] : [b, a];
    const content = contents[k] as string;
    sentAt.set(content, performance.now());
    inflight.push(
      sender(from, to, content).catch((error: unknown) => {
        if (failed === 0) log(`    first failed send: ${error instanceof Error ? error.message : String(error)}`);
        failed += 1;
      }),
    );
    if (inflight.length > 2000) await Promise.all(inflight.splice(0, 1000));
  }
  await Promise.all(inflight);
  const deadline = performance.now() + 5000;
  const deliveredCount = () => [...sentAt.keys()].filter((c) => received.has(c)).length;
  while (deliveredCount() < count - failed && performance.now() < deadline) await sleep(50);
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

/**
 * The reconnect storm: `size` sockets are cut at once (no close frame, as when a proxy or the network drops
 * them) while lines keep arriving for their people through POST; each comes back as the web app does
 * (backoff with jitter from reconnecting-socket.ts, then the replay from its cursor). Prints how long until
 * all were back, and whether every line sent meanwhile reached its receiver's app once.
 */
async function storm(
  conns: Conn[],
  sendBase: string,
  pairs: Array<[Person, Person]>,
  received: Map<string, number[]>,
  onMessage: (content: string, me: string) => void,
  name: string,
) {
  const size = Math.min(STORM_SOCKETS, conns.length);
  if (size === 0) return;
  // Whole pairs, so both ends of each conversation are among the dropped.
  const dropped = conns.slice(0, size);
  const droppedIds = new Set(dropped.map((c) => c.person.id));
  const stormPairs = pairs.filter(([a, b]) => droppedIds.has(a.id) && droppedIds.has(b.id));
  const repeatsBefore = repeatsDropped;
  const http: Sender = (from, to, content) =>
    send(sendBase, { senderId: from.id, receiverId: to.id, content, confirmFlagged: CONFIRMED }, from.cookie);
  // Lines from a second before the drop to two seconds after it, at STORM_RATE.
  const seconds = 3;
  const sending = run(http, stormPairs, STORM_RATE * seconds, STORM_RATE, received, `${name}-storm`);
  await sleep(1000);
  const t0 = performance.now();
  for (const conn of dropped) {
    const ws = conn.ws;
    conn.ws = null;
    ws?.terminate();
  }
  const backAt: number[] = [];
  let attemptsTotal = 0;
  await Promise.all(
    dropped.map(async (conn) => {
      for (let attempt = 0; ; attempt++) {
        await sleep(backoffDelay(attempt));
        attemptsTotal += 1;
        try {
          await connect(conn, onMessage);
          backAt.push(performance.now() - t0);
          return;
        } catch {
          if (performance.now() - t0 > 60_000) return;
        }
      }
    }),
  );
  const sent = await sending;
  // `run` stops waiting 5 s after its last send; sockets still coming back then have not replayed yet, so the
  // lines are counted again once every socket is back (and has had 5 s to hear its replay).
  const contents = Array.from({ length: sent.sent }, (_, k) => `${name}-storm-${k}`);
  const deadline = performance.now() + 5000;
  const heard = () => contents.filter((c) => received.has(c)).length;
  while (heard() < sent.sent - sent.failed && performance.now() < deadline) await sleep(50);
  const duplicates = contents.reduce((n, c) => n + Math.max(0, (received.get(c)?.length ?? 0) - 1), 0);
  const figures = { ...sent, delivered: heard(), duplicates };
  backAt.sort((x, y) => x - y);
  const allBack = backAt.length === size ? (backAt.at(-1) ?? 0) : Number.POSITIVE_INFINITY;
  const lost = figures.sent - figures.failed - figures.delivered;
  const ok = allBack <= STORM_TARGET_MS && lost === 0 && figures.duplicates === 0 && figures.failed === 0;
  log(
    `    reconnect storm: ${size} sockets dropped at once, ${backAt.length} back (${attemptsTotal} attempts), p50 ${ms(pct(backAt, 0.5))}, all back in ${Number.isFinite(allBack) ? ms(allBack) : "never"}; ${figures.sent} lines sent meanwhile through POST (${STORM_RATE}/s): delivered ${figures.delivered}, lost ${lost}, doubled ${figures.duplicates}, failed sends ${figures.failed}; repeats the replay's margin sent and the client dropped by id: ${repeatsDropped - repeatsBefore}${ok ? "" : "  ✗"}`,
  );
}

async function benchSetup(name: string, servers: BenchServer[]) {
  const [first, second] = servers as [BenchServer, BenchServer | undefined];
  const people = await inBatches(
    Array.from({ length: PAIRS * 2 }, (_, i) => i),
    20,
    () => signUp(first.base),
  );
  const pairs: Array<[Person, Person]> = [];
  for (let i = 0; i < PAIRS; i++) pairs.push([people[2 * i] as Person, people[2 * i + 1] as Person]);
  await inBatches(pairs, 20, ([a, b]) => match(first.base, a, b));
  const received = new Map<string, number[]>();
  const onMessage = (content: string) => {
    const now = performance.now();
    const list = received.get(content);
    if (list) list.push(now);
    else received.set(content, [now]);
  };
  // Two instances: by POST, everyone listens on B and every send goes through A; by socket, each pair's first
  // person is on A and the second on B, so every line crosses from one instance to the other over Redis.
  const baseOf = (i: number) =>
    second ? (SEND_MODE === "socket" && i % 2 === 0 ? first.base : second.base) : first.base;
  const conns: Conn[] = people.map((person, i) => ({
    person,
    base: baseOf(i),
    ws: null,
    seen: new Set(),
    lastAt: null,
    pending: new Map(),
  }));
  await inBatches(conns, 100, (conn) => connect(conn, onMessage));
  const connOf = new Map(conns.map((c) => [c.person.id, c]));
  const sender: Sender =
    SEND_MODE === "socket"
      ? (from, to, content) => sendLine(connOf.get(from.id) as Conn, to.id, content)
      : (from, to, content) =>
          send(first.base, { senderId: from.id, receiverId: to.id, content, confirmFlagged: CONFIRMED }, from.cookie);
  log(
    `${name}: ${people.length} sockets open in ${PAIRS} matched pairs, lines sent by ${SEND_MODE === "socket" ? "socket (ack after commit)" : "POST /api/messages"}${second ? (SEND_MODE === "socket" ? " (one of each pair on A, the other on B)" : " (sockets on B, sends through A)") : ""}`,
  );
  const main = await run(sender, pairs, MESSAGES, RATE, received, `${name}-main`);
  const rss = servers.map((s) => `${s.rssMb().toFixed(0)} MB`).join(" + ");
  log(
    `    ${main.sent.toLocaleString("en-US")} sent at ${RATE}/s: delivered ${main.delivered.toLocaleString("en-US")}, duplicates ${main.duplicates}, failed sends ${main.failed}, latency p50 ${ms(main.p50)} p99 ${ms(main.p99)}, server memory ${rss}`,
  );
  let best = 0;
  for (const rate of LADDER) {
    const step = await run(sender, pairs, rate * STEP_SECONDS, rate, received, `${name}-${rate}`);
    const ok = step.p99 <= P99_TARGET_MS && step.delivered === step.sent - step.failed && step.failed === 0;
    log(
      `    ${rate}/s for ${STEP_SECONDS} s: p50 ${ms(step.p50)} p99 ${ms(step.p99)}, delivered ${step.delivered}/${step.sent}, duplicates ${step.duplicates}${ok ? "" : "  ✗"}`,
    );
    if (serverCloses.size > 0) log(`    sockets closed by the server: ${JSON.stringify([...serverCloses])}`);
    if (!ok) break;
    best = rate;
  }
  log(
    `    highest steady rate with p99 ≤ ${P99_TARGET_MS} ms (of ${LADDER.join(", ")}): ${best ? `${best}/s` : "none"}`,
  );
  await storm(conns, first.base, pairs, received, onMessage, name);
  for (const conn of conns) {
    // Closed by us: not one the server closed.
    const ws = conn.ws;
    conn.ws = null;
    ws?.close();
  }
}

async function benchConversations(server: BenchServer) {
  const [me, ...others] = await inBatches(
    Array.from({ length: 201 }, (_, i) => i),
    20,
    () => signUp(server.base),
  );
  if (!me) throw new Error("no one signed up");
  await inBatches(others, 20, async (other) => {
    // They ask and `me` matches back: with 8 of them waiting on a reply, a request of `me`'s own would be
    // refused ("Your turn", issue 26), a Match Back is not.
    await match(server.base, other, me);
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
  `realtime benchmark: ${PAIRS} pairs, ${MESSAGES.toLocaleString("en-US")} messages at ${RATE}/s (ladder ${LADDER.join(", ")} × ${STEP_SECONDS} s), lines by ${SEND_MODE}, storm of ${STORM_SOCKETS} sockets`,
);
for (const setup of SETUPS) {
  if (setup === "embedded") {
    const server = await startServer(3290, {});
    try {
      await benchSetup("embedded (PGlite)", [server]);
      if (process.env.BENCH_CONVERSATIONS !== "0") await benchConversations(server);
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
      if (setup === "postgres" && process.env.BENCH_CONVERSATIONS !== "0") {
        await benchConversations(servers[0] as BenchServer);
      }
    } finally {
      for (const s of servers) await s.stop();
      await db.drop();
    }
  }
}
