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
  it("keeps people within the radius (default 25 miles) when there are enough of them", async () => {
    const here = freshPlace();
    const q = freshQuestion();
    const me = await person(app, { at: here, answers: { [q]: "D" } });
    const near: string[] = [];
    for (let i = 0; i < 10; i++) near.push((await person(app, { at: north(here, 10 + i), answers: { [q]: "D" } })).id);
    await person(app, { at: north(here, 40), answers: { [q]: "D" } });
    const { body } = await searchAs(app, me);
    expect(ids(body)).toEqual(near);
    expect(body.total).toBe(10);
    expect(body).toMatchObject({ radiusUsed: 25, widenedFrom: null });
  });

  describe("never an empty results page (docs/decisions/024)", () => {
    it("widens an empty town 25 → 50 → 100 and says which radius it used", async () => {
      const here = freshPlace();
      const q = freshQuestion();
      const me = await person(app, { at: here, answers: { [q]: "D" } });
      const at80 = await person(app, { at: north(here, 80), answers: { [q]: "D" } });
      const { body } = await searchAs(app, me);
      expect(ids(body)).toEqual([at80.id]);
      expect(body).toMatchObject({ total: 1, radiusUsed: 100, widenedFrom: 25, ownRadiusTotal: 0 });
      expect(body.results[0]!.distance).toBe(80);
    });

    it("goes on to any distance when nobody is within 100 miles", async () => {
      const here = freshPlace();
      const q = freshQuestion();
      const me = await person(app, { at: here, answers: { [q]: "W" } });
      const far = await person(app, { at: north(here, 400), answers: { [q]: "W" } });
      const { body } = await searchAs(app, me);
      expect(ids(body)).toEqual([far.id]);
      expect(body).toMatchObject({ radiusUsed: 999, widenedFrom: 25 });
    });

    it("stops at the nearest step that adds anyone when no step reaches 10", async () => {
      const here = freshPlace();
      const q = freshQuestion();
      const me = await person(app, { at: here, answers: { [q]: "N" } });
      const within25 = [];
      for (let i = 0; i < 3; i++)
        within25.push((await person(app, { at: north(here, 5 + i), answers: { [q]: "N" } })).id);
      const at40 = await person(app, { at: north(here, 40), answers: { [q]: "N" } });
      const { body } = await searchAs(app, me);
      expect(ids(body)).toEqual([...within25, at40.id]);
      expect(body).toMatchObject({ radiusUsed: 50, widenedFrom: 25, ownRadiusTotal: 3 });
    });

    it("widens from the person's own radius, and not at all when nobody anywhere fits", async () => {
      const here = freshPlace();
      const q = freshQuestion();
      const me = await person(app, { at: here, answers: { [q]: "O" }, radius: 5 });
      const at20 = await person(app, { at: north(here, 20), answers: { [q]: "O" } });
      expect((await searchAs(app, me)).body).toMatchObject({ radiusUsed: 25, widenedFrom: 5, total: 1 });
      expect(ids((await searchAs(app, me)).body)).toEqual([at20.id]);
      const alone = await person(app, { at: freshPlace(), answers: { [freshQuestion()]: "O" } });
      expect((await searchAs(app, alone)).body).toMatchObject({ total: 0, radiusUsed: 25, widenedFrom: null });
    });

    it("keeps the widened radius on every page", async () => {
      const here = freshPlace();
      const q = freshQuestion();
      const me = await person(app, { at: here, answers: { [q]: "D" }, radius: 10 });
      for (let i = 0; i < 25; i++) await person(app, { at: north(here, 15 + i * 0.2), answers: { [q]: "D" } });
      const first = (await searchAs(app, me)).body;
      expect(first).toMatchObject({ total: 25, radiusUsed: 25, widenedFrom: 10 });
      const second = (await searchAs(app, me, `?cursor=${first.nextCursor}`)).body;
      expect(second).toMatchObject({ total: 25, radiusUsed: 25, widenedFrom: 10 });
      expect(new Set([...ids(first), ...ids(second)]).size).toBe(25);
    });
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
    const farther = await person(app, { at: north(nashville, 30), answers: { [q]: "D" } });
    const { body } = await searchAs(app, me);
    // Two people only: the search widens past 25 miles (docs/decisions/024), nearest first from Nashville.
    expect(ids(body)).toEqual([near.id, farther.id]);
    expect(body.results.map((r) => r.distance)).toEqual([12, 30]);
  });

  it("never lists the user themselves", async () => {
    const here = freshPlace();
    const me = await person(app, { at: here, answers: { [freshQuestion()]: "D" } });
    expect((await searchAs(app, me)).body).toEqual({
      total: 0,
      results: [],
      nextCursor: null,
      radiusUsed: 25,
      widenedFrom: null,
      ownRadiusTotal: 0,
    });
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

  it("hides a paused person from search and new matches, keeps their chats, and brings them back on resume", async () => {
    const here = freshPlace();
    const q = freshQuestion();
    const me = await person(app, { at: here, answers: { [q]: "D" } });
    const friend = await person(app, { at: here, answers: { [q]: "D" } });
    const pauser = await person(app, { at: here, answers: { [q]: "D" } });
    const request = (from: typeof me, to: typeof me) =>
      app.inject({
        method: "POST",
        url: "/api/match-requests",
        headers: { cookie: from.cookie },
        payload: { fromUserId: from.id, toUserId: to.id },
      });
    // A match made before the pause, so there is a chat to keep.
    await request(me, pauser);
    await request(pauser, me);
    const setPaused = (paused: boolean) =>
      app.inject({
        method: "PATCH",
        url: `/api/profiles/${pauser.id}`,
        headers: { cookie: pauser.cookie },
        payload: { paused },
      });
    expect(ids((await searchAs(app, friend)).body).sort()).toEqual([me.id, pauser.id].sort());

    expect((await setPaused(true)).json().paused).toBe(true);
    expect(ids((await searchAs(app, friend)).body)).toEqual([me.id]);
    // While paused they are hidden, so to a stranger they look like nobody (404, decision 007); they
    // themselves may not send new requests (409 saying why).
    expect((await request(friend, pauser)).statusCode).toBe(404);
    expect((await request(pauser, friend)).statusCode).toBe(409);
    const message = await app.inject({
      method: "POST",
      url: "/api/messages",
      headers: { cookie: me.cookie },
      payload: { senderId: me.id, receiverId: pauser.id, content: "Still here?" },
    });
    expect(message.statusCode).toBeLessThan(300);
    const profile = await app.inject({
      method: "GET",
      url: `/api/public-profiles/${pauser.id}`,
      headers: { cookie: friend.cookie },
    });
    expect(profile.statusCode).toBe(404);

    await setPaused(false);
    expect(ids((await searchAs(app, friend)).body).sort()).toEqual([me.id, pauser.id].sort());
    expect((await request(friend, pauser)).statusCode).toBe(200);
  });

  it("honours the age range both ways: someone outside my range does not see me either", async () => {
    const here = freshPlace();
    const q = freshQuestion();
    const me = await person(app, { at: here, answers: { [q]: "D" }, age: 30, ageRange: [25, 35] });
    const inRange = await person(app, { at: here, answers: { [q]: "D" }, age: 28 });
    const tooOld = await person(app, { at: here, answers: { [q]: "D" }, age: 50 });
    const wantsOlder = await person(app, { at: here, answers: { [q]: "D" }, age: 33, ageRange: [40, 60] });
    const noAge = await person(app, { at: here, answers: { [q]: "D" }, age: null });
    expect(ids((await searchAs(app, me)).body)).toEqual([inRange.id]);
    // The other way round: I am outside wantsOlder's range, and tooOld is outside mine.
    expect(ids((await searchAs(app, tooOld)).body)).not.toContain(me.id);
    expect(ids((await searchAs(app, wantsOlder)).body)).not.toContain(me.id);
    expect(ids((await searchAs(app, inRange)).body)).toContain(me.id);
    // Without an age nobody sees them and they cannot search (adults with a profile only, issue 7).
    expect(ids((await searchAs(app, inRange)).body)).not.toContain(noAge.id);
    expect((await searchAs(app, noAge)).status).toBe(403);
  });

  it("saves the range through PUT /api/preferences and the next search uses it", async () => {
    const here = freshPlace();
    const q = freshQuestion();
    const me = await person(app, { at: here, answers: { [q]: "O" }, age: 40 });
    const young = await person(app, { at: here, answers: { [q]: "O" }, age: 22 });
    const put = (body: object) =>
      app.inject({ method: "PUT", url: `/api/preferences/${me.id}`, headers: { cookie: me.cookie }, payload: body });
    expect(ids((await searchAs(app, me)).body)).toEqual([young.id]);
    const saved = await put({ ageMin: 30, ageMax: 45 });
    expect(saved.json()).toMatchObject({ ageMin: 30, ageMax: 45 });
    expect(ids((await searchAs(app, me)).body)).toEqual([]);
    expect(ids((await searchAs(app, young)).body)).toEqual([]);
    await put({ ageMin: 18, ageMax: 100 });
    expect(ids((await searchAs(app, me)).body)).toEqual([young.id]);
    for (const bad of [
      { ageMin: 17, ageMax: 30 },
      { ageMin: 40, ageMax: 30 },
      { ageMin: 20 },
      { ageMin: 20.5, ageMax: 30 },
    ]) {
      expect((await put(bad)).statusCode).toBe(400);
    }
  });

  it("Verified people only: both ways", async () => {
    const here = freshPlace();
    const q = freshQuestion();
    const picky = await person(app, { at: here, answers: { [q]: "W" }, verified: true, verifiedOnly: true });
    const verified = await person(app, { at: here, answers: { [q]: "W" }, verified: true });
    const unverified = await person(app, { at: here, answers: { [q]: "W" } });
    expect(ids((await searchAs(app, picky)).body)).toEqual([verified.id]);
    expect(ids((await searchAs(app, unverified)).body)).toEqual([verified.id]);
    expect(ids((await searchAs(app, verified)).body).sort()).toEqual([picky.id, unverified.id].sort());
    const put = await app.inject({
      method: "PUT",
      url: `/api/preferences/${picky.id}`,
      headers: { cookie: picky.cookie },
      payload: { verifiedOnly: false },
    });
    expect(put.json().verifiedOnly).toBe(false);
    expect(ids((await searchAs(app, unverified)).body).sort()).toEqual([picky.id, verified.id].sort());
  });
});
