import { evaluateSet, formatSet } from "./evaluate";
import { PROBE_SCAM_A, PROBE_SCAM_B } from "./probe-scam-2026-12-02";

// `npx tsx packages/common/src/message-check/eval/probe-scam.ts [--blind]`: the scam round's own probe
// (issue 26, item 5). Half A is printed with its misses (tuned on); half B, only with --blind and as totals
// only, is the round's honest estimate, read at its start and its end.
console.log(formatSet("Own scam probe, half A (tuned on)", evaluateSet(PROBE_SCAM_A), true));
if (process.argv.includes("--blind")) {
  console.log("");
  console.log(formatSet("Own scam probe, half B (blind)", evaluateSet(PROBE_SCAM_B), false));
}
