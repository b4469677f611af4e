import { ALL_QUESTIONS } from "@down/common/questions";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { AnswerIndex } from "./answer-index";
import { type CandidateQuery, findCandidates } from "./candidate-search";
import type { PersonAttributes } from "./people";

const NASHVILLE = { lat: 36.1627, lng: -86.7816 };
const NEW_YORK = { lat: 40.7128, lng: -74.006 };
const TOKYO = { lat: 35.6762, lng: 139.6503 };
const question = ALL_QUESTIONS[0]!;

const person = (at: { lat: number; lng: number }, listed = true): PersonAttributes => ({
  ...at,
  gender: "Female",
  interestedIn: ["Everyone"],
  acceptingMatches: listed,
  appearInSearches: true,
  hidden: false,
});

/** Everyone answers the same question alike, so everyone in reach is a candidate. */
function add(index: AnswerIndex, id: string, at: { lat: number; lng: number }, listed = true) {
  index.setAnswer(id, question.id, "D");
  index.setPerson(id, person(at, listed));
}

const around = (centre: { lat: number; lng: number }, i: number) => ({
  lat: centre.lat + ((i * 37) % 41) * 0.004 - 0.08,
  lng: centre.lng + ((i * 53) % 43) * 0.004 - 0.08,
});

const query = (origin: { lat: number; lng: number }, radius: number): CandidateQuery => ({
  viewerId: "viewer",
  origin,
  radius,
  viewerGender: "Male",
  viewerInterestedIn: ["Everyone"],
  categoryIndex: undefined,
  sort: "nearest",
  excluded: new Set(),
  limit: 1000,
});

function city() {
  const index = new AnswerIndex();
  add(index, "viewer", NASHVILLE);
  for (let i = 0; i < 40; i++) add(index, `nash${i}`, around(NASHVILLE, i));
  for (let i = 0; i < 300; i++) add(index, `ny${i}`, around(NEW_YORK, i));
  for (let i = 0; i < 300; i++) add(index, `tokyo${i}`, around(TOKYO, i));
  return index;
}

describe("geographic buckets", () => {
  it("a 25-mile search looks only at the people near it; an unlimited one at everyone", () => {
    const index = city();
    const near = findCandidates(index, query(NASHVILLE, 25));
    expect(near.total).toBe(40);
    // The viewer and the 40 around Nashville; nobody from New York or Tokyo was even looked at.
    expect(near.scanned).toBe(41);
    const everywhere = findCandidates(index, query(NASHVILLE, 999));
    expect(everywhere.scanned).toBe(index.size);
    expect(everywhere.total).toBe(640);
  });

  it("follows a person who moves, is unlisted and listed again", () => {
    const index = city();
    const ids = () => findCandidates(index, query(NASHVILLE, 25)).top.map((c) => c.userId);
    expect(ids()).not.toContain("ny0");
    index.setPerson("ny0", person({ lat: NASHVILLE.lat + 0.01, lng: NASHVILLE.lng }));
    expect(ids()).toContain("ny0");
    expect(findCandidates(index, query(NEW_YORK, 25)).top.map((c) => c.userId)).not.toContain("ny0");
    index.setPerson("ny0", person(NEW_YORK));
    expect(ids()).not.toContain("ny0");
    expect(findCandidates(index, query(NEW_YORK, 25)).top.map((c) => c.userId)).toContain("ny0");
    index.removeUser("nash3");
    expect(ids()).not.toContain("nash3");
    index.setPerson("nash4", person(around(NASHVILLE, 4), false));
    expect(ids()).not.toContain("nash4");
    expect(findCandidates(index, query(NASHVILLE, 25)).scanned).toBe(39);
    index.setPerson("nash4", person(around(NASHVILLE, 4)));
    expect(ids()).toContain("nash4");
  });

  it("a snapshot's index has the same buckets as the one it was taken from", () => {
    const index = city();
    const copy = new AnswerIndex();
    copy.importState(index.exportState());
    expect(findCandidates(copy, query(NASHVILLE, 25))).toEqual(findCandidates(index, query(NASHVILLE, 25)));
    expect(copy.people.cells.count).toBe(index.people.cells.count);
  });

  it("finds exactly whom a scan of everyone finds within the radius, across the date line and near the poles", () => {
    const place = fc.oneof(
      fc.record({
        lat: fc.double({ min: 35, max: 37, noNaN: true }),
        lng: fc.double({ min: -88, max: -85, noNaN: true }),
      }),
      fc.record({
        lat: fc.double({ min: -20, max: -15, noNaN: true }),
        lng: fc.double({ min: 177, max: 180, noNaN: true }),
      }),
      fc.record({
        lat: fc.double({ min: -20, max: -15, noNaN: true }),
        lng: fc.double({ min: -180, max: -177, noNaN: true }),
      }),
      fc.record({
        lat: fc.double({ min: 87, max: 90, noNaN: true }),
        lng: fc.double({ min: -180, max: 180, noNaN: true }),
      }),
    );
    fc.assert(
      fc.property(
        fc.array(place, { minLength: 1, maxLength: 60 }),
        fc.constantFrom(1, 5, 25, 100, 400, 998),
        fc.constantFrom("nearest" as const, "best" as const),
        (places, radius, sort) => {
          const index = new AnswerIndex();
          for (const [i, at] of places.entries()) add(index, i === 0 ? "viewer" : `p${String(i).padStart(2, "0")}`, at);
          const origin = places[0]!;
          const within = findCandidates(index, { ...query(origin, radius), sort });
          const all = findCandidates(index, { ...query(origin, 999), sort });
          const expected = all.top.filter((c) => c.distance <= radius);
          expect(within.top.map((c) => c.userId)).toEqual(expected.map((c) => c.userId));
          expect(within.total).toBe(expected.length);
        },
      ),
      { numRuns: 200 },
    );
  });
});
