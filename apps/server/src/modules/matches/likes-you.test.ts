import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profiles } from "../../db/schema";
import { type BusEvent, memoryBus } from "../../realtime/bus";
import { createTestApp, type SignedIn, testDb } from "../../test/test-app";
import { freshPlace, freshQuestion, north, person, searchAs } from "../search/search.test-helpers";

/**
 * Issue 25, item 2: results never showed who already asked to match with you, and nothing listed them. Now a
 * card says "Likes you" (`likesYou`) and GET /api/likes-you pages through them, with the blocked-either-way rule
 * of every list of people (decision 011); a match's event names the other person for the "It's a Match!" moment.
 */
const bus = memoryBus();
let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ API_RATE_LIMIT_PER_MINUTE: "1000000" }, { bus });
});
afterAll(() => app.close());

const call = (as: SignedIn, method: "GET" | "POST", url: string, payload?: object) =>
  app.inject({ method, url, headers: { cookie: as.cookie }, payload });
const ask = (from: SignedIn, to: SignedIn) =>
  call(from, "POST", "/api/match-requests", { fromUserId: from.id, toUserId: to.id });

interface LikesYouBody {
  items: Array<{ id: string; likedAt: string; profile: Record<string, unknown> & { id: string; likesYou?: boolean } }>;
  nextCursor: string | null;
}
const likesYou = async (as: SignedIn, query = "") => {
  const res = await call(as, "GET", `/api/likes-you${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<LikesYouBody>();
};
const likerIds = async (as: SignedIn) => (await likesYou(as)).items.map((i) => i.profile.id);

/** Two people a mile apart who answered one question alike: each is in the other's results. */
async function pair(name = "Ana") {
  const here = freshPlace();
  const answers = { [freshQuestion()]: "D" as const };
  const me = await person(app, { at: here, answers, name: "Me" });
  const them = await person(app, { at: north(here, 1), answers, name });
  return { me, them };
}

describe("Likes you", () => {
  it("marks the card of someone who asked you, and lists them with their card", async () => {
    const { me, them } = await pair("Ana");
    const card = async () => (await searchAs(app, me)).body.results.find((r) => r.id === them.id);
    expect((await card())?.likesYou).toBe(false);
    expect(await likerIds(me)).toEqual([]);

    expect((await ask(them, me)).statusCode).toBe(200);
    expect((await card())?.likesYou).toBe(true);
    const page = await likesYou(me);
    expect(page.items).toEqual([
      { id: expect.any(String), likedAt: expect.any(String), profile: expect.objectContaining({ id: them.id }) },
    ]);
    expect(page.items[0]?.profile).toMatchObject({ name: "Ana", likesYou: true, status: "New", requested: false });
    // Never a position or a phone number on the card.
    expect(JSON.stringify(page)).not.toMatch(/latitude|longitude|phone/i);
    // It is their request, not mine: they see no "Likes you" of me, and nothing in their list.
    expect((await searchAs(app, them)).body.results.find((r) => r.id === me.id)?.likesYou).toBe(false);
    expect(await likerIds(them)).toEqual([]);
  });

  it("ends with the Match Back: the two are matched and the card says so", async () => {
    const { me, them } = await pair();
    await ask(them, me);
    const back = await ask(me, them);
    expect(back.json()).toMatchObject({ mutual: true });
    expect(await likerIds(me)).toEqual([]);
    const card = (await searchAs(app, me)).body.results.find((r) => r.id === them.id);
    expect(card).toMatchObject({ status: "Matched", likesYou: false });
  });

  it("hides someone blocked either way, from the list and the card", async () => {
    for (const blocker of ["me", "them"] as const) {
      const { me, them } = await pair();
      await ask(them, me);
      const [by, of] = blocker === "me" ? [me, them] : [them, me];
      expect((await call(by, "POST", "/api/blocks", { blockedUserId: of.id })).statusCode).toBeLessThan(300);
      expect(await likerIds(me), blocker).toEqual([]);
      expect((await searchAs(app, me)).body.results.map((r) => r.id)).not.toContain(them.id);
    }
  });

  it("leaves out someone who could not be matched back now (paused, or closed to new matches)", async () => {
    const { me, them } = await pair();
    await ask(them, me);
    await testDb(app).update(profiles).set({ paused: true }).where(eq(profiles.userId, them.id));
    expect(await likerIds(me)).toEqual([]);
    await testDb(app)
      .update(profiles)
      .set({ paused: false, acceptingMatches: false })
      .where(eq(profiles.userId, them.id));
    expect(await likerIds(me)).toEqual([]);
    await testDb(app).update(profiles).set({ acceptingMatches: true }).where(eq(profiles.userId, them.id));
    expect(await likerIds(me)).toEqual([them.id]);
  });

  it("pages newest first, each person once, with a next cursor until the end", async () => {
    const here = freshPlace();
    const me = await person(app, { at: here, answers: {}, name: "Me" });
    const likers: SignedIn[] = [];
    for (let i = 0; i < 5; i++) {
      const liker = await person(app, { at: north(here, i + 1), answers: {}, name: `Liker ${i}` });
      await ask(liker, me);
      likers.push(liker);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: LikesYouBody = await likesYou(me, `?limit=2${cursor ? `&cursor=${cursor}` : ""}`);
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items.map((i) => i.profile.id));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toEqual(likers.map((l) => l.id).reverse());
  });

  it("refuses a malformed cursor with 400, not 500", async () => {
    const { me } = await pair();
    for (const cursor of ["nope", "0.x", `99999999999999.${"-".repeat(36)}`]) {
      const res = await call(me, "GET", `/api/likes-you?cursor=${encodeURIComponent(cursor)}`);
      expect(res.statusCode, cursor).toBe(400);
      expect(res.json().error.code).toBeTypeOf("string");
    }
  });
});

describe("the match event", () => {
  it("names the other person to each side (name and first photo only), after the match is stored", async () => {
    const { me, them } = await pair("Ana");
    await testDb(app)
      .update(profiles)
      .set({ photos: ["/uploads/ana.webp"] })
      .where(eq(profiles.userId, them.id));
    const heard: Array<{ to: string; event: BusEvent }> = [];
    const stops = [me, them].map((who) => bus.subscribe(who.id, (event) => heard.push({ to: who.id, event })));
    await ask(them, me);
    await ask(me, them);
    for (const stop of stops) stop();
    const matches = heard.filter((h) => h.event.type === "match");
    expect(matches).toHaveLength(2);
    const to = (id: string) => matches.find((h) => h.to === id)?.event;
    expect(to(me.id)?.person).toEqual({ id: them.id, name: "Ana", photo: "/uploads/ana.webp" });
    expect(to(them.id)?.person).toEqual({ id: me.id, name: "Me", photo: null });
    expect(JSON.stringify(matches)).not.toMatch(/latitude|longitude|phone/i);
  });
});
