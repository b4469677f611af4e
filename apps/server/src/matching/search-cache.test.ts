import { ALL_QUESTIONS } from "@down/common/questions";
import { describe, expect, it } from "vitest";
import { AnswerIndex } from "./answer-index";
import { type CandidateQuery, rankCandidates } from "./candidate-search";
import type { PersonAttributes } from "./people";
import { SearchCache } from "./search-cache";

const NASHVILLE = { lat: 36.1627, lng: -86.7816 };
const [first, second] = ALL_QUESTIONS;

const person = (lat: number, listed = true): PersonAttributes => ({
  lat,
  lng: NASHVILLE.lng,
  gender: "Female",
  interestedIn: ["Everyone"],
  acceptingMatches: listed,
  appearInSearches: true,
  hidden: false,
});

/** The viewer and 150 people due north, one every ~0.14 miles. */
function town() {
  const index = new AnswerIndex();
  index.setAnswer("viewer", first!.id, "D");
  index.setPerson("viewer", person(NASHVILLE.lat));
  for (let i = 0; i < 150; i++) {
    const id = `p${String(i).padStart(3, "0")}`;
    index.setAnswer(id, first!.id, "D");
    index.setPerson(id, person(NASHVILLE.lat + i * 0.002));
  }
  return index;
}

const query: Omit<CandidateQuery, "limit"> = {
  viewerId: "viewer",
  origin: NASHVILLE,
  radius: 25,
  viewerGender: "Male",
  viewerInterestedIn: ["Everyone"],
  categoryIndex: undefined,
  sort: "nearest",
  excluded: new Set(),
};

const ids = (index: AnswerIndex, order: Int32Array, from: number, to: number) =>
  Array.from(order.subarray(from, to), (v) => index.ids[v]);

describe("SearchCache", () => {
  it("serves page 2 and a repeated search from page 1's ranking, the same as ranking again", () => {
    const index = town();
    const cache = new SearchCache();
    const page1 = cache.rank(index, query, 20);
    expect(cache.misses).toBe(1);
    const page2 = cache.rank(index, query, 40);
    const again = cache.rank(index, query, 20);
    expect(cache).toMatchObject({ hits: 2, misses: 1 });
    const fresh = rankCandidates(index, { ...query, limit: 40 });
    expect(ids(index, page2.order, 20, 40)).toEqual(ids(index, fresh.order, 20, 40));
    expect(again).toBe(page1);
    expect(page2.total).toBe(150);
  });

  it("ranks deeper when a page lies past what it kept", () => {
    const index = town();
    const cache = new SearchCache();
    cache.rank(index, query, 20);
    const page6 = cache.rank(index, query, 120);
    expect(cache).toMatchObject({ hits: 0, misses: 2 });
    expect(ids(index, page6.order, 100, 120)).toEqual(
      ids(index, rankCandidates(index, { ...query, limit: 120 }).order, 100, 120),
    );
    cache.rank(index, query, 140);
    expect(cache.hits).toBe(1); // 150 people: the ranking to 200 already holds the last page
  });

  it("never serves a ranking after any change to the index", () => {
    const index = town();
    const cache = new SearchCache();
    const changes: Array<() => void> = [
      () => index.setAnswer("p010", second!.id, "O"),
      () => index.replaceAnswers("p011", [{ questionId: first!.id, response: "W" }]),
      () => index.setPerson("p012", person(NASHVILLE.lat + 2)),
      () => index.setPerson("p013", person(NASHVILLE.lat, false)),
      () => index.removeUser("p000"),
    ];
    let before = cache.rank(index, query, 20);
    for (const change of changes) {
      change();
      const after = cache.rank(index, query, 20);
      expect(after).not.toBe(before);
      const fresh = rankCandidates(index, { ...query, limit: 100 });
      expect({ total: after.total, order: after.order }).toEqual({ total: fresh.total, order: fresh.order });
      before = after;
    }
    expect(cache).toMatchObject({ hits: 0, misses: changes.length + 1 });
    expect(ids(index, before.order, 0, 3)).toEqual(["p001", "p002", "p003"]); // p000 removed
  });

  it("keeps a ranking per viewer and query: a block, another sort or another radius is another entry", () => {
    const index = town();
    const cache = new SearchCache();
    cache.rank(index, query, 20);
    const blocked = cache.rank(index, { ...query, excluded: new Set(["p000"]) }, 20);
    expect(ids(index, blocked.order, 0, 1)).toEqual(["p001"]);
    cache.rank(index, { ...query, sort: "best" }, 20);
    cache.rank(index, { ...query, radius: 5 }, 20);
    cache.rank(index, { ...query, viewerId: "p050" }, 20);
    expect(cache).toMatchObject({ hits: 0, misses: 5, size: 5 });
  });

  it("holds at most its bound, dropping the least recently used, and forgets entries after the TTL", () => {
    const index = town();
    let now = 0;
    const cache = new SearchCache(2, 1000, () => now);
    const radius = (miles: number) => ({ ...query, radius: miles });
    cache.rank(index, radius(5), 20);
    cache.rank(index, radius(10), 20);
    cache.rank(index, radius(5), 20); // 5 is now the most recent
    cache.rank(index, radius(15), 20); // evicts 10
    expect(cache.size).toBe(2);
    cache.rank(index, radius(5), 20);
    expect(cache.hits).toBe(2);
    cache.rank(index, radius(10), 20);
    expect(cache.misses).toBe(4);
    now = 1001;
    cache.rank(index, radius(10), 20);
    expect(cache.misses).toBe(5);
  });
});
