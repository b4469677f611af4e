import { DEFAULT_LOCATION } from "@down/common/constants";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blocks } from "../../db/schema";
import { createTestApp, testDb } from "../../test/test-app";
import { freshPlace, freshQuestion, ids, north, person, searchAs } from "./search.test-helpers";

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe("GET /api/search candidates", () => {
  it("keeps people within the radius (default 25 miles)", async () => {
    const here = freshPlace();
    const q = freshQuestion();
    const me = await person(app, { at: here, answers: { [q]: "D" } });
    const near = await person(app, { at: north(here, 10), answers: { [q]: "D" } });
    await person(app, { at: north(here, 40), answers: { [q]: "D" } });
    const { body } = await searchAs(app, me);
    expect(ids(body)).toEqual([near.id]);
    expect(body.total).toBe(1);
  });

  it("treats radius 999 as unlimited", async () => {
    const here = freshPlace();
    const q = freshQuestion();
    const me = await person(app, { at: here, answers: { [q]: "O" }, radius: 999 });
    const far = await person(app, {
      at: { lat: -here.lat, lng: here.lng > 0 ? here.lng - 150 : here.lng + 150 },
      answers: { [q]: "O" },
    });
    expect(ids((await searchAs(app, me)).body)).toEqual([far.id]);
  });

  it("fits both people's interested-in", async () => {
    const here = freshPlace();
    const q = freshQuestion();
    const me = await person(app, { at: here, answers: { [q]: "W" }, gender: "Female", interestedIn: ["Men"] });
    const spec = (gender: string | null, interestedIn: string[]) => ({
      at: here,
      answers: { [q]: "W" as const },
      gender,
      interestedIn,
    });
    const fitsBoth = await person(app, spec("Male", ["Women"]));
    const fitsViaEveryone = await person(app, spec("Male", ["Everyone"]));
    await person(app, spec("Male", ["Men"])); // not interested in women
    await person(app, spec("Female", ["Everyone"])); // I am not interested in women
    await person(app, spec(null, ["Everyone"])); // no gender fits only Everyone
    expect(ids((await searchAs(app, me)).body).sort()).toEqual([fitsBoth.id, fitsViaEveryone.id].sort());
  });

  it("lets a person with no gender be found only by Everyone", async () => {
    const here = freshPlace();
    const q = freshQuestion();
    const me = await person(app, { at: here, answers: { [q]: "N" }, gender: null, interestedIn: ["Everyone"] });
    const open = await person(app, { at: here, answers: { [q]: "N" }, gender: "Male", interestedIn: ["Everyone"] });
    await person(app, { at: here, answers: { [q]: "N" }, gender: "Male", interestedIn: ["Women", "Men"] });
    expect(ids((await searchAs(app, me)).body)).toEqual([open.id]);
  });

  it("leaves out people not accepting matches", async () => {
    const here = freshPlace();
    const q = freshQuestion();
    const me = await person(app, { at: here, answers: { [q]: "D" } });
    await person(app, { at: here, answers: { [q]: "D" }, acceptingMatches: false });
    expect((await searchAs(app, me)).body.total).toBe(0);
  });

  it("leaves out people hidden from searches", async () => {
    const here = freshPlace();
    const q = freshQuestion();
    const me = await person(app, { at: here, answers: { [q]: "D" } });
    await person(app, { at: here, answers: { [q]: "D" }, appearInSearches: false });
    expect((await searchAs(app, me)).body.total).toBe(0);
  });

  it("leaves out people blocked either way", async () => {
    const here = freshPlace();
    const q = freshQuestion();
    const me = await person(app, { at: here, answers: { [q]: "D" } });
    const iBlocked = await person(app, { at: here, answers: { [q]: "D" } });
    const blockedMe = await person(app, { at: here, answers: { [q]: "D" } });
    const other = await person(app, { at: here, answers: { [q]: "D" } });
    await testDb(app)
      .insert(blocks)
      .values([
        { blockerId: me.id, blockedId: iBlocked.id },
        { blockerId: blockedMe.id, blockedId: me.id },
      ]);
    expect(ids((await searchAs(app, me)).body)).toEqual([other.id]);
  });

  it("searches from Nashville when the user has no location", async () => {
    const nashville = { lat: DEFAULT_LOCATION.lat, lng: DEFAULT_LOCATION.lng };
    const q = freshQuestion();
    const me = await person(app, { at: null, answers: { [q]: "D" } });
    const near = await person(app, { at: north(nashville, 12), answers: { [q]: "D" } });
    await person(app, { at: north(nashville, 30), answers: { [q]: "D" } });
    const { body } = await searchAs(app, me);
    expect(ids(body)).toEqual([near.id]);
    expect(body.results[0]!.distance).toBe(12);
  });

  it("never lists the user themselves", async () => {
    const here = freshPlace();
    const me = await person(app, { at: here, answers: { [freshQuestion()]: "D" } });
    expect((await searchAs(app, me)).body).toEqual({ total: 0, results: [], nextCursor: null });
  });

  it("needs at least one question answered alike", async () => {
    const here = freshPlace();
    const [q1, q2] = [freshQuestion(), freshQuestion()];
    const me = await person(app, { at: here, answers: { [q1]: "D", [q2]: "O" } });
    await person(app, { at: here, answers: { [q1]: "N", [q2]: "W" } }); // common, never alike
    const alike = await person(app, { at: here, answers: { [q1]: "N", [q2]: "O" } });
    expect(ids((await searchAs(app, me)).body)).toEqual([alike.id]);
  });

  it("filters by category: alike within that category's questions", async () => {
    const here = freshPlace();
    const [travel, food] = [freshQuestion("travel"), freshQuestion("food")];
    const me = await person(app, { at: here, answers: { [travel]: "D", [food]: "D" } });
    const travelMatch = await person(app, { at: here, answers: { [travel]: "D", [food]: "N" } });
    const foodMatch = await person(app, { at: here, answers: { [travel]: "W", [food]: "D" } });
    expect(ids((await searchAs(app, me, "?category=travel")).body)).toEqual([travelMatch.id]);
    expect(ids((await searchAs(app, me, "?category=food")).body)).toEqual([foodMatch.id]);
    expect((await searchAs(app, me, "?category=adventure")).body.total).toBe(0);
    expect((await searchAs(app, me, "?category=nope")).status).toBe(400);
  });
});
