import { checkMessage } from "../check";
import { EVERYDAY } from "../everyday";
import { evaluateSet, formatSet, timeLines } from "./evaluate";
import { FRESH } from "./fresh";
import { FRESH_2 } from "./fresh-2";
import { PROBE_SCAM_A } from "./probe-scam-2026-12-02";
import { PROBE_SCAM_E_A } from "./probe-scam-2026-12-02e";
import { PROBE_SCAM_F_A } from "./probe-scam-2026-12-02f";
import { TUNING } from "./tuning";

// `npx tsx packages/common/src/message-check/eval/own-sets.ts [--lines]`: the sets a round may tune on, and
// nothing held out (no untouched.ts, no fresh-3.ts), so it can be run as often as needed while working:
// the tuning set, fresh and fresh-2, the probes' A halves and everyday (every line must stay "ok").
// Scam misses are printed with --lines.
const lines = process.argv.includes("--lines");
const sets = [
  ["Tuning set", TUNING],
  ["Fresh set", FRESH],
  ["Second fresh set", FRESH_2],
  ["Own scam probe, half A", PROBE_SCAM_A],
  ["Own scam probe e, half A", PROBE_SCAM_E_A],
  ["Own scam probe f, half A", PROBE_SCAM_F_A],
] as const;
for (const [title, set] of sets) {
  const result = evaluateSet(set);
  console.log(
    formatSet(
      title,
      { ...result, misses: result.misses.filter((m) => m.expect === "scam" || m.got === "scam") },
      lines,
    ),
  );
}
const flagged = EVERYDAY.filter((line) => checkMessage(line).verdict !== "ok");
console.log(
  `Everyday: ${flagged.length}/${EVERYDAY.length} flagged${flagged.length ? `: ${flagged.join(" | ")}` : ""}`,
);
// Check time per line over the same lines (the held-out sets' lines are not read here).
const perLine = timeLines([...sets.flatMap(([, set]) => set.map((c) => c.text)), ...EVERYDAY]);
console.log(
  `Check time per line over ${perLine.count} lines: p50 ${perLine.p50.toFixed(3)} ms, p95 ${perLine.p95.toFixed(3)} ms`,
);
