import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { RESPONSES, type Response } from "./constants";
import {
  type AnswerMap,
  bestMatchRank,
  compareAsSeen,
  comparePair,
  groupMatchedOn,
  MATCHED_ONLY_CATEGORIES,
  orderMatchedOn,
  pairDownScore,
  profileDownPercent,
  profileDownScore,
  profileDownScoreOfCounts,
} from "./scoring";

const answers = (entries: Partial<Record<string, Response>>): AnswerMap =>
  new Map(Object.entries(entries).filter((e): e is [string, Response] => e[1] !== undefined));
const answerMap = fc
  .dictionary(fc.constantFrom("q1", "q2", "q3", "q4", "q5", "q6", "q7", "q8"), fc.constantFrom(...RESPONSES))
  .map((record) => answers(record));

describe("pairDownScore", () => {
  // Worked by hand: Σ weight(alike) / (common · 4) · 100, rounded.
  it.each([
    { a: {}, b: {}, score: 0, why: "nothing answered" },
    { a: { q1: "D" }, b: { q2: "D" }, score: 0, why: "nothing in common" },
    { a: { q1: "D" }, b: { q1: "D" }, score: 100, why: "4 / 4" },
    { a: { q1: "N" }, b: { q1: "N" }, score: 25, why: "1 / 4" },
    { a: { q1: "D" }, b: { q1: "N" }, score: 0, why: "answered differently" },
    { a: { q1: "D", q2: "O" }, b: { q1: "D", q2: "W" }, score: 50, why: "4 / 8" },
    { a: { q1: "O", q2: "W", q3: "N" }, b: { q1: "O", q2: "W", q3: "D" }, score: 42, why: "5 / 12 = 41.7" },
    { a: { q1: "W", q2: "W", q3: "D", q9: "D" }, b: { q1: "W", q2: "N", q3: "D" }, score: 50, why: "6 / 12" },
    { a: { q1: "O", q2: "N" }, b: { q1: "O", q2: "N" }, score: 50, why: "4 / 8" },
    { a: { q1: "O", q2: "O", q3: "O" }, b: { q1: "O", q2: "O", q3: "D" }, score: 50, why: "6 / 12" },
    { a: { q1: "W", q2: "N", q3: "N" }, b: { q1: "W", q2: "N", q3: "N" }, score: 33, why: "4 / 12 = 33.3" },
    { a: { q1: "D", q2: "D", q3: "O" }, b: { q1: "D", q2: "D", q3: "O" }, score: 92, why: "11 / 12 = 91.7" },
  ] as const)("$why → $score", ({ a, b, score }) => {
    expect(pairDownScore(answers(a), answers(b))).toBe(score);
  });

  it("is symmetric", () => {
    fc.assert(fc.property(answerMap, answerMap, (a, b) => pairDownScore(a, b) === pairDownScore(b, a)));
  });

  it("is an integer from 0 to 100", () => {
    fc.assert(
      fc.property(answerMap, answerMap, (a, b) => {
        const score = pairDownScore(a, b);
        return Number.isInteger(score) && score >= 0 && score <= 100;
      }),
    );
  });

  it("is 100 only when every common answer is D and alike", () => {
    fc.assert(
      fc.property(answerMap, (a) => {
        const allD = new Map([...a].map(([q]) => [q, "D" as Response]));
        return pairDownScore(allD, allD) === (a.size > 0 ? 100 : 0);
      }),
    );
  });
});

describe("comparePair", () => {
  it("counts common questions and lists the alike ones", () => {
    const result = comparePair(answers({ q1: "D", q2: "O", q3: "W" }), answers({ q1: "D", q2: "N", q4: "W" }));
    expect(result).toEqual({ common: 2, weight: 4, alike: [{ questionId: "q1", response: "D" }] });
  });
});

