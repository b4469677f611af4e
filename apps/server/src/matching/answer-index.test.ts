import { RESPONSES, type Response } from "@down/common/constants";
import { ALL_QUESTIONS, findQuestion } from "@down/common/questions";
import {
  bestMatchRank,
  compareAsSeen,
  comparePair,
  MATCHED_ONLY_CATEGORIES,
  pairDownScore,
  scoreFromTotals,
} from "@down/common/scoring";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { AnswerIndex } from "./answer-index";
import { bestMatches, leastRatio, raiseLeast } from "./best-matches";
import { alikeSlots, hasAlike, scorePacked } from "./pair-kernel";

// Spread over every category and both ends of each, so multi-word blocks and all masks are exercised.
const pool = ALL_QUESTIONS.filter((_, i) => i % 7 === 0 || i % 11 === 3).map((q) => q.id);
const answerList = fc.array(fc.tuple(fc.constantFrom(...pool), fc.constantFrom(...RESPONSES)), { maxLength: 80 });
const asMap = (list: Array<[string, Response]>) => new Map(list);

describe("AnswerIndex", () => {
  it("gives every pair the plain definition's score and overlap", () => {
    fc.assert(
      fc.property(answerList, answerList, (a, b) => {
        const index = new AnswerIndex();
        for (const [q, r] of a) index.setAnswer("a", q, r);
        for (const [q, r] of b) index.setAnswer("b", q, r);
        const plain = comparePair(asMap(a), asMap(b));
        const fast = index.pairScore("a", "b");
        return (
          fast.score === pairDownScore(asMap(a), asMap(b)) &&
          fast.common === plain.common &&
          fast.weight === plain.weight &&
          index.pairScore("b", "a").score === fast.score
        );
      }),
    );
  });

  it("lists the alike answers the plain definition lists, and hasAlike agrees", () => {
    fc.assert(
      fc.property(answerList, answerList, (a, b) => {
        const index = new AnswerIndex();
        index.replaceAnswers(
          "a",
          a.map(([questionId, response]) => ({ questionId, response })),
        );
        index.replaceAnswers(
          "b",
          b.map(([questionId, response]) => ({ questionId, response })),
        );
        const probe = index.probe("a", "matched")!;
        const v = index.indexOf("b")!;
        const fast = alikeSlots(index.answers, probe, v).map(([slot]) => index.layout.questionAt(slot));
        const plain = comparePair(asMap(a), asMap(b)).alike.map((x) => x.questionId);
        return (
          fast.length === plain.length &&
          new Set(fast).size === new Set(plain).size &&
          plain.every((q) => fast.includes(q)) &&
          hasAlike(index.answers, probe, v, 0xffffffff) === plain.length > 0
        );
      }),
    );
  });

  it("scores a non-match without the hidden categories in every kernel, as compareAsSeen does (decision 007)", () => {
    const categoryOf = (id: string) => findQuestion(id)?.categoryId;
    const hidden = ALL_QUESTIONS.filter((q) => MATCHED_ONLY_CATEGORIES.has(q.categoryId)).map((q) => q.id);
    // Half the pool hidden, so most pairs share hidden answers as well as open ones.
    const mixed = fc.array(fc.tuple(fc.constantFrom(...pool, ...hidden.slice(0, 40)), fc.constantFrom(...RESPONSES)), {
      maxLength: 80,
    });
    fc.assert(
      fc.property(mixed, mixed, (a, b) => {
        const index = new AnswerIndex();
        for (const [q, r] of a) index.setAnswer("a", q, r);
        for (const [q, r] of b) index.setAnswer("b", q, r);
        for (const id of ["a", "b"]) index.ensureUser(id);
        const seen = compareAsSeen(asMap(a), asMap(b), false, categoryOf);
        const probe = index.probe("a", "unmatched")!;
        const v = index.indexOf("b")!;
        expect(index.pairScore("a", "b", "unmatched")).toEqual({
          score: scoreFromTotals(seen.weight, seen.common),
          common: seen.common,
          weight: seen.weight,
        });
        const listed = alikeSlots(index.answers, probe, v).map(([slot]) => index.layout.questionAt(slot));
        expect(new Set(listed)).toEqual(new Set(seen.alike.map((x) => x.questionId)));
        expect(hasAlike(index.answers, probe, v, -1)).toBe(seen.alike.length > 0);
        // The WebAssembly pass over the planes reads the restricted probe the same way.
        index.answers.planes.accumulate(probe.words, index.size);
        expect(index.answers.planes.accOf(v)).toBe(seen.weight * 65536 + seen.common);
        // Between mutual matches the whole score stays.
        const whole = comparePair(asMap(a), asMap(b));
        expect(index.pairScore("a", "b", "matched")).toMatchObject({ common: whole.common, weight: whole.weight });
      }),
      { numRuns: 150 },
    );
  });

  it("round-trips answers, with re-answering replacing the old response", () => {
    fc.assert(
      fc.property(answerList, (a) => {
        const index = new AnswerIndex();
        for (const [q, r] of a) index.setAnswer("u", q, r);
        const stored = index.answersOf("u");
        const expected = asMap(a);
        return stored.size === expected.size && [...expected].every(([q, r]) => stored.get(q) === r);
      }),
    );
  });

  it("keeps records intact while many users grow and the arena compacts", () => {
    const index = new AnswerIndex();
    const truth = new Map<string, Map<string, Response>>();
    let seed = 7;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed;
    };
    for (let step = 0; step < 60_000; step++) {
      const user = `u${next() % 3000}`;
      const q = ALL_QUESTIONS[next() % ALL_QUESTIONS.length]!;
      const r = RESPONSES[next() % 4]!;
      index.setAnswer(user, q.id, r);
      const map = truth.get(user) ?? new Map<string, Response>();
      map.set(q.id, r);
      truth.set(user, map);
    }
    for (const [user, expected] of truth) expect(index.answersOf(user)).toEqual(expected);
    const users = [...truth.keys()].slice(0, 40);
    for (const a of users) {
      for (const b of users) expect(index.pairScore(a, b).score).toBe(pairDownScore(truth.get(a)!, truth.get(b)!));
    }
  });

  it("ignores questions the bank does not know, and forgets removed users", () => {
    const index = new AnswerIndex();
    expect(index.setAnswer("a", "adventure-not-a-real-question", "D")).toBe(false);
    const q = ALL_QUESTIONS[0]!.id;
    index.setAnswer("a", q, "D");
    index.setAnswer("b", q, "D");
    expect(index.pairScore("a", "b").score).toBe(100);
    index.removeUser("b");
    expect(index.pairScore("a", "b")).toEqual({ score: 0, common: 0, weight: 0 });
  });
});

