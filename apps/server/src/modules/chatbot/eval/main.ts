import { evaluate, formatReport, meetsTargets } from "./evaluate";
import { BLIND_HELD_OUT, FIRST_HELD_OUT, HELD_OUT, SECOND_HELD_OUT, THIRD_HELD_OUT } from "./held-out";

// `npm run eval:assistant`: accuracy by intent group and overall, and the answer time; exits 1 below target.
const result = evaluate(HELD_OUT);
console.log(formatReport(result));
for (const [name, cases] of [
  ["first set", FIRST_HELD_OUT],
  ["second set", SECOND_HELD_OUT],
  ["third set", THIRD_HELD_OUT],
  ["blind set (never tuned on, not in the target)", BLIND_HELD_OUT],
] as const) {
  const part = evaluate(cases);
  const oos = `${part.outOfScope.correct}/${part.outOfScope.total} out of scope on the fallback`;
  console.log(`${name}: ${part.correct}/${part.total} = ${(100 * part.accuracy).toFixed(1)}%, ${oos}`);
}
if (!meetsTargets(result)) {
  console.error("\nLOVE is below its evaluation targets.");
  process.exitCode = 1;
}
