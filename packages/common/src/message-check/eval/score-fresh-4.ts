import { evaluateSet, formatSet } from "./evaluate";
import { FRESH_4 } from "./fresh-4";

// `npx tsx packages/common/src/message-check/eval/score-fresh-4.ts`: the fourth fresh set's totals only,
// never its lines or misses, so nobody tunes on it (see fresh-4.ts).
console.log(formatSet("Fourth fresh set (written blind 2026-12-02; held out)", evaluateSet(FRESH_4), false));
