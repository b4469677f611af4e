import { describe, expect, it } from "vitest";
import { FRESH } from "../eval/fresh";
import { FRESH_2 } from "../eval/fresh-2";
import { FRESH_3 } from "../eval/fresh-3";
import { FRESH_4 } from "../eval/fresh-4";
import { TUNING } from "../eval/tuning";
import { countTrainedOn, unseen } from "../eval/unseen";
import { UNTOUCHED } from "../eval/untouched";
import { CORPUS } from "./index";

describe("the training corpus", () => {
  it("holds several hundred lines of every kind", () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(500);
    for (const expect_ of ["harmful", "scam", "ok"] as const) {
      expect(CORPUS.filter((c) => c.expect === expect_).length, expect_).toBeGreaterThanOrEqual(150);
    }
  });

  it("shares no line with the sets that measure the check (the model trains on the corpus and tuning set)", () => {
    const own = new Set([...CORPUS, ...TUNING].map((c) => c.text.toLowerCase().trim()));
    // Counted, never printed: the held-out sets' lines stay unread.
    for (const [name, set] of [
      ["untouched", UNTOUCHED],
      ["fresh", FRESH],
      ["fresh-2", FRESH_2],
      ["fresh-3", FRESH_3],
    ] as const) {
      expect(set.filter((c) => own.has(c.text.toLowerCase().trim())).length, name).toBe(0);
    }
    // The fourth fresh set was written blind and repeats 7 short training lines by chance; eval:safety
    // scores it without them (eval/unseen.ts), and no more may join them.
    expect(countTrainedOn(FRESH_4)).toBeLessThanOrEqual(7);
    expect(countTrainedOn(unseen(FRESH_4))).toBe(0);
  });
});
