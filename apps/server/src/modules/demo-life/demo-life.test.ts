import { builtInQuestions } from "@down/common/questions";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { dateEvents, dateReviews, invites, matchRequests, profiles, userResponses, users } from "../../db/schema";
import { memoryBus } from "../../realtime/bus";
import { livingDemoWanted, seedDemoData } from "../../seed/demo-seed";
import { createTestApp, type SignedIn, testDb } from "../../test/test-app";
import { person } from "../search/search.test-helpers";
import { createDemoLife } from "./demo-life.service";
import { DATE_PLANNED, REPLY_POOLS, replyKind } from "./demo-lines";

let app: FastifyInstance;
let dice = 0;
/** A pause a test wants longer than none (ms by kind). */
let pauses: Partial<Record<string, number>> = {};
const bus = memoryBus();
const heard: Array<{ to: string; type: string }> = [];
let demoIds: string[] = [];
/** The machine may be busy: a reaction that takes seconds is late, not missing. */
const patience = { timeout: 8_000, interval: 50 };

beforeAll(async () => {
  app = await createTestApp(
    {},
    { bus, livingDemo: { pause: (kind) => pauses[kind] ?? 0, random: () => dice, dateMs: 0 } },
  );
  await seedDemoData(testDb(app), 24);
  const rows = await testDb(app).select({ id: users.id }).from(users).where(eq(users.isDemo, true));
  demoIds = rows.map((r) => r.id);
});
afterAll(() => app.close());

const call = (as: SignedIn, method: "GET" | "POST" | "PATCH", url: string, payload?: object) =>
  app.inject({ method, url, headers: { cookie: as.cookie }, ...(payload ? { payload } : {}) });

async function realPerson(name: string, age: number | null = 30) {
  const who = await person(app, { at: null, answers: {}, name, interestedIn: ["Everyone"], age });
  bus.subscribe(who.id, (event) => heard.push({ to: who.id, type: event.type }));
  return who;
}

/** A demo person who is not matched with, nor asked by, anyone yet in this test. */
async function freshDemo(): Promise<string> {
  const id = demoIds.shift();
  if (!id) throw new Error("out of demo people");
  await testDb(app).delete(matchRequests).where(eq(matchRequests.toUserId, id));
  await testDb(app).delete(matchRequests).where(eq(matchRequests.fromUserId, id));
  await testDb(app).update(profiles).set({ acceptingMatches: true }).where(eq(profiles.userId, id));
  return id;
}

const statusOf = async (from: string, to: string) => {
  const [row] = await testDb(app)
    .select({ status: matchRequests.status })
    .from(matchRequests)
    .where(and(eq(matchRequests.fromUserId, from), eq(matchRequests.toUserId, to)));
  return row?.status;
};

async function matchWithDemo(me: SignedIn, demoId: string) {
  dice = 0; // always accepts, always writes first
  await call(me, "POST", "/api/match-requests", { fromUserId: me.id, toUserId: demoId });
  await vi.waitFor(async () => expect(await statusOf(demoId, me.id)).toBe("matched"), patience);
}

const inviteStatus = async (id: string) =>
  (await testDb(app).select({ status: invites.status }).from(invites).where(eq(invites.id, id)))[0]?.status;

async function answerCategory(as: SignedIn, categoryId: "adventure" | "food" = "adventure") {
  for (const q of builtInQuestions(categoryId).slice(0, 20)) {
    const res = await call(as, "POST", "/api/analytics/track-response", {
      userId: as.id,
      categoryId,
      questionId: q.id,
      response: "D",
    });
    expect(res.statusCode).toBe(200);
  }
}

/** How many demo people have asked this person to match. */
const demoAsks = async (userId: string) =>
  (
    await testDb(app)
      .select({ from: matchRequests.fromUserId })
      .from(matchRequests)
      .innerJoin(users, eq(users.id, matchRequests.fromUserId))
      .where(and(eq(matchRequests.toUserId, userId), eq(users.isDemo, true)))
  ).length;

const history = async (me: SignedIn, otherId: string) =>
  (await call(me, "GET", `/api/conversations/${me.id}/${otherId}`)).json() as {
    items: Array<{ senderId: string; content: string }>;
  };

