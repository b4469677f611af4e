import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { matchRequests } from "../../db/schema";
import { distanceMiles } from "../../matching/people";
import { createTestApp, testDb } from "../../test/test-app";
import { freshPlace, freshQuestion, ids, north, person, searchAs } from "./search.test-helpers";

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe("GET /api/search order and pages", () => {
  it("sorts nearest first, or by best match with thin overlap ranked down", async () => {
    const here = freshPlace();
    const qs = Array.from({ length: 10 }, () => freshQuestion());
    const all = (r: "D" | "W") => Object.fromEntries(qs.map((q) => [q, r]));
    const me = await person(app, { at: here, answers: { ...all("D"), [qs[0]!]: "N" } });
    // 1 of 10 alike, an N: round(100·1/40) = 3%, rank 0.03 − 1/10 < 0
    const nearLow = await person(app, { at: north(here, 2), answers: { ...all("W"), [qs[0]!]: "N" } });
    // 1 of 1 alike, a D: 100%, rank 1 − 1/1 = 0
    const oneShared = await person(app, { at: north(here, 6), answers: { [qs[1]!]: "D" } });
    // 9 of 10 alike: (1 + 8·4)/40 = 82.5 → 83%, rank 0.83 − 0.1
    const tenShared = await person(app, {
      at: north(here, 12),
      answers: { ...all("D"), [qs[0]!]: "N", [qs[9]!]: "W" },
    });
    expect(ids((await searchAs(app, me)).body)).toEqual([nearLow.id, oneShared.id, tenShared.id]);
    expect(ids((await searchAs(app, me, "?sort=nearest")).body)).toEqual([nearLow.id, oneShared.id, tenShared.id]);
    const best = (await searchAs(app, me, "?sort=best")).body;
    expect(ids(best)).toEqual([tenShared.id, oneShared.id, nearLow.id]);
    expect(best.results.map((r) => r.downScore)).toEqual([83, 100, 3]);
    expect((await searchAs(app, me, "?sort=random")).status).toBe(400);
  });

  it("pages 20 at a time with an opaque cursor and a total of all candidates", async () => {
    const here = freshPlace();
    const q = freshQuestion();
    const me = await person(app, { at: here, answers: { [q]: "D" } });
    for (let i = 0; i < 45; i++) await person(app, { at: north(here, i * 0.4), answers: { [q]: "D" } });
    const seen: string[] = [];
    let cursor: string | null = null;
    const sizes: number[] = [];
    do {
      const { body }: { body: Awaited<ReturnType<typeof searchAs>>["body"] } = await searchAs(
        app,
        me,
        cursor ? `?cursor=${cursor}` : "",
      );
      expect(body.total).toBe(45);
      sizes.push(body.results.length);
      seen.push(...ids(body));
      cursor = body.nextCursor;
    } while (cursor);
    expect(sizes).toEqual([20, 20, 5]);
    expect(new Set(seen).size).toBe(45);
    expect((await searchAs(app, me, "?cursor=bad!")).status).toBe(400);
    expect((await searchAs(app, me, "?cursor=Zm9v")).status).toBe(400);
    // A page past the end of these 45 is empty; a cursor deeper than any page we hand out (50 pages) is
    // refused before the ranking sizes its heap by it (finding 7: ≈ 280 MB for one request at 1M people).
    const pastEnd = Buffer.from("o1000").toString("base64url");
    expect((await searchAs(app, me, `?cursor=${pastEnd}`)).body).toMatchObject({
      total: 45,
      results: [],
      nextCursor: null,
    });
    const deep = Buffer.from("o9999999").toString("base64url");
    expect((await searchAs(app, me, `?cursor=${deep}`)).status).toBe(400);
  });
});

