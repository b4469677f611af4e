/**
 * `node --cpu-prof` for a process started through NODE_OPTIONS, which Node 20 refuses for --cpu-prof
 * itself: `NODE_OPTIONS="--import ./bench/cpu-prof-preload.mjs"` with CPU_PROF_DIR set starts V8's
 * sampling profiler in this process (cluster workers included) and writes
 * CPU_PROF_DIR/<pid>.cpuprofile on exit. The in-process inspector session answers synchronously, so the
 * 'exit' handler can still write it. Used by bench/api-load.bench.ts (BENCH_CPU_PROF).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { Session } from "node:inspector";
import path from "node:path";

const dir = process.env.CPU_PROF_DIR;
if (dir) {
  const session = new Session();
  session.connect();
  session.post("Profiler.enable");
  session.post("Profiler.setSamplingInterval", { interval: 1000 });
  session.post("Profiler.start");
  process.on("exit", () => {
    session.post("Profiler.stop", (error, result) => {
      if (error) return;
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, `${process.pid}.cpuprofile`), JSON.stringify(result.profile));
    });
  });
}
