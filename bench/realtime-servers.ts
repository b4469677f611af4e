import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** A server in a child process, as `npm start` runs it, so its memory and event loop are its own. */
export interface BenchServer {
  base: string;
  rssMb(): number;
  stop(): Promise<void>;
}

const root = path.resolve(import.meta.dirname, "..");

/** `BENCH_CPU_PROF=<dir>`: each server writes a V8 CPU profile there on exit (open it in Chrome's DevTools). */
function profileFlags(): string[] {
  const dir = process.env.BENCH_CPU_PROF;
  return dir ? ["--cpu-prof", `--cpu-prof-dir=${path.resolve(dir)}`] : [];
}

export async function startServer(port: number, env: Record<string, string>): Promise<BenchServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "down-bench-rt-"));
  const child: ChildProcess = spawn(
    process.execPath,
    [...profileFlags(), "--import", "tsx", "apps/server/src/main.ts"],
    {
      cwd: root,
      stdio: ["ignore", "ignore", "inherit"],
      env: {
        ...process.env,
        // Per-request logging off (NODE_ENV=test), like a production log level above info.
        NODE_ENV: "test",
        HOST: "127.0.0.1",
        PORT: String(port),
        DATA_DIR: dataDir,
        DEMO_SEED: "0",
        MATCHING_SNAPSHOT: "off",
        API_RATE_LIMIT_PER_MINUTE: "100000000",
        OTP_SEND_PER_IP_PER_HOUR: "100000000",
        OTP_SEND_PER_PHONE_PER_HOUR: "1000",
        OTP_RESEND_COOLDOWN_SECONDS: "0",
        // The benchmark is one sender per pair at up to hundreds of messages a minute: caps out of the way.
        MESSAGES_PER_MINUTE: "100000000",
        NEW_CONVERSATIONS_PER_DAY: "100000000",
        // One process per server (WORKERS defaults to one per core with PostgreSQL and Redis): what is measured
        // here is an instance, and the two-instance setup is two of them.
        WORKERS: "1",
        ...env,
      },
    },
  );
  const base = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    if (child.exitCode !== null) throw new Error(`server on ${port} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {}
    if (tries > 600) throw new Error(`server on ${port} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    base,
    rssMb() {
      const status = readFileSync(`/proc/${child.pid}/status`, "utf8");
      return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
    },
    async stop() {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
