import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../db/schema";
import { createTestApp, type SignedIn, signIn, testDb } from "../../test/test-app";
import { PERSON_NOT_SHOWN, PERSON_YOU_BLOCKED } from "./export-blocked";

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const call = (as: SignedIn, method: "POST" | "DELETE", url: string, payload?: object) =>
  app.inject({ method, url, headers: { cookie: as.cookie }, ...(payload ? { payload } : {}) });

type Row = Record<string, unknown>;
async function exportOf(as: SignedIn): Promise<Record<string, Row[]>> {
  const link = await call(as, "POST", `/api/account/${as.id}/export`);
  const res = await app.inject({ method: "GET", url: link.json().url, headers: { cookie: as.cookie } });
  expect(res.statusCode).toBe(200);
  return res.json();
}

const profileIdOf = async (who: SignedIn) =>
  (await testDb(app).select().from(schema.profiles).where(eq(schema.profiles.userId, who.id)))[0]!.id;

/** A conversation, a custom question each way, a date and reviews each way between two people. */
async function history(me: SignedIn, other: SignedIn, name: string) {
  const db = testDb(app);
  await db.insert(schema.messages).values([
    { senderId: me.id, receiverId: other.id, content: `me to ${name}` },
    { senderId: other.id, receiverId: me.id, content: `from ${name} to me` },
  ]);
  await db.insert(schema.customQuestions).values([
    { senderId: me.id, receiverId: other.id, questionText: "Tacos?", receiverResponse: "D" },
    { senderId: other.id, receiverId: me.id, questionText: `their question, ${name}` },
  ]);
  const [event] = await db
    .insert(schema.dateEvents)
    .values({ userId1: me.id, userId2: other.id, dateType: "hang", status: "completed" })
    .returning();
  await db.insert(schema.dateReviews).values([
    { dateEventId: event!.id, reviewerId: me.id, revieweeId: other.id, ratingOverall: 4, comment: "mine" },
    { dateEventId: event!.id, reviewerId: other.id, revieweeId: me.id, ratingOverall: 2, comment: `by ${name}` },
  ]);
  await db.insert(schema.reviews).values([
    { profileId: await profileIdOf(other), reviewerId: me.id, rating: 4, comment: "my review of them" },
    { profileId: await profileIdOf(me), reviewerId: other.id, rating: 1, comment: `review by ${name}` },
  ]);
  await db
    .insert(schema.notifications)
    .values({ userId: me.id, actorId: other.id, type: "view", title: `${name} viewed you` });
}

/** The export without the sections that are one's own acts naming the person (blocks, reports). */
const allBut = (body: Record<string, Row[]>) => {
  const { blocks: _, reports: __, ...rest } = body;
  return JSON.stringify(rest);
};

describe("Download my data and blocked people (decision 021)", () => {
  it("keeps my own words with the person I blocked replaced by words, and leaves out theirs", async () => {
    const [me, blocked, pal] = [await signIn(app), await signIn(app), await signIn(app)];
    await history(me, blocked, "Bo");
    await history(me, pal, "Pat");
    expect((await call(me, "POST", "/api/blocks", { blockedUserId: blocked.id })).statusCode).toBe(201);
    const body = await exportOf(me);

    // Mine stay, naming "a person you blocked"; theirs are gone. The pal's conversation is untouched.
    expect(body.messages).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ content: "me to Bo", receiverId: PERSON_YOU_BLOCKED }),
        expect.objectContaining({ content: "me to Pat", receiverId: pal.id }),
        expect.objectContaining({ content: "from Pat to me", senderId: pal.id }),
      ]),
    );
    expect(body.messages).toHaveLength(3);
    const myQuestion = body.custom_questions!.find((q) => q.receiverId === PERSON_YOU_BLOCKED);
    // My question stays; their answer to it is their words.
    expect(myQuestion).toMatchObject({ questionText: "Tacos?", senderId: me.id });
    expect(myQuestion).not.toHaveProperty("receiverResponse");
    expect(body.date_events).toEqual(
      expect.arrayContaining([expect.objectContaining({ userId1: me.id, userId2: PERSON_YOU_BLOCKED })]),
    );
    expect(body.date_reviews).toEqual(
      expect.arrayContaining([expect.objectContaining({ comment: "mine", revieweeId: PERSON_YOU_BLOCKED })]),
    );
    expect(body.reviews).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ comment: "my review of them", profileId: PERSON_YOU_BLOCKED }),
        expect.objectContaining({ comment: "review by Pat" }),
      ]),
    );
    // Nothing else names them: not their id, not their profile's id, not their words, not a note about them.
    const rest = allBut(body);
    for (const trace of [blocked.id, await profileIdOf(blocked), "Bo to me", "by Bo", "question, Bo", "Bo viewed"])
      expect(rest).not.toContain(trace);
    expect(body.notifications!.filter((n) => n.actorId !== pal.id)).toEqual([]);
    // The block itself is mine, and names them as the app's Blocked list does.
    expect(body.blocks).toEqual([expect.objectContaining({ blockedId: blocked.id })]);
  });

  it("shows the person who blocked me, and a banned person, in the same neutral words, without their words", async () => {
    const [me, blocker, banned] = [await signIn(app), await signIn(app), await signIn(app)];
    await history(me, blocker, "Bex");
    await history(me, banned, "Ban");
    await call(blocker, "POST", "/api/blocks", { blockedUserId: me.id });
    await testDb(app).update(schema.users).set({ bannedAt: new Date() }).where(eq(schema.users.id, banned.id));
    const body = await exportOf(me);
    expect(body.messages!.map((m) => [m.content, m.receiverId]).sort()).toEqual(
      [
        ["me to Ban", PERSON_NOT_SHOWN],
        ["me to Bex", PERSON_NOT_SHOWN],
      ].sort(),
    );
    const text = JSON.stringify(body);
    for (const trace of [blocker.id, banned.id, "by Bex", "by Ban", "Bex viewed", "Ban viewed"])
      expect(text).not.toContain(trace);
    // The blocker's own export: their words stay, mine to them go, and I am "a person you blocked".
    const theirs = await exportOf(blocker);
    expect(theirs.messages).toEqual([
      expect.objectContaining({ content: "from Bex to me", senderId: blocker.id, receiverId: PERSON_YOU_BLOCKED }),
    ]);
  });

  it("brings everything back once the block is lifted: a block hides, it deletes nothing", async () => {
    const [me, other] = [await signIn(app), await signIn(app)];
    await history(me, other, "Oz");
    await call(me, "POST", "/api/blocks", { blockedUserId: other.id });
    expect((await exportOf(me)).messages).toHaveLength(1);
    await call(me, "DELETE", `/api/blocks/${other.id}`);
    const body = await exportOf(me);
    expect(body.messages!.map((m) => m.content).sort()).toEqual(["from Oz to me", "me to Oz"]);
  });
});