describe("the living demo", () => {
  it("a demo person accepts a request and sometimes writes first", async () => {
    const ann = await realPerson("Ann");
    const demo = await freshDemo();
    await matchWithDemo(ann, demo);
    await vi.waitFor(async () => expect((await history(ann, demo)).items.length).toBeGreaterThan(0), patience);
    expect((await history(ann, demo)).items[0]?.senderId).toBe(demo);
  });

  it("accepts a low DOWN SCORE only sometimes, and a high one always", async () => {
    const demo = await freshDemo();
    const theirs = await testDb(app)
      .select({ questionId: userResponses.questionId, response: userResponses.response })
      .from(userResponses)
      .where(eq(userResponses.userId, demo));
    const flip = { D: "N", O: "N", W: "N", N: "D" } as const;
    const opposite = Object.fromEntries(theirs.map((a) => [a.questionId, flip[a.response as keyof typeof flip]]));
    const alike = Object.fromEntries(theirs.map((a) => [a.questionId, a.response]));
    const low = await person(app, { at: null, answers: opposite, name: "Low", interestedIn: ["Everyone"] });
    const high = await person(app, { at: null, answers: alike, name: "High", interestedIn: ["Everyone"] });
    dice = 0.99; // the dice say no: only the score can say yes
    await call(low, "POST", "/api/match-requests", { fromUserId: low.id, toUserId: demo });
    await call(high, "POST", "/api/match-requests", { fromUserId: high.id, toUserId: demo });
    await vi.waitFor(async () => expect(await statusOf(demo, high.id)).toBe("matched"), patience);
    expect(await statusOf(demo, low.id)).toBeUndefined();
  });

  it("replies to a message after a typing pause, and answers a custom question", async () => {
    const bo = await realPerson("Bo");
    const demo = await freshDemo();
    await matchWithDemo(bo, demo);
    await vi.waitFor(async () => expect((await history(bo, demo)).items.length).toBe(1), patience);
    const sent = await call(bo, "POST", "/api/messages", { senderId: bo.id, receiverId: demo, content: "Hi there" });
    expect(sent.statusCode).toBe(201);
    await vi.waitFor(async () => expect((await history(bo, demo)).items.length).toBe(3), patience);
    const lines = (await history(bo, demo)).items;
    expect(lines.at(-1)?.senderId).toBe(demo);
    expect(heard.some((e) => e.to === bo.id && e.type === "typing")).toBe(true);

    const asked = await call(bo, "POST", "/api/custom-questions", {
      senderId: bo.id,
      receiverId: demo,
      questionText: "Ever been camping?",
    });
    expect(asked.statusCode).toBe(201);
    await vi.waitFor(async () => {
      const page = (await call(bo, "GET", `/api/custom-questions/between/${bo.id}/${demo}`)).json() as {
        items: Array<{ receiverResponse: string | null }>;
      };
      expect(page.items[0]?.receiverResponse).toMatch(/^[DOWN]$/);
    }, patience);
  });

  it("a few demo people ask a newcomer to match after their first full category (profile finished first)", async () => {
    const cy = await realPerson("Cy");
    await answerCategory(cy);
    await vi.waitFor(async () => {
      const asks = await demoAsks(cy.id);
      expect(asks).toBeGreaterThan(0);
      expect(asks).toBeLessThanOrEqual(3);
    }, patience);
  });

  it("welcomes a newcomer who answered a category before finishing their profile, once the profile is findable", async () => {
    // The finding: welcome requests only came if the profile was complete when the category ended.
    const gus = await realPerson("Gus", null);
    await answerCategory(gus);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await demoAsks(gus.id)).toBe(0);
    const saved = await call(gus, "PATCH", `/api/profiles/${gus.id}`, { age: 29 });
    expect(saved.statusCode).toBe(200);
    await vi.waitFor(async () => expect(await demoAsks(gus.id)).toBeGreaterThan(0), patience);
    // Welcomed once: another save asks nobody more.
    const asks = await demoAsks(gus.id);
    await call(gus, "PATCH", `/api/profiles/${gus.id}`, { bio: "Back from a trip" });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await demoAsks(gus.id)).toBe(asks);
  });

  it("welcomes nobody who is not findable yet, however many categories they answer", async () => {
    const hal = await realPerson("Hal", null);
    await answerCategory(hal);
    await answerCategory(hal, "food");
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await demoAsks(hal.id)).toBe(0);
  });

  it("accepts a first invite for a time soon, the date completes, and both can review it", async () => {
    const ida = await realPerson("Ida");
    const demo = await freshDemo();
    await matchWithDemo(ida, demo);
    const sent = await call(ida, "POST", "/api/invites", {
      senderId: ida.id,
      receiverId: demo,
      dateType: "romantic",
      proposedDateTime: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    });
    expect(sent.statusCode).toBe(201);
    const inviteId = (sent.json() as { id: string }).id;
    await vi.waitFor(async () => expect(await inviteStatus(inviteId)).toBe("accepted"), patience);
    const [date] = await testDb(app).select().from(dateEvents).where(eq(dateEvents.inviteId, inviteId));
    // The demo's fast clock: the date is now, not a week away.
    expect(date?.scheduledAt?.getTime()).toBeLessThan(Date.now() + 60_000);
    await vi.waitFor(async () => {
      const [row] = await testDb(app).select().from(dateEvents).where(eq(dateEvents.inviteId, inviteId));
      expect(row?.status).toBe("completed");
    }, patience);
    await vi.waitFor(async () => {
      const reviews = await testDb(app)
        .select()
        .from(dateReviews)
        .where(eq(dateReviews.dateEventId, date?.id ?? ""));
      expect(reviews.map((r) => r.reviewerId)).toEqual([demo]);
    }, patience);
    const mine = await call(ida, "POST", "/api/date-reviews", { dateEventId: date?.id, ratingOverall: 5 });
    expect(mine.statusCode).toBeLessThan(300);
    const [about] = await testDb(app).select().from(profiles).where(eq(profiles.userId, demo));
    expect(about?.reviewCount).toBeGreaterThan(0);
    // The acceptance said so in the chat.
    expect((await history(ida, demo)).items.some((m) => m.senderId === demo)).toBe(true);
  });

  it("answers later invites mostly yes, sometimes for another time, sometimes no", async () => {
    const jo = await realPerson("Jo");
    const demo = await freshDemo();
    await matchWithDemo(jo, demo);
    const invite = async () => {
      const res = await call(jo, "POST", "/api/invites", { senderId: jo.id, receiverId: demo, dateType: "hang" });
      expect(res.statusCode).toBe(201);
      return (res.json() as { id: string }).id;
    };
    const first = await invite();
    await vi.waitFor(async () => expect(await inviteStatus(first)).toBe("accepted"), patience);
    dice = 0.99;
    const second = await invite();
    await vi.waitFor(async () => expect(await inviteStatus(second)).toBe("declined"), patience);
    // The line comes after the answer's commit.
    await vi.waitFor(
      async () => expect((await history(jo, demo)).items.at(-1)?.content).toMatch(/another (time|day)/),
      patience,
    );
    dice = 0.75;
    const third = await invite();
    await vi.waitFor(async () => expect(await inviteStatus(third)).toBe("accepted"), patience);
    await vi.waitFor(
      async () => expect((await history(jo, demo)).items.at(-1)?.content).toMatch(/few minutes/),
      patience,
    );
  });

  it("replies to what was said: date talk with date talk, a hello with a hello, a question with an answer", async () => {
    expect(replyKind("Want to grab coffee this weekend?")).toBe("date");
    expect(replyKind("Hey there!")).toBe("greeting");
    expect(replyKind("How are you doing today?")).toBe("how-are-you");
    expect(replyKind("What do you do for fun?")).toBe("question");
    expect(replyKind("I just got back from Memphis")).toBe("chat");

    const kay = await realPerson("Kay");
    const demo = await freshDemo();
    await matchWithDemo(kay, demo);
    await vi.waitFor(async () => expect((await history(kay, demo)).items.length).toBe(1), patience);
    await call(kay, "POST", "/api/messages", { senderId: kay.id, receiverId: demo, content: "Dinner on Friday?" });
    await vi.waitFor(async () => expect((await history(kay, demo)).items.length).toBe(3), patience);
    expect(REPLY_POOLS.date).toContain((await history(kay, demo)).items.at(-1)?.content);
  });

  it("writes no opener once the conversation has begun", async () => {
    const max = await realPerson("Max");
    const demo = await freshDemo();
    pauses = { opener: 1_500 };
    try {
      await matchWithDemo(max, demo);
      await call(max, "POST", "/api/messages", { senderId: max.id, receiverId: demo, content: "Hello!" });
      await vi.waitFor(async () => expect((await history(max, demo)).items.length).toBe(2), patience);
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      const lines = (await history(max, demo)).items.map((m) => m.content);
      expect(lines).toHaveLength(2);
      expect(REPLY_POOLS.greeting).toContain(lines[1]);
    } finally {
      pauses = {};
    }
  });

  it("talks of the date ahead, not of sending an invite, once one is out", async () => {
    const nia = await realPerson("Nia");
    const demo = await freshDemo();
    await matchWithDemo(nia, demo);
    await vi.waitFor(async () => expect((await history(nia, demo)).items.length).toBe(1), patience);
    // The invite stays unanswered while they talk.
    pauses = { invite: 60_000 };
    try {
      const sent = await call(nia, "POST", "/api/invites", { senderId: nia.id, receiverId: demo, dateType: "hang" });
      expect(sent.statusCode).toBe(201);
      await call(nia, "POST", "/api/messages", { senderId: nia.id, receiverId: demo, content: "Dinner on Friday?" });
      await vi.waitFor(async () => expect((await history(nia, demo)).items.length).toBe(3), patience);
      expect(DATE_PLANNED).toContain((await history(nia, demo)).items.at(-1)?.content);
    } finally {
      pauses = {};
    }
  });

  it("never acts between two real people", async () => {
    const a = await realPerson("Di");
    const b = await realPerson("Ed");
    dice = 0;
    await call(a, "POST", "/api/match-requests", { fromUserId: a.id, toUserId: b.id });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await statusOf(b.id, a.id)).toBeUndefined();
    await call(b, "POST", "/api/match-requests", { fromUserId: b.id, toUserId: a.id });
    await call(a, "POST", "/api/messages", { senderId: a.id, receiverId: b.id, content: "Hello?" });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await history(a, b.id)).items.map((m) => m.content)).toEqual(["Hello?"]);
  });
});

