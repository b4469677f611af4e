// The long tasks a Lighthouse run left after the first paint, read from its trace, with what ran in them
// (bench:web prints them under its table). Lighthouse simulates a slower phone by multiplying each main-thread
// task's duration by the CPU factor; a task over 50 ms so multiplied blocks (Total Blocking Time).
//
// Each task is given twice: its wall-clock time, which is what Lighthouse multiplies and which stretches when
// other processes hold this VM's two cores, and the page's own CPU time in it (the trace's thread time), which
// does not. "TBT cpu" sums the blocking part of the second: what the app's code asks of the phone, the figure
// two builds can be compared by on a busy machine (bench/README.md, "Web").

import { MainThreadTasks, type TaskNode } from "lighthouse/core/lib/tracehouse/main-thread-tasks.js";
import { TraceProcessor } from "lighthouse/core/lib/tracehouse/trace-processor.js";
import type { Artifacts } from "lighthouse/types/artifacts.js";

const BLOCKING_MS = 50;

export interface LongTask {
  /** Start, in ms after the first contentful paint. */
  afterFcpMs: number;
  /** Wall-clock duration times the CPU factor (what Lighthouse's simulation starts from). */
  wallMs: number;
  /** The page's own CPU time in the task times the CPU factor. */
  cpuMs: number;
  /** What ran, costliest first: a script function (name file:line:column), a module's evaluation, or a rendering step, in ms times the factor. */
  sources: Array<[string, number]>;
}

export interface TraceFigures {
  /** Σ max(0, CPU time × factor − 50 ms) over the tasks after the first paint. */
  cpuTbt: number;
  longTasks: LongTask[];
}

type TraceEvent = TaskNode["event"] & { tdur?: number; args?: { data?: Record<string, unknown> } };

export function longTasksOf(trace: Artifacts["Trace"] | undefined, cpuFactor: number, origin: string): TraceFigures {
  // Now and then a run records none (Lighthouse's NO_NAVSTART); bench:web repeats such a run.
  if (!trace) throw new Error("Lighthouse recorded no trace");
  const processed = TraceProcessor.processTrace(trace);
  const fcp = TraceProcessor.processNavigation(processed).timings.firstContentfulPaint ?? 0;
  const tasks = MainThreadTasks.getMainThreadTasks(
    processed.mainThreadEvents,
    processed.frames,
    processed.timestamps.traceEnd,
    processed.timestamps.timeOrigin,
  );
  const short = (url = "") => url.replace(origin, "").replace(/^.*\/assets\//, "");
  let cpuTbt = 0;
  const longTasks: LongTask[] = [];
  for (const task of tasks) {
    if (task.parent || task.startTime < fcp) continue;
    const cpuMs = ((task.event as TraceEvent).tdur ?? 0) / 1000;
    cpuTbt += Math.max(0, cpuMs * cpuFactor - BLOCKING_MS);
    if (Math.max(cpuMs, task.duration) * cpuFactor < BLOCKING_MS) continue;
    const bySource = new Map<string, number>();
    const visit = (node: TaskNode) => {
      const label = sourceOf(node, short) ?? `${node.group.label}${task.attributableURLs.length ? "" : " (no script)"}`;
      bySource.set(label, (bySource.get(label) ?? 0) + node.selfTime * cpuFactor);
      for (const child of node.children) visit(child);
    };
    visit(task);
    longTasks.push({
      afterFcpMs: task.startTime - fcp,
      wallMs: task.duration * cpuFactor,
      cpuMs: cpuMs * cpuFactor,
      sources: [...bySource].sort((a, b) => b[1] - a[1]).slice(0, 3),
    });
  }
  return { cpuTbt, longTasks: longTasks.sort((a, b) => b.cpuMs - a.cpuMs) };
}

/** The script work a node belongs to: the nearest function call or script evaluation above it. */
function sourceOf(node: TaskNode, short: (url?: string) => string): string | undefined {
  for (let at: TaskNode | undefined = node; at; at = at.parent) {
    const event = at.event as TraceEvent;
    const data = event.args?.data ?? {};
    const url = typeof data.url === "string" ? short(data.url) : "";
    if (event.name === "FunctionCall" && url) {
      return `${data.functionName || "(anonymous)"} ${url}:${data.lineNumber}:${data.columnNumber}`;
    }
    if (event.name === "EvaluateScript" && url) return `evaluate ${url}`;
    if (event.name === "v8.evaluateModule") return `evaluate modules (${short(at.attributableURLs.at(-1))})`;
  }
  return undefined;
}

export function printLongTasks(screens: Array<[string, LongTask[]]>, cpuFactor: number): void {
  console.log(
    `\nLong tasks left after the first paint (the run with the median TBT; ms × ${cpuFactor}: wall clock / the page's CPU time, then what ran):`,
  );
  for (const [screen, tasks] of screens) {
    console.log(`  ${screen}: ${tasks.length === 0 ? "none" : ""}`);
    for (const task of tasks.slice(0, 8)) {
      const sources = task.sources.map(([label, ms]) => `${label} ${Math.round(ms)}`).join("; ");
      console.log(
        `    +${Math.round(task.afterFcpMs)} ms: ${Math.round(task.wallMs)} / ${Math.round(task.cpuMs)} ms: ${sources}`,
      );
    }
  }
}
