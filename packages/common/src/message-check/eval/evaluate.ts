import { performance } from "node:perf_hooks";
import { type CheckVerdict, checkMessage } from "../check";
import type { LabelledMessage } from "./labelled";

/** The targets on the untouched set (docs/product.md, "Message check"). */
export const TARGETS = { precision: 0.9, recall: 0.8, p95Ms: 1 } as const;

export interface Score {
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  precision: number;
  recall: number;
}

export interface SetResult {
  total: number;
  harmful: Score;
  scam: Score;
  /** Lines the check got wrong, with what it said; printed for the tuning set only. */
  misses: { text: string; expect: CheckVerdict; got: CheckVerdict; kind: string }[];
  /** Misses counted by kind: all that is printed for the untouched set, so nobody tunes on its lines. */
  missesByKind: Record<string, number>;
}

function score(cases: readonly LabelledMessage[], got: readonly CheckVerdict[], verdict: CheckVerdict): Score {
  let truePositives = 0;
  let falsePositives = 0;
  let falseNegatives = 0;
  cases.forEach((c, i) => {
    const said = got[i] === verdict;
    const should = c.expect === verdict;
    if (said && should) truePositives++;
    else if (said) falsePositives++;
    else if (should) falseNegatives++;
  });
  const predicted = truePositives + falsePositives;
  const actual = truePositives + falseNegatives;
  return {
    truePositives,
    falsePositives,
    falseNegatives,
    // No prediction at all is no wrong prediction; no positive at all is nothing to recall.
    precision: predicted === 0 ? 1 : truePositives / predicted,
    recall: actual === 0 ? 1 : truePositives / actual,
  };
}

export function evaluateSet(cases: readonly LabelledMessage[]): SetResult {
  const got = cases.map((c) => checkMessage(c.text).verdict);
  const misses = cases.flatMap((c, i) => {
    const said = got[i] as CheckVerdict;
    return said === c.expect ? [] : [{ text: c.text, expect: c.expect, got: said, kind: c.kind }];
  });
  const missesByKind: Record<string, number> = {};
  for (const miss of misses) missesByKind[miss.kind] = (missesByKind[miss.kind] ?? 0) + 1;
  return {
    total: cases.length,
    harmful: score(cases, got, "harmful"),
    scam: score(cases, got, "scam"),
    misses,
    missesByKind,
  };
}

/** Check time per line in milliseconds, every line of every set many times over: p50 and p95. */
export function timeChecks(lines: readonly string[], rounds = 20): { p50: number; p95: number; count: number } {
  for (const line of lines) checkMessage(line); // warm the regular expressions
  const times: number[] = [];
  for (let r = 0; r < rounds; r++) {
    for (const line of lines) {
      const start = performance.now();
      checkMessage(line);
      times.push(performance.now() - start);
    }
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  return { p50: at(0.5), p95: at(0.95), count: times.length };
}

/**
 * Check time per line with the machine's noise taken out: every line is checked `rounds` times, a round
 * at a time, and each line's time is its median; p50 and p95 are over lines. On a shared machine a check
 * the scheduler interrupts shows the interruption, not the check, and timeChecks' p95 is then the load's
 * (both are printed; the target is read on this one, docs/product.md, "Message check").
 */
export function timeLines(lines: readonly string[], rounds = 21): { p50: number; p95: number; count: number } {
  for (const line of lines) checkMessage(line);
  const times: number[][] = lines.map(() => []);
  for (let r = 0; r < rounds; r++) {
    lines.forEach((line, i) => {
      const start = performance.now();
      checkMessage(line);
      times[i]?.push(performance.now() - start);
    });
  }
  const medians = times.map((t) => t.sort((a, b) => a - b)[Math.floor(t.length / 2)] ?? 0).sort((a, b) => a - b);
  const at = (q: number) => medians[Math.min(medians.length - 1, Math.floor(q * medians.length))] ?? 0;
  return { p50: at(0.5), p95: at(0.95), count: lines.length };
}

export function meetsTargets(untouched: SetResult, p95Ms: number): boolean {
  return (
    untouched.harmful.precision >= TARGETS.precision &&
    untouched.harmful.recall >= TARGETS.recall &&
    untouched.scam.precision >= TARGETS.precision &&
    untouched.scam.recall >= TARGETS.recall &&
    p95Ms < TARGETS.p95Ms
  );
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const line = (name: string, s: Score) =>
  `  ${name.padEnd(8)} precision ${pct(s.precision).padStart(6)}  recall ${pct(s.recall).padStart(6)}  (tp ${s.truePositives}, fp ${s.falsePositives}, fn ${s.falseNegatives})`;

export function formatSet(title: string, result: SetResult, showLines: boolean): string {
  const out = [`${title}: ${result.total} lines`, line("harmful", result.harmful), line("scam", result.scam)];
  const kinds = Object.entries(result.missesByKind);
  out.push(`  misses by kind: ${kinds.length === 0 ? "none" : kinds.map(([k, n]) => `${k} ${n}`).join(", ")}`);
  if (showLines) {
    for (const miss of result.misses)
      out.push(`    [${miss.kind}] expected ${miss.expect}, got ${miss.got}: ${miss.text}`);
  }
  return out.join("\n");
}
