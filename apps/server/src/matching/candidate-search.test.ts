import { CATEGORY_IDS } from "@down/common/categories";
import { RESPONSES, type Response } from "@down/common/constants";
import { snapToCell } from "@down/common/geo-grid";
import { ALL_QUESTIONS } from "@down/common/questions";
import { bestMatchRank, compareAsSeen } from "@down/common/scoring";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { AnswerIndex } from "./answer-index";
import { findCandidates } from "./candidate-search";
import { distanceMiles } from "./people";

// Few questions over a few categories, so overlaps, ties and category filters all happen; one of them
// (intimacy) is hidden from non-matches, so the matched and unmatched scores both take part.
const INTIMACY = CATEGORY_IDS.indexOf("intimacy");
const pool = ALL_QUESTIONS.filter((q) => {
  const c = CATEGORY_IDS.indexOf(q.categoryId);
  return c < 3 || c === INTIMACY;
}).filter((_, i) => i % 9 === 0);
const categoryOf = (questionId: string) => pool.find((q) => q.id === questionId)?.categoryId;
const person = fc.record({
  answers: fc.array(fc.tuple(fc.constantFrom(...pool), fc.constantFrom(...RESPONSES)), { maxLength: 10 }),
  lat: fc.double({ min: 36, max: 36.3, noNaN: true }),
  lng: fc.double({ min: -86.9, max: -86.6, noNaN: true }),
  gender: fc.constantFrom("Male", "Female", null),
  interestedIn: fc.constantFrom(["Men"], ["Women"], ["Everyone"], ["Men", "Women"]),
  listed: fc.boolean(),
});

/** The ways rankCandidates can visit people, forced even for a small index. */
const PLANS = [0, Number.POSITIVE_INFINITY].flatMap((inOrderFrom) =>
  [0, Number.POSITIVE_INFINITY].map((accumulateFrom) => ({ inOrderFrom, accumulateFrom })),
);