describe("after a restart", () => {
  it("a demo date said yes to before the restart still completes (its timer was in memory)", async () => {
    const again = await createTestApp();
    try {
      await seedDemoData(testDb(again), 4);
      const [demo] = await testDb(again).select({ id: users.id }).from(users).where(eq(users.isDemo, true));
      const lee = await person(again, { at: null, answers: {}, name: "Lee", interestedIn: ["Everyone"] });
      const [date] = await testDb(again)
        .insert(dateEvents)
        .values({
          userId1: lee.id,
          userId2: demo?.id ?? "",
          dateType: "hang",
          scheduledAt: new Date(Date.now() - 60_000),
        })
        .returning();
      // The living demo of the restarted server: the first event it sees wakes it.
      const life = createDemoLife({ db: testDb(again), bus: memoryBus(), pause: () => 0, random: () => 0, dateMs: 0 });
      life.notice(lee.id, { type: "typing", fromUserId: lee.id });
      await vi.waitFor(async () => {
        const [row] = await testDb(again)
          .select()
          .from(dateEvents)
          .where(eq(dateEvents.id, date?.id ?? ""));
        expect(row?.status).toBe("completed");
      }, patience);
      await life.settle();
      life.close();
      const reviews = await testDb(again)
        .select()
        .from(dateReviews)
        .where(eq(dateReviews.dateEventId, date?.id ?? ""));
      expect(reviews.map((r) => r.reviewerId)).toEqual([demo?.id]);
    } finally {
      await again.close();
    }
  });
});