describe("bestMatches on the column planes (WebAssembly kernel)", () => {
  const people = fc.array(answerList, { minLength: 1, maxLength: 40 });
  // The plain definition: everyone else with an alike answer, by rank, then user id; the first k.
  const plainTop = (all: Array<Map<string, Response>>, k: number) =>
    all
      .slice(1)
      .map((answers, i) => {
        const { weight, common } = comparePair(all[0]!, answers);
        const score = scoreFromTotals(weight, common);
        return {
          userId: `p${String(i + 1).padStart(3, "0")}`,
          score,
          common,
          weight,
          rank: bestMatchRank(score, common),
        };
      })
      .filter((m) => m.weight > 0)
      .sort((x, y) => y.rank - x.rank || (x.userId < y.userId ? -1 : 1))
      .slice(0, k)
      .map(({ userId, score, common, rank }) => ({ userId, score, common, rank }));

  it("returns the plain definition's top k, and accumulates every pair's (weight, common)", () => {
    fc.assert(
      fc.property(people, fc.integer({ min: 1, max: 12 }), (lists, k) => {
        const index = new AnswerIndex();
        const all = lists.map(asMap);
        all.forEach((answers, i) => {
          index.replaceAnswers(
            i === 0 ? "p000" : `p${String(i).padStart(3, "0")}`,
            [...answers].map(([questionId, response]) => ({ questionId, response })),
          );
        });
        expect(bestMatches(index, "p000", k)).toEqual(plainTop(all, k));
        const probe = index.probe("p000", "matched")!;
        index.answers.planes.accumulate(probe.words, index.size);
        for (let v = 1; v < index.size; v++) {
          expect(index.answers.planes.accOf(v)).toBe(scorePacked(index.answers, probe, v, -1));
        }
      }),
      { numRuns: 60 },
    );
  });

  it("stays exact through re-answering, reloads that free plane entries, and removed users", () => {
    fc.assert(
      fc.property(people, people, fc.array(fc.nat(39), { maxLength: 10 }), (first, second, removed) => {
        const index = new AnswerIndex();
        const name = (i: number) => `p${String(i).padStart(3, "0")}`;
        const truth = new Map<string, Map<string, Response>>();
        first.forEach((list, i) => {
          for (const [q, r] of list) index.setAnswer(name(i), q, r);
          truth.set(name(i), asMap(list));
        });
        // A reload replaces everything (entries freed, then reused by whoever needs one next).
        second.forEach((list, i) => {
          if (i % 2 === 0) {
            index.replaceAnswers(
              name(i),
              list.map(([questionId, response]) => ({ questionId, response })),
            );
            truth.set(name(i), asMap(list));
          } else {
            for (const [q, r] of list) index.setAnswer(name(i), q, r);
            truth.set(name(i), new Map([...(truth.get(name(i)) ?? []), ...list]));
          }
        });
        for (const r of removed) {
          if (r === 0) continue;
          index.removeUser(name(r));
          if (truth.has(name(r))) truth.set(name(r), new Map());
        }
        const n = Math.max(first.length, second.length);
        const all = Array.from({ length: n }, (_, i) => truth.get(name(i)) ?? new Map<string, Response>());
        expect(bestMatches(index, "p000", 10)).toEqual(plainTop(all, 10));
      }),
      { numRuns: 60 },
    );
  });

  it("raises the least table to the smallest weight that reaches each rising floor", () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: -1, max: 1, noNaN: true }), { minLength: 1, maxLength: 12 }), (floors) => {
        const max = 60;
        const least = new Int32Array(max + 1).fill(1);
        let floor = Number.NEGATIVE_INFINITY;
        for (const next of floors) {
          floor = Math.max(floor, next);
          raiseLeast(least, max, floor);
          for (let c = 1; c <= max; c++) {
            let w = 1;
            while (w <= 4 * c && bestMatchRank(scoreFromTotals(w, c), c) < floor) w++;
            expect(least[c]).toBe(w);
          }
        }
      }),
      { numRuns: 60 },
    );
  });

  it("gives the kernel a ratio whose bound never passes the least table", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 1200 }), { minLength: 1, maxLength: 300 }), (weights) => {
        const least = Int32Array.from([0x7fffffff, ...weights.map((w, i) => Math.min(w, 4 * (i + 1) + 1))]);
        const ratio = leastRatio(least, weights.length);
        // What the kernel computes per lane: ⌊c · ratio / 65536⌋ in 32-bit unsigned arithmetic.
        for (let c = 1; c <= weights.length; c++) expect(Math.imul(c, ratio) >>> 16).toBeLessThanOrEqual(least[c]!);
      }),
    );
  });

  it("prunes by the k-th best rank without losing anyone, across many select spans and rank ties", () => {
    // 9,000 people over few questions, so ranks tie often and the floor rises span by span.
    const few = pool.slice(0, 24);
    for (const seed of [1, 2, 3]) {
      let state = seed;
      const next = () => {
        state = (state * 1103515245 + 12345) % 2147483648;
        return state;
      };
      const index = new AnswerIndex();
      const all: Array<Map<string, Response>> = [];
      for (let i = 0; i < 9000; i++) {
        const answers = new Map<string, Response>();
        const count = next() % 12;
        for (let j = 0; j < count; j++) answers.set(few[next() % few.length]!, RESPONSES[next() % 4]!);
        all.push(answers);
        for (const [q, r] of answers) index.setAnswer(`p${String(i).padStart(3, "0")}`, q, r);
        if (answers.size === 0) index.ensureUser(`p${String(i).padStart(3, "0")}`);
      }
      for (const k of [1, 7, 50]) expect(bestMatches(index, "p000", k)).toEqual(plainTop(all, k));
      // Planes of more than one chunk, read as interleaved runs with a remainder: still every pair's sums.
      const probe = index.probe("p000", "matched")!;
      index.answers.planes.accumulate(probe.words, index.size);
      for (let v = 1; v < index.size; v++) {
        if (index.answers.planes.accOf(v) !== scorePacked(index.answers, probe, v, -1)) {
          expect(index.answers.planes.accOf(v)).toBe(scorePacked(index.answers, probe, v, -1));
        }
      }
    }
  });
});
