import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { RESPONSES, type Response } from "@down/common/constants";
import { ALL_QUESTIONS } from "@down/common/questions";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { AnswerIndex } from "./answer-index";
import { bestMatches } from "./best-matches";
import { readSnapshot, writeSnapshot } from "./index-snapshot";
import type { PersonAttributes } from "./people";

const dir = mkdtempSync(path.join(tmpdir(), "down-snapshot-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const pool = ALL_QUESTIONS.filter((_, i) => i % 5 === 0).map((q) => q.id);
const answerList = fc.array(fc.tuple(fc.constantFrom(...pool), fc.constantFrom(...RESPONSES)), { maxLength: 60 });
const person = fc.record({
  lat: fc.double({ min: -80, max: 80, noNaN: true }),
  lng: fc.double({ min: -180, max: 180, noNaN: true }),
  gender: fc.constantFrom("Male", "Female", null),
  interestedIn: fc.subarray(["Men", "Women", "Everyone"]),
  acceptingMatches: fc.boolean(),
  appearInSearches: fc.boolean(),
  hidden: fc.boolean(),
});

function build(people: Array<{ answers: Array<[string, Response]>; person: PersonAttributes }>, removed: number[]) {
  const index = new AnswerIndex();
  people.forEach(({ answers, person: p }, i) => {
    index.setPerson(`u${i}`, p);
    for (const [q, r] of answers) index.setAnswer(`u${i}`, q, r);
  });
  for (const r of removed) index.removeUser(`u${r}`);
  return index;
}

describe("index snapshot", () => {
  it("reads back the index it wrote: every answer, search field and ranking", () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ answers: answerList, person }), { minLength: 1, maxLength: 30 }),
        fc.array(fc.nat(29), { maxLength: 5 }),
        (people, removed) => {
          const index = build(people, removed);
          const file = path.join(dir, "round-trip.snapshot");
          writeSnapshot(index, file, { position: 42, takenAt: 1234, marker: 5 });
          const read = readSnapshot(file);
          if (!read.ok) throw new Error(read.reason);
          expect(read.info).toEqual({ position: 42, takenAt: 1234, marker: 5 });
          const copy = read.index;
          expect(copy.ids).toEqual(index.ids);
          for (const id of index.ids) {
            expect(copy.answersOf(id)).toEqual(index.answersOf(id));
            const u = index.indexOf(id)!;
            for (const column of ["x", "y", "z", "gender", "interests", "flags"] as const) {
              expect(copy.people[column][u]).toBe(index.people[column][u]);
            }
          }
          expect(bestMatches(copy, "u0", 10)).toEqual(bestMatches(index, "u0", 10));
          // The copy keeps working: new answers and users land in it as in the original.
          for (const target of [index, copy]) {
            target.setAnswer("u0", pool[3]!, "D");
            target.setAnswer("new", pool[3]!, "D");
          }
          expect(copy.answersOf("new")).toEqual(index.answersOf("new"));
          expect(bestMatches(copy, "u0", 10)).toEqual(bestMatches(index, "u0", 10));
        },
      ),
      { numRuns: 40 },
    );
  });

  it("refuses a missing, truncated, corrupted or foreign file", () => {
    const index = new AnswerIndex();
    for (let i = 0; i < 50; i++) index.setAnswer(`u${i}`, pool[i % pool.length]!, RESPONSES[i % 4]!);
    const file = path.join(dir, "damaged.snapshot");
    expect(readSnapshot(path.join(dir, "missing.snapshot"))).toEqual({ ok: false, reason: "no snapshot" });
    writeSnapshot(index, file, { position: 1, takenAt: 1, marker: 1 });
    const good = readFileSync(file);
    expect(readSnapshot(file).ok).toBe(true);

    writeFileSync(file, good.subarray(0, good.length - 9));
    expect(readSnapshot(file)).toEqual({ ok: false, reason: "truncated" });

    const flipped = Buffer.from(good);
    flipped[flipped.length - 100] = flipped[flipped.length - 100]! ^ 0x10;
    writeFileSync(file, flipped);
    expect(readSnapshot(file)).toEqual({ ok: false, reason: "checksum mismatch" });

    writeFileSync(file, "not a snapshot at all");
    expect(readSnapshot(file)).toEqual({ ok: false, reason: "not a snapshot" });

    writeFileSync(file, good);
    const other = readSnapshot(file, () => new AnswerIndex(ALL_QUESTIONS.slice(0, 100)));
    expect(other).toEqual({ ok: false, reason: "written for another question layout" });
  });
});
