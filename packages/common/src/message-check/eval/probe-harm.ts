import { checkMessage } from "../check";
import { EVERYDAY } from "../everyday";
import { evaluateSet, formatSet } from "./evaluate";
import { FRESH } from "./fresh";
import { FRESH_2 } from "./fresh-2";
import { PROBE_2026_12_02 } from "./probe-2026-12-02";
import { PROBE_2026_12_02_B } from "./probe-2026-12-02-b";
import { PROBE_2026_12_02_BLIND } from "./probe-2026-12-02-blind";
import { PROBE_2026_12_02_C } from "./probe-2026-12-02-c";
import { PROBE_2026_12_02_D } from "./probe-2026-12-02-d";
import { PROBE_2026_12_02_E, PROBE_2026_12_02_E_BLIND } from "./probe-harm-2026-12-02e";
import { PROBE_2026_12_03_G, PROBE_2026_12_03_G_BLIND } from "./probe-harm-2026-12-03g";
import { TUNING } from "./tuning";

// `npx tsx packages/common/src/message-check/eval/probe-harm.ts [--blind]`: the own probe of 2026-12-02 with its
// misses, the tuned-on sets' totals and the everyday lines flagged, for keeping or reverting a change
// without the held-out sets; --blind adds the probe's blind half, totals only (scored once, at the end);
// --blind-g prints only probe g's half B, totals only (scored once, at the end of round g).
console.log(formatSet("Own probe 2026-12-02 (tuned on)", evaluateSet(PROBE_2026_12_02), true));
console.log(formatSet("Own probe 2026-12-02 b (tuned on)", evaluateSet(PROBE_2026_12_02_B), true));
console.log(formatSet("Own probe 2026-12-02 c (tuned on)", evaluateSet(PROBE_2026_12_02_C), true));
console.log(formatSet("Own probe 2026-12-02 d (tuned on)", evaluateSet(PROBE_2026_12_02_D), true));
console.log(formatSet("Own probe 2026-12-02 e, half A (tuned on)", evaluateSet(PROBE_2026_12_02_E), true));
console.log(formatSet("Own probe 2026-12-03 g, half A (tuned on)", evaluateSet(PROBE_2026_12_03_G), true));
console.log(formatSet("Fresh set", evaluateSet(FRESH), false));
console.log(formatSet("Second fresh set", evaluateSet(FRESH_2), false));
console.log(formatSet("Tuning set", evaluateSet(TUNING), false));
const flagged = EVERYDAY.filter((line) => checkMessage(line).verdict !== "ok");
console.log(`Everyday: ${flagged.length}/${EVERYDAY.length} flagged${flagged.map((l) => `\n    ${l}`).join("")}`);
if (process.argv.includes("--blind-g")) {
  console.log(formatSet("Own probe 2026-12-03 g, half B (blind)", evaluateSet(PROBE_2026_12_03_G_BLIND), false));
}
if (process.argv.includes("--blind")) {
  console.log(formatSet("Own probe 2026-12-02, blind half", evaluateSet(PROBE_2026_12_02_BLIND), false));
  console.log(formatSet("Own probe 2026-12-02 e, half B (blind)", evaluateSet(PROBE_2026_12_02_E_BLIND), false));
}
