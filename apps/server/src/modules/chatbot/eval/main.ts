import { evaluate, evaluateSets, formatReport, meetsTargets } from "./evaluate";
import { ALL_HELD_OUT } from "./sets";

// `npm run eval:assistant`: accuracy by intent group, by set and overall (every set, the untouched one
// included), and the answer time; exits 1 below target.
const result = evaluate(ALL_HELD_OUT);
console.log(formatReport(result, evaluateSets()));
if (!meetsTargets(result)) {
  console.error("\nLOVE is below its evaluation targets.");
  process.exitCode = 1;
}