describe("without the living demo", () => {
  it("demo people stay still (DEMO_SEED=0 or a database that was not demo-seeded)", async () => {
    const still = await createTestApp();
    try {
      expect(await livingDemoWanted(undefined, testDb(still))).toBe(false);
      await seedDemoData(testDb(still), 4);
      expect(await livingDemoWanted(false, testDb(still))).toBe(false);
      expect(await livingDemoWanted(undefined, testDb(still))).toBe(true);
      const [demo] = await testDb(still).select({ id: users.id }).from(users).where(eq(users.isDemo, true));
      const me = await person(still, { at: null, answers: {}, name: "Fay", interestedIn: ["Everyone"] });
      await testDb(still)
        .delete(matchRequests)
        .where(eq(matchRequests.fromUserId, demo?.id ?? ""));
      await still.inject({
        method: "POST",
        url: "/api/match-requests",
        headers: { cookie: me.cookie },
        payload: { fromUserId: me.id, toUserId: demo?.id },
      });
      await new Promise((resolve) => setTimeout(resolve, 200));
      const rows = await testDb(still)
        .select()
        .from(matchRequests)
        .where(and(eq(matchRequests.fromUserId, demo?.id ?? ""), eq(matchRequests.toUserId, me.id)));
      expect(rows).toHaveLength(0);
    } finally {
      await still.close();
    }
  });
});
