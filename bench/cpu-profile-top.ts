/**
 * Summarises V8 `.cpuprofile` files (from `node --cpu-prof`, e.g. the API load bench's BENCH_CPU_PROF):
 * self time by function, and by where the code lives (a package under node_modules, the app's own file, or
 * V8's own buckets such as (garbage collector) and (program)), top BENCH_TOP of each (default 25).
 * BENCH_LAST_SECONDS=n counts only each profile's last n seconds (a bench's measured window, not the
 * start-up before it); BENCH_CALLERS=regex also prints the call stacks (BENCH_CALLER_DEPTH frames up, default 4) under which the
 * matching functions spent their self time.
 *
 *   npx tsx bench/cpu-profile-top.ts /tmp/prof/postgres/*.cpuprofile
 */
import { readFileSync } from "node:fs";

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: Node[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

const TOP = Number(process.env.BENCH_TOP ?? 25);
const LAST_US = process.env.BENCH_LAST_SECONDS ? Number(process.env.BENCH_LAST_SECONDS) * 1e6 : Infinity;
const CALLERS = process.env.BENCH_CALLERS ? new RegExp(process.env.BENCH_CALLERS) : undefined;
const DEPTH = Number(process.env.BENCH_CALLER_DEPTH ?? 4);
const files = process.argv.slice(2);
if (files.length === 0) throw new Error("usage: tsx bench/cpu-profile-top.ts file.cpuprofile…");

/** Where a function lives: node_modules/<package>, the repo's own path, node: internals, or V8's bucket. */
function place(url: string, name: string): string {
  if (!url) return name.startsWith("(") ? name : "(native)";
  const clean = url.replace(/^file:\/\//, "");
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(clean);
  if (pkg) return `npm ${pkg[1]}`;
  if (clean.startsWith("node:")) return clean;
  const own = /\/(apps|packages)\/(.*)$/.exec(clean);
  return own ? `${own[1]}/${own[2]}` : clean;
}

const byFunction = new Map<string, number>();
const byPlace = new Map<string, number>();
const byStack = new Map<string, number>();
let total = 0;
let wall = 0;
for (const file of files) {
  const profile = JSON.parse(readFileSync(file, "utf8")) as Profile;
  wall += Math.min(profile.endTime - profile.startTime, LAST_US) / 1000;
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const child of n.children ?? []) parent.set(child, n.id);
  // Sample times, to keep only the last LAST_US of the profile.
  const at: number[] = [];
  let t = profile.startTime;
  for (const delta of profile.timeDeltas) {
    t += delta;
    at.push(t);
  }
  const from = profile.endTime - LAST_US;
  profile.samples.forEach((id, i) => {
    const node = nodes.get(id);
    if (!node || (at[i] ?? 0) < from) return;
    const us = profile.timeDeltas[i] ?? 0;
    const { functionName, url, lineNumber } = node.callFrame;
    const where = place(url, functionName);
    const fn = `${functionName || "(anonymous)"}  ${where}${url ? `:${lineNumber + 1}` : ""}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + us);
    byPlace.set(where, (byPlace.get(where) ?? 0) + us);
    total += us;
    if (CALLERS?.test(fn)) {
      const frames: string[] = [];
      for (let up = parent.get(id); up !== undefined && frames.length < DEPTH; up = parent.get(up)) {
        const frame = nodes.get(up)?.callFrame;
        if (frame)
          frames.push(
            `${frame.functionName || "(anonymous)"} ${place(frame.url, frame.functionName)}:${frame.lineNumber + 1}`,
          );
      }
      const stack = `${fn}\n      < ${frames.join("\n      < ")}`;
      byStack.set(stack, (byStack.get(stack) ?? 0) + us);
    }
  });
}

const idle = (byPlace.get("(idle)") ?? 0) / 1000;
console.log(
  `${files.length} profile(s): ${(wall / 1000).toFixed(1)} s of wall time, ${(total / 1e6).toFixed(1)} s sampled, idle ${(idle / 1000).toFixed(1)} s`,
);
const busy = total - (byPlace.get("(idle)") ?? 0);
const table = (title: string, map: Map<string, number>) => {
  console.log(`\n${title} (share of non-idle samples)`);
  const rows = [...map].filter(([k]) => !k.startsWith("(idle)")).sort((a, b) => b[1] - a[1]);
  for (const [key, us] of rows.slice(0, TOP)) {
    console.log(`${((100 * us) / busy).toFixed(1).padStart(5)}%  ${(us / 1000).toFixed(0).padStart(7)} ms  ${key}`);
  }
};
table("self time by place", byPlace);
table("self time by function", byFunction);
if (CALLERS) table(`self time of ${CALLERS} by caller`, byStack);
