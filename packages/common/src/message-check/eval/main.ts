import { loadavg } from "node:os";
import { evaluateSet, formatSet, meetsTargets, TARGETS, timeChecks, timeLines } from "./evaluate";
import { FRESH } from "./fresh";
import { FRESH_2 } from "./fresh-2";
import { FRESH_3 } from "./fresh-3";
import { FRESH_4 } from "./fresh-4";
import { TUNING } from "./tuning";
import { unseen } from "./unseen";
import { UNTOUCHED } from "./untouched";

// `npm run eval:safety`: precision and recall of the message check, the untouched set first (totals only,
// so nobody tunes on its lines), then the sets tuned on (fresh-2 since 2026-11-28, and the tuning set)
// with every miss, then the check time; exits 1 below target (docs/product.md, "Message check").
const untouched = evaluateSet(UNTOUCHED);
const fresh3 = evaluateSet(FRESH_3);
const fresh4 = evaluateSet(unseen(FRESH_4));
const fresh = evaluateSet(FRESH);
const fresh2 = evaluateSet(FRESH_2);
const tuning = evaluateSet(TUNING);
const allLines = [...UNTOUCHED, ...FRESH_3, ...FRESH_4, ...FRESH, ...FRESH_2, ...TUNING].map((c) => c.text);
const perLine = timeLines(allLines);
const time = timeChecks([...UNTOUCHED, ...FRESH, ...FRESH_2, ...TUNING].map((c) => c.text));

console.log(formatSet("Untouched set", untouched, false));
console.log("");
// Held out like the untouched set: totals only, never its lines or misses (see fresh-3.ts for its first score).
console.log(formatSet("Third fresh set (written blind 2026-11-28 03:11-03:14 UTC; held out)", fresh3, false));
console.log("");
// The newest held-out set, without the 7 lines it shares with the training data (see fresh-4.ts and unseen.ts).
console.log(
  formatSet(
    "Fourth fresh set (written blind 2026-12-02 18:37-18:39 UTC; first score harmful P 0.94 R 0.84, scam P 0.98 R 0.90; lines also trained on left out; held out)",
    fresh4,
    false,
  ),
);
console.log("");
// Its first score was held out; tuning round 2 was written by someone who had read it (see fresh.ts).
console.log(formatSet("Fresh set (first score held out: harmful P 0.82 R 0.45; no longer held out)", fresh, false));
console.log("");
// A tuning set since 2026-11-28, printed with its misses like the tuning set (see fresh-2.ts).
console.log(
  formatSet(
    "Second fresh set (held out until 2026-11-28: first score harmful P 0.93 R 0.47, last held-out harmful P 0.96 R 0.75, scam P 0.92 R 0.86; tuned on since)",
    fresh2,
    true,
  ),
);
console.log("");
console.log(formatSet("Tuning set", tuning, true));
console.log("");
console.log(
  `Check time over ${time.count} checks: p50 ${time.p50.toFixed(3)} ms, p95 ${time.p95.toFixed(3)} ms (every check, scheduler noise included)`,
);
console.log(
  `Check time per line (median of 21 rounds) over ${perLine.count} lines: p50 ${perLine.p50.toFixed(3)} ms, p95 ${perLine.p95.toFixed(3)} ms (target < ${TARGETS.p95Ms} ms); load average ${loadavg()[0]?.toFixed(1)}`,
);
console.log(
  `Targets on the untouched set: precision >= ${TARGETS.precision}, recall >= ${TARGETS.recall}, harmful and scam each`,
);
if (!meetsTargets(untouched, perLine.p95)) {
  console.error("\nThe message check is below its targets.");
  process.exitCode = 1;
}
