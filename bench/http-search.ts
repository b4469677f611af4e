import autocannon from "autocannon";
import { buildApp } from "../apps/server/src/app";
import { loadConfig } from "../apps/server/src/config";
import { startServer } from "./realtime-servers";

export interface HttpFigures {
  connections: number;
  requests: number;
  p50: number;
  p95: number;
  total: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

/**
 * `main.ts` in a child process with WORKERS workers (node:cluster) on the bench database and Redis, measured
 * the same way. The first worker to listen answers /api/health; the others load the same index at the same
 * time, so the run waits as long again (at least 2 s) before measuring, or the first would take every request.
 */
export async function benchSearchWorkers(
  databaseUrl: string,
  redisUrl: string,
  workers: number,
  phone: string,
  connectionsList: number[],
  seconds: number,
) {
  const t0 = performance.now();
  const server = await startServer(BENCH_WORKERS_PORT, {
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    WORKERS: String(workers),
  });
  const startMs = performance.now() - t0;
  try {
    await new Promise((resolve) => setTimeout(resolve, Math.max(2000, startMs)));
    return { startMs, figures: await measure(server.base, phone, connectionsList, seconds) };
  } finally {
    await server.stop();
  }
}

const BENCH_WORKERS_PORT = 3917;

/** The real server (buildApp + listen) on the bench database, signed in through the dev OTP flow. */
export async function benchSearch(databaseUrl: string, phone: string, connectionsList: number[], seconds: number) {
  const config = loadConfig({
    NODE_ENV: "development",
    DATABASE_URL: databaseUrl,
    API_RATE_LIMIT_PER_MINUTE: "100000000",
    OTP_SEND_PER_IP_PER_HOUR: "1000",
    // The index's cold start is measured on its own (bench/cold-start.ts); no snapshot in the repo's ./data.
    MATCHING_SNAPSHOT: "off",
  });
  const t0 = performance.now();
  const app = await buildApp(config, { logger: false });
  const startMs = performance.now() - t0;
  const base = await app.listen({ host: "127.0.0.1", port: 0 });
  try {
    return { startMs, figures: await measure(base, phone, connectionsList, seconds) };
  } finally {
    await app.close();
  }
}

/** Signs in through the dev OTP flow, then runs autocannon against /api/search at each concurrency. */
async function measure(base: string, phone: string, connectionsList: number[], seconds: number) {
  const sent = await fetch(`${base}/api/auth/send-otp`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ phone }),
  });
  const { devOtp } = (await sent.json()) as { devOtp: string };
  const verified = await fetch(`${base}/api/auth/verify-otp`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ phone, otp: devOtp }),
  });
  const cookie = (verified.headers.get("set-cookie") ?? "").split(";")[0]!;
  const probe = (await (await fetch(`${base}/api/search`, { headers: { cookie } })).json()) as { total: number };
  const figures: HttpFigures[] = [];
  for (const connections of connectionsList) {
    const latencies: number[] = [];
    let failed = 0;
    await new Promise<void>((resolve, reject) => {
      const url = `${base}/api/search`;
      const instance = autocannon({ url, headers: { cookie }, connections, duration: seconds }, (error) =>
        error ? reject(error) : resolve(),
      );
      instance.on("response", (_client: unknown, status: number, _bytes: number, ms: number) => {
        if (status === 200) latencies.push(ms);
        else failed += 1;
      });
    });
    if (failed > 0) throw new Error(`${failed} searches failed`);
    latencies.sort((a, b) => a - b);
    figures.push({
      connections,
      requests: latencies.length,
      p50: percentile(latencies, 0.5),
      p95: percentile(latencies, 0.95),
      total: probe.total,
    });
  }
  return figures;
}
