import { evaluate, evaluateSets, formatReport, formatSets, meetsTargets } from "./evaluate";
import { PROBE_2026_12_02D_B } from "./probe-2026-12-02d";
import { PROBE_2026_12_03E_B } from "./probe-2026-12-03e";
import { ALL_HELD_OUT, EVAL_SETS } from "./sets";
import { UNTOUCHED_2026_11_27 } from "./untouched-2026-11-27";

// `npm run eval:assistant`: first the newest untouched set (issue 27; misses never listed), then accuracy by
// intent group, by set and overall (every older set, their untouched one included) and the answer time; exits 1
// when the newest untouched set or all sets together fall below target (the newest set joined the targets when
// issue 27 landed, as its header says).
// `npm run eval:assistant -- --tuned`: the tuned sets alone, for tuning rounds, so that no untouched figure is
// seen between the checkpoints a round allows itself.
// `npm run eval:assistant -- --probe-d-blind`: probe D's blind half alone, misses listed; run once, at the end of
// the round that wrote it, after which it is no longer blind. `--probe-e-blind`: the same for probe E (round 31).
if (process.argv.includes("--probe-d-blind")) {
  const blind = [{ name: "probe D half B (blind)", cases: PROBE_2026_12_02D_B, tuned: true }];
  console.log(formatReport(evaluate(PROBE_2026_12_02D_B), evaluateSets(blind)));
  process.exit(0);
}
if (process.argv.includes("--probe-e-blind")) {
  const blind = [{ name: "probe E half B (blind)", cases: PROBE_2026_12_03E_B, tuned: true }];
  console.log(formatReport(evaluate(PROBE_2026_12_03E_B), evaluateSets(blind)));
  process.exit(0);
}
if (process.argv.includes("--tuned")) {
  const tuned = EVAL_SETS.filter((set) => set.tuned);
  console.log(formatReport(evaluate(tuned.flatMap((set) => set.cases)), evaluateSets(tuned)));
  process.exit(0);
}
const newest = evaluateSets([
  { name: "NEWEST UNTOUCHED set (2026-11-27, issue 27)", cases: UNTOUCHED_2026_11_27, tuned: false },
]);
console.log(`${formatSets(newest)}\n  (misses not listed: nobody tunes on them)\n`);
const result = evaluate(ALL_HELD_OUT);
console.log(formatReport(result, evaluateSets()));
const newestResult = newest[0]?.result;
if (!meetsTargets(result) || !newestResult || !meetsTargets(newestResult)) {
  console.error("\nLOVE is below its evaluation targets.");
  process.exitCode = 1;
}
