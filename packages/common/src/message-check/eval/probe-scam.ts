import { evaluateSet, formatSet } from "./evaluate";
import { PROBE_SCAM_A, PROBE_SCAM_B } from "./probe-scam-2026-12-02";
import { PROBE_SCAM_E_A, PROBE_SCAM_E_B } from "./probe-scam-2026-12-02e";
import { PROBE_SCAM_F_A, PROBE_SCAM_F_B } from "./probe-scam-2026-12-02f";

// `npx tsx packages/common/src/message-check/eval/probe-scam.ts [--blind]`: the scam rounds' own probes
// (issue 26, item 5). Half A is printed with its misses (tuned on); half B, only with --blind and as totals
// only, is the round's honest estimate, read at its start and its end.
// Round e (probe written 2026-12-02 17:40 UTC), first score before any change: half A (60 lines) scam P 0.96
// R 0.85 (tp 23, fp 1, fn 4); half B (60 lines) blind, scored once at the round's end (18:33 UTC): scam P 0.93
// R 0.96 (tp 26, fp 2, fn 1; misses apps-talk 2, crypto 1). Half A at the end: P 1.00 R 0.96 (tuned on).
// Round f (probe written 2026-12-02 18:40 UTC), first score before any change: half A (35 lines) scam P 1.00
// R 1.00 (tp 10, fp 0, fn 0); half B (35 lines), totals read once at the start with --blind: P 1.00 R 1.00
// (tp 10, fp 0, fn 0). The probe is easier than the held-out lines it was written to mirror.
console.log(formatSet("Own scam probe, half A (tuned on)", evaluateSet(PROBE_SCAM_A), true));
console.log("");
console.log(formatSet("Own scam probe e, half A (tuned on)", evaluateSet(PROBE_SCAM_E_A), true));
console.log("");
console.log(formatSet("Own scam probe f, half A (tuned on)", evaluateSet(PROBE_SCAM_F_A), true));
if (process.argv.includes("--blind")) {
  console.log("");
  console.log(formatSet("Own scam probe, half B (blind)", evaluateSet(PROBE_SCAM_B), false));
  console.log("");
  console.log(formatSet("Own scam probe e, half B (blind)", evaluateSet(PROBE_SCAM_E_B), false));
  console.log("");
  console.log(formatSet("Own scam probe f, half B (blind)", evaluateSet(PROBE_SCAM_F_B), false));
}
