import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blocks, profiles, users } from "../../db/schema";
import { createTestApp, type SignedIn, testDb } from "../../test/test-app";
import { talkableIds } from "../matches/matches.service";
import { freshPlace, freshQuestion, ids, person, searchAs } from "../search/search.test-helpers";
import { hiddenAmong, isHiddenEitherWay } from "./blocks.service";

// A ban hides a person from everyone exactly the way a block hides them from one
// (docs/decisions/011-bans-hide-like-blocks.md): every surface that filters asks blocks.service.

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const call = (as: SignedIn, method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
  app.inject({ method, url, headers: { cookie: as.cookie }, ...(payload ? { payload } : {}) });

/** The viewer (`me`) and the other person, with everything a surface can show between them. */
interface Pair {
  me: SignedIn;
  them: SignedIn;
}

async function pairWithHistory(): Promise<Pair> {
  const here = freshPlace();
  const q = freshQuestion();
  const me = await person(app, { at: here, answers: { [q]: "D" }, name: "Ann" });
  const them = await person(app, { at: here, answers: { [q]: "D" }, name: "Cal" });
  // A match (and so 'match-request' and 'match' notifications from them), a message and an invite from them,
  // and my heart for them.
  await call(me, "POST", "/api/match-requests", { fromUserId: me.id, toUserId: them.id });
  expect(
    (await call(them, "POST", "/api/match-requests", { fromUserId: them.id, toUserId: me.id })).json().mutual,
  ).toBe(true);
  expect(
    (await call(them, "POST", "/api/messages", { senderId: them.id, receiverId: me.id, content: "hi" })).statusCode,
  ).toBe(201);
  expect(
    (await call(them, "POST", "/api/invites", { senderId: them.id, receiverId: me.id, dateType: "hang" })).statusCode,
  ).toBe(201);
  expect((await call(me, "PUT", `/api/favorites/${them.id}`)).statusCode).toBe(200);
  return { me, them };
}

/** Each surface that filters, answering "does `me` still see (or reach) `them` here?". */
const surfaces: Record<string, (p: Pair) => Promise<boolean>> = {
  search: async ({ me, them }) => ids((await searchAs(app, me)).body).includes(them.id),
  "public profile": async ({ me, them }) =>
    (await call(me, "GET", `/api/public-profiles/${them.id}`)).statusCode === 200,
  "matches list": async ({ me, them }) =>
    (await call(me, "GET", "/api/matches")).json().some((m: { toUserId: string }) => m.toUserId === them.id),
  conversations: async ({ me, them }) => (await call(me, "GET", "/api/conversations")).body.includes(them.id),
  // Their one message is the only unread line of mine.
  "unread count": async ({ me }) => (await call(me, "GET", "/api/conversations/unread-count")).json().count === 1,
  "message send": async ({ me, them }) =>
    (await call(me, "POST", "/api/messages", { senderId: me.id, receiverId: them.id, content: "still there?" }))
      .statusCode === 201,
  "invites list": async ({ me, them }) => (await call(me, "GET", `/api/invites/for/${me.id}`)).body.includes(them.id),
  // One pending invite per direction: a second one to someone still seen is a 409, to someone hidden a 404.
  "invite send": async ({ me, them }) =>
    (await call(me, "POST", "/api/invites", { senderId: me.id, receiverId: them.id, dateType: "hang" })).statusCode !==
    404,
  notifications: async ({ me, them }) => (await call(me, "GET", "/api/notifications")).body.includes(them.id),
  favourites: async ({ me, them }) => (await call(me, "GET", "/api/favorites")).json().ids.includes(them.id),
  // What an open socket loads to judge typing frames (modules/live/typing-gate.ts).
  typing: async ({ me, them }) => (await talkableIds(testDb(app), me.id)).includes(them.id),
};

/** Every surface's answer, one after another (a surface may write, as a send does). */
async function whatMeSees(pair: Pair): Promise<Record<string, boolean>> {
  const seen: Record<string, boolean> = {};
  for (const [name, sees] of Object.entries(surfaces)) seen[name] = await sees(pair);
  return seen;
}
const everywhere = (value: boolean) => Object.fromEntries(Object.keys(surfaces).map((name) => [name, value]));

/**
 * The ways someone is hidden, written straight to the rows so nothing else changes: the rows between the two
 * (match, messages, invite, notifications, heart) stay, as after a race with the block or the ban, and each
 * surface has to hide the person by its own filter. A ban is what it writes on the person: banned_at, and the
 * profile's hold that the search index sees (moderation.repo's banUser and setModerationHold).
 */
const hidings: Record<string, (p: Pair) => Promise<void>> = {
  "they blocked me": async ({ me, them }) => {
    await testDb(app).insert(blocks).values({ blockerId: them.id, blockedId: me.id });
  },
  "I blocked them": async ({ me, them }) => {
    await testDb(app).insert(blocks).values({ blockerId: me.id, blockedId: them.id });
  },
  "they were banned": async ({ them }) => {
    const db = testDb(app);
    await db.update(users).set({ bannedAt: new Date() }).where(eq(users.id, them.id));
    await db.update(profiles).set({ moderationHold: true }).where(eq(profiles.userId, them.id));
    await app.matchingIndex.refreshPerson(them.id);
  },
};

describe("hidden either way: a ban hides exactly like a block", () => {
  it.each(Object.keys(hidings))("%s: hidden on every surface that filters", async (how) => {
    const pair = await pairWithHistory();
    expect(await whatMeSees(pair)).toEqual(everywhere(true));
    await hidings[how]!(pair);
    expect(await whatMeSees(pair)).toEqual(everywhere(false));
  });
});

describe("blocks.service", () => {
  it("answers for a pair and among ids, counting a ban of either person", async () => {
    const db = testDb(app);
    const [a, b, c, d] = (await Promise.all(
      [1, 2, 3, 4].map(() => person(app, { at: null, answers: {}, name: "Dee" })),
    )) as [SignedIn, SignedIn, SignedIn, SignedIn];
    expect(await isHiddenEitherWay(db, a.id, b.id)).toBe(false);
    await db.insert(blocks).values({ blockerId: b.id, blockedId: a.id });
    await db.update(users).set({ bannedAt: new Date() }).where(eq(users.id, c.id));
    expect(await isHiddenEitherWay(db, a.id, b.id)).toBe(true);
    expect(await isHiddenEitherWay(db, b.id, a.id)).toBe(true);
    expect(await isHiddenEitherWay(db, a.id, c.id)).toBe(true);
    // A banned viewer is hidden from everyone too: either way means either person.
    expect(await isHiddenEitherWay(db, c.id, d.id)).toBe(true);
    expect([...(await hiddenAmong(db, a.id, [b.id, c.id, d.id]))].sort()).toEqual([b.id, c.id].sort());
    expect(await hiddenAmong(db, a.id, [])).toEqual(new Set());
  });
});