describe("compareAsSeen (decision 007: nothing hidden is inferable)", () => {
  // q1–q4 are everyday questions, h1–h4 sit in a category hidden from non-matches.
  const categoryOf = (id: string) => (id.startsWith("h") ? "intimacy" : id.startsWith("q") ? "travel" : undefined);
  const ids = ["q1", "q2", "q3", "q4", "h1", "h2", "h3", "h4"] as const;
  const mixed = fc.dictionary(fc.constantFrom(...ids), fc.constantFrom(...RESPONSES)).map((record) => answers(record));
  const withoutHidden = (m: AnswerMap) => new Map([...m].filter(([id]) => !id.startsWith("h")));

  it("names intimacy as the category hidden from non-matches", () => {
    expect([...MATCHED_ONLY_CATEGORIES]).toEqual(["intimacy"]);
  });

  it("between non-matches is the comparison of the answers they may see, whatever the hidden ones are", () => {
    fc.assert(
      fc.property(mixed, mixed, mixed, (a, b, otherHidden) => {
        const seen = compareAsSeen(a, b, false, categoryOf);
        expect(seen).toEqual(comparePair(withoutHidden(a), withoutHidden(b)));
        // Changing b's hidden answers changes nothing a non-match sees.
        const rewritten = new Map([...withoutHidden(b), ...[...otherHidden].filter(([id]) => id.startsWith("h"))]);
        expect(compareAsSeen(a, rewritten, false, categoryOf)).toEqual(seen);
      }),
    );
  });

  it("between mutual matches is the whole comparison; questions of no known category never count", () => {
    fc.assert(
      fc.property(mixed, mixed, (a, b) => compareAsSeen(a, b, true, categoryOf).common === comparePair(a, b).common),
    );
    expect(compareAsSeen(answers({ x1: "D" }), answers({ x1: "D" }), true, categoryOf).common).toBe(0);
    expect(compareAsSeen(answers({ h1: "D" }), answers({ h1: "D" }), true, categoryOf)).toMatchObject({
      common: 1,
      weight: 4,
    });
  });
});

describe("bestMatchRank", () => {
  it("puts forty shared answers at 90% above one shared answer at 100%", () => {
    expect(bestMatchRank(90, 40)).toBeGreaterThan(bestMatchRank(100, 1));
  });

  it("ranks nothing in common last", () => {
    expect(bestMatchRank(0, 0)).toBe(Number.NEGATIVE_INFINITY);
  });

  it("grows with the score for the same overlap and with the overlap for the same score", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99 }), fc.integer({ min: 1, max: 500 }), (score, common) => {
        return (
          bestMatchRank(score + 1, common) > bestMatchRank(score, common) &&
          bestMatchRank(score, common + 1) > bestMatchRank(score, common)
        );
      }),
    );
  });
});

describe("profileDownScore", () => {
  it("is 4·D + 3·O + 2·W + 1·N", () => {
    expect(profileDownScore(["D", "D", "O", "W", "N", "N"])).toBe(4 + 4 + 3 + 2 + 1 + 1);
    expect(profileDownScore([])).toBe(0);
  });

  it("agrees with the score from counts, and reads as a share of all-D", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...RESPONSES)), (responses) => {
        const counts = { D: 0, O: 0, W: 0, N: 0 };
        for (const r of responses) counts[r] += 1;
        const score = profileDownScore(responses);
        expect(profileDownScoreOfCounts(counts)).toBe(score);
        const percent = profileDownPercent(score, responses.length);
        if (responses.length === 0) expect(percent).toBeNull();
        else expect(percent).toBeGreaterThanOrEqual(25);
        expect(percent ?? 0).toBeLessThanOrEqual(100);
      }),
    );
    expect(profileDownPercent(4 + 4 + 3 + 1, 4)).toBe(75);
  });
});

describe("groupMatchedOn", () => {
  it("groups alike answers D, O, W, N with the spec's labels and drops empty groups", () => {
    const groups = groupMatchedOn([
      { questionId: "a", response: "N" as const },
      { questionId: "b", response: "D" as const },
      { questionId: "c", response: "N" as const },
    ]);
    expect(groups.map((g) => [g.label, g.items.map((i) => i.questionId)])).toEqual([
      ["Both done this", ["b"]],
      ["None of this", ["a", "c"]],
    ]);
  });

  it("orderMatchedOn keeps every item, in group order", () => {
    fc.assert(
      fc.property(answerMap, (a) => {
        const items = [...a].map(([questionId, response]) => ({ questionId, response }));
        const ordered = orderMatchedOn(items);
        const groupIndex = ordered.map((i) => RESPONSES.indexOf(i.response));
        return ordered.length === items.length && groupIndex.every((g, i) => i === 0 || g >= (groupIndex[i - 1] ?? 0));
      }),
    );
  });
});