describe("GET /api/search cards", () => {
  it("shows a card without coordinates or phone, distance in whole miles, matched-on in D,O,W,N order", async () => {
    const here = freshPlace();
    const [q1, q2, q3, q4] = [freshQuestion(), freshQuestion(), freshQuestion(), freshQuestion()];
    const me = await person(app, { at: here, answers: { [q1]: "N", [q2]: "D", [q3]: "W", [q4]: "O" } });
    const spot = north(here, 7.6);
    const them = await person(app, {
      at: spot,
      answers: { [q1]: "N", [q2]: "D", [q3]: "O", [q4]: "O" },
      name: "Riley",
      bio: "Sunrise runner! Coffee after.",
      location: "Nashville, TN",
    });
    await testDb(app).insert(matchRequests).values({ fromUserId: them.id, toUserId: me.id, status: "matched" });
    const { body, raw } = await searchAs(app, me);
    const card = body.results[0]!;
    expect(Object.keys(card).sort()).toEqual(
      [
        "age",
        "dateCount",
        "distance",
        "downScore",
        "id",
        "likesYou",
        "location",
        "matchedOn",
        "name",
        "photo",
        "photos",
        "rating",
        "requested",
        "reviewCount",
        "status",
        "tagline",
        "verified",
      ].sort(),
    );
    expect(raw).not.toMatch(/latitude|longitude|phone/i);
    expect(raw).not.toContain(them.phone.slice(2));
    expect(card).toMatchObject({
      id: them.id,
      name: "Riley",
      location: "Nashville",
      tagline: "Sunrise runner!",
      status: "Matched",
    });
    expect(card.distance).toBe(Math.round(distanceMiles(here, spot)));
    expect(card.distance).toBe(8);
    expect(card.downScore).toBe(Math.round((100 * (1 + 4 + 3)) / 16));
    expect(
      (card.matchedOn as Array<{ questionId: string; response: string }>).map((m) => [m.questionId, m.response]),
    ).toEqual([
      [q2, "D"],
      [q4, "O"],
      [q1, "N"],
    ]);
  });

  it("marks the people the viewer has asked and who have not asked back", async () => {
    const here = freshPlace();
    const q = freshQuestion();
    const me = await person(app, { at: here, answers: { [q]: "D" } });
    const asked = await person(app, { at: here, answers: { [q]: "D" } });
    const askedMe = await person(app, { at: here, answers: { [q]: "D" } });
    await testDb(app)
      .insert(matchRequests)
      .values([
        { fromUserId: me.id, toUserId: asked.id },
        { fromUserId: askedMe.id, toUserId: me.id },
      ]);
    const requested = Object.fromEntries((await searchAs(app, me)).body.results.map((r) => [r.id, r.requested]));
    expect(requested).toEqual({ [asked.id]: true, [askedMe.id]: false });
  });

  it("follows profile changes saved through PATCH /api/profiles", async () => {
    const here = freshPlace();
    const q = freshQuestion();
    const me = await person(app, { at: here, answers: { [q]: "D" } });
    const them = await person(app, { at: here, answers: { [q]: "D" } });
    expect(ids((await searchAs(app, me)).body)).toEqual([them.id]);
    const patch = (payload: object) =>
      app.inject({ method: "PATCH", url: `/api/profiles/${them.id}`, headers: { cookie: them.cookie }, payload });
    expect((await patch({ appearInSearches: false })).statusCode).toBe(200);
    expect((await searchAs(app, me)).body.total).toBe(0);
    await patch({ appearInSearches: true, interestedIn: ["Men"] });
    expect((await searchAs(app, me)).body.total).toBe(0);
  });

  it("needs a session", async () => {
    expect((await app.inject({ method: "GET", url: "/api/search" })).statusCode).toBe(401);
  });

  it("sees answers applied through the index (and the bus) after they commit", async () => {
    const here = freshPlace();
    const q = freshQuestion();
    const me = await person(app, { at: here, answers: { [q]: "D" } });
    const them = await person(app, { at: here, answers: {} });
    expect((await searchAs(app, me)).body.total).toBe(0);
    await app.matchingIndex.applyAnswer(them.id, q, "D");
    expect(ids((await searchAs(app, me)).body)).toEqual([them.id]);
  });
});