describe("findCandidates", () => {
  it("returns what a plain filter, score and sort over everyone returns, for both sorts and a category, matched or not", () => {
    fc.assert(
      fc.property(
        fc.array(person, { minLength: 1, maxLength: 30 }),
        fc.constantFrom("nearest" as const, "best" as const),
        fc.constantFrom(undefined, 0, 1, 2, INTIMACY),
        fc.integer({ min: 1, max: 8 }),
        fc.constantFrom(5, 15, 999),
        fc.uniqueArray(fc.nat({ max: 29 }), { maxLength: 10 }),
        (list, sort, categoryIndex, limit, radius, matchedAt) => {
          const index = new AnswerIndex();
          const id = (i: number) => `u${String(i).padStart(3, "0")}`;
          list.forEach((p, i) => {
            index.replaceAnswers(
              id(i),
              p.answers.map(([q, r]) => ({ questionId: q.id, response: r })),
            );
            index.setPerson(id(i), {
              lat: p.lat,
              lng: p.lng,
              gender: p.gender,
              interestedIn: p.interestedIn,
              acceptingMatches: p.listed,
              appearInSearches: true,
              hidden: false,
            });
          });
          const viewer = list[0]!;
          const origin = { lat: viewer.lat, lng: viewer.lng };
          const query = {
            viewerId: id(0),
            origin,
            radius,
            viewerGender: viewer.gender,
            viewerInterestedIn: viewer.interestedIn,
            categoryIndex,
            sort,
            excluded: new Set([id(1)]),
            matched: new Set(matchedAt.map(id)),
            limit,
          };
          const fast = findCandidates(index, query);
          // Every way of visiting people gives the same page and total.
          for (const plan of PLANS) expect(findCandidates(index, query, plan)).toEqual(fast);
          // Plain: same filters spelled out, the shared scoring definition, a full sort.
          const fits = (interests: readonly string[], gender: string | null) =>
            interests.includes("Everyone") ||
            (gender === "Male" && interests.includes("Men")) ||
            (gender === "Female" && interests.includes("Women"));
          const mine = new Map<string, Response>(viewer.answers.map(([q, r]) => [q.id, r]));
          const plain = list
            .map((p, i) => {
              const theirs = new Map<string, Response>(p.answers.map(([q, r]) => [q.id, r]));
              // Mutual matches on every answer, everyone else without the hidden category (decision 007).
              const { weight, common, alike } = compareAsSeen(mine, theirs, matchedAt.includes(i), categoryOf);
              const score = common === 0 ? 0 : Math.round((100 * weight) / (common * 4));
              return {
                i,
                p,
                weight,
                alike,
                score,
                common,
                rank: bestMatchRank(score, common),
                // Both people's grid-cell centres (decision 004), as every distance another person sees.
                distance: distanceMiles(snapToCell(origin.lat, origin.lng), snapToCell(p.lat, p.lng)),
              };
            })
            .filter(({ i, p, weight, alike, distance }) => {
              if (i === 0 || i === 1 || !p.listed || weight === 0) return false;
              if (!fits(viewer.interestedIn, p.gender) || !fits(p.interestedIn, viewer.gender)) return false;
              if (radius < 999 && distance > radius + 1e-9) return false;
              return (
                categoryIndex === undefined ||
                alike.some((a) => pool.find((q) => q.id === a.questionId)!.categoryId === CATEGORY_IDS[categoryIndex])
              );
            });
          expect(fast.total).toBe(plain.length);
          const key = (c: { rank: number; distance: number; i: number }) =>
            sort === "nearest" ? [-Math.round(c.distance), c.rank, -c.distance, -c.i] : [c.rank, -c.distance, 0, -c.i];
          plain.sort((x, y) => {
            const [a, b] = [key(x), key(y)];
            for (let j = 0; j < 4; j++) if (a[j] !== b[j]) return b[j]! - a[j]!;
            return 0;
          });
          const expected = plain.slice(0, limit).map((c) => ({ userId: id(c.i), score: c.score, common: c.common }));
          expect(fast.top.map((c) => ({ userId: c.userId, score: c.score, common: c.common }))).toEqual(expected);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe("rankCandidates' ways of visiting people", () => {
  it("give the same page and total in an index wider than one bitmap word, for both sorts and a category", () => {
    fc.assert(
      fc.property(
        fc.array(person, { minLength: 33, maxLength: 120 }),
        fc.constantFrom("nearest" as const, "best" as const),
        fc.constantFrom(undefined, 0, 1, 2, INTIMACY),
        fc.integer({ min: 1, max: 40 }),
        fc.constantFrom(5, 15, 999),
        fc.nat(),
        fc.uniqueArray(fc.nat({ max: 119 }), { maxLength: 12 }),
        (list, sort, categoryIndex, limit, radius, pick, matchedAt) => {
          const index = new AnswerIndex();
          const id = (i: number) => `u${String(i).padStart(3, "0")}`;
          list.forEach((p, i) => {
            index.replaceAnswers(
              id(i),
              p.answers.map(([q, r]) => ({ questionId: q.id, response: r })),
            );
            index.setPerson(id(i), { ...p, acceptingMatches: p.listed, appearInSearches: true, hidden: false });
          });
          const v = pick % list.length;
          const viewer = list[v]!;
          const query = {
            viewerId: id(v),
            origin: { lat: viewer.lat, lng: viewer.lng },
            radius,
            viewerGender: viewer.gender,
            viewerInterestedIn: viewer.interestedIn,
            categoryIndex,
            sort,
            excluded: new Set([id((v + 1) % list.length)]),
            matched: new Set(matchedAt.map(id)),
            limit,
          };
          // The first way is the plain one: bucket by bucket, each candidate's own entries.
          const [plain, ...others] = [{ inOrderFrom: Infinity, accumulateFrom: Infinity }, ...PLANS].map((plan) =>
            findCandidates(index, query, plan),
          );
          for (const other of others) expect(other).toEqual(plain);
        },
      ),
      { numRuns: 150 },
    );
  });
});
