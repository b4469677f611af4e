import { FIRST_HELD_OUT, type HeldOutCase, SECOND_HELD_OUT } from "./held-out";
import { FIFTH_HELD_OUT, FOURTH_HELD_OUT, THIRD_HELD_OUT } from "./later-sets";
import { PERSONAL_SET } from "./personal-set";
import { PROBE_2026_12_02 } from "./probe-2026-12-02";
import { PROBE_2026_12_02B } from "./probe-2026-12-02b";
import { PROBE_2026_12_02C } from "./probe-2026-12-02c";
import { PROBE_2026_12_02D_A } from "./probe-2026-12-02d";
import { PROBE_2026_12_03E_A } from "./probe-2026-12-03e";
import { SIXTH_SET } from "./tuning-2026-11-27";
import { UNTOUCHED_HELD_OUT } from "./untouched";

export interface EvalSet {
  name: string;
  cases: readonly HeldOutCase[];
  /** False only for a set nobody has tuned the matcher against: the honest estimate for unseen questions. */
  tuned: boolean;
}

/** Every held-out set, in the order they were written. The targets apply to all of them together. */
export const EVAL_SETS: readonly EvalSet[] = [
  { name: "first set", cases: FIRST_HELD_OUT, tuned: true },
  { name: "second set", cases: SECOND_HELD_OUT, tuned: true },
  { name: "third set", cases: THIRD_HELD_OUT, tuned: true },
  { name: "fourth set (was blind)", cases: FOURTH_HELD_OUT, tuned: true },
  { name: "fifth set", cases: FIFTH_HELD_OUT, tuned: true },
  { name: "personal questions (issue 27)", cases: PERSONAL_SET, tuned: true },
  { name: "sixth set (issue 27, features)", cases: SIXTH_SET, tuned: true },
  { name: "probe (2026-12-02, round 22)", cases: PROBE_2026_12_02, tuned: true },
  { name: "probe B (2026-12-02, round 25)", cases: PROBE_2026_12_02B, tuned: true },
  { name: "probe C (2026-12-02, round 27)", cases: PROBE_2026_12_02C, tuned: true },
  // Half B of probe D is in no set: it is scored once, blind, by `npm run eval:assistant -- --probe-d-blind`.
  { name: "probe D half A (2026-12-02, round 30)", cases: PROBE_2026_12_02D_A, tuned: true },
  // Half B of probe E is in no set either: scored once, blind, by `npm run eval:assistant -- --probe-e-blind`.
  { name: "probe E half A (2026-12-03, round 31)", cases: PROBE_2026_12_03E_A, tuned: true },
  { name: "UNTOUCHED set (never tuned on)", cases: UNTOUCHED_HELD_OUT, tuned: false },
];

/** The union `npm run eval:assistant` and CI hold to the targets, untouched set included. */
export const ALL_HELD_OUT: readonly HeldOutCase[] = EVAL_SETS.flatMap((set) => set.cases);
