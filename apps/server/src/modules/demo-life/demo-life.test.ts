import { builtInQuestions } from "@down/common/questions";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { matchRequests, profiles, userResponses, users } from "../../db/schema";
import { memoryBus } from "../../realtime/bus";
import { livingDemoWanted, seedDemoData } from "../../seed/demo-seed";
import { createTestApp, type SignedIn, testDb } from "../../test/test-app";
import { person } from "../search/search.test-helpers";

let app: FastifyInstance;
let dice = 0;
const bus = memoryBus();
const heard: Array<{ to: string; type: string }> = [];
let demoIds: string[] = [];

beforeAll(async () => {
  app = await createTestApp({}, { bus, livingDemo: { pause: () => 0, random: () => dice } });
  await seedDemoData(testDb(app), 24);
  const rows = await testDb(app).select({ id: users.id }).from(users).where(eq(users.isDemo, true));
  demoIds = rows.map((r) => r.id);
});
afterAll(() => app.close());

const call = (as: SignedIn, method: "GET" | "POST" | "PATCH", url: string, payload?: object) =>
  app.inject({ method, url, headers: { cookie: as.cookie }, ...(payload ? { payload } : {}) });

async function realPerson(name: string) {
  const who = await person(app, { at: null, answers: {}, name, interestedIn: ["Everyone"] });
  await testDb(app).update(profiles).set({ age: 30 }).where(eq(profiles.userId, who.id));
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
  await vi.waitFor(async () => expect(await statusOf(demoId, me.id)).toBe("matched"));
}

const history = async (me: SignedIn, otherId: string) =>
  (await call(me, "GET", `/api/conversations/${me.id}/${otherId}`)).json() as {
    items: Array<{ senderId: string; content: string }>;
  };

describe("the living demo", () => {
  it("a demo person accepts a request and sometimes writes first", async () => {
    const ann = await realPerson("Ann");
    const demo = await freshDemo();
    await matchWithDemo(ann, demo);
    await vi.waitFor(async () => expect((await history(ann, demo)).items.length).toBeGreaterThan(0));
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
    await vi.waitFor(async () => expect(await statusOf(demo, high.id)).toBe("matched"));
    expect(await statusOf(demo, low.id)).toBeUndefined();
  });

  it("replies to a message after a typing pause, and answers a custom question", async () => {
    const bo = await realPerson("Bo");
    const demo = await freshDemo();
    await matchWithDemo(bo, demo);
    await vi.waitFor(async () => expect((await history(bo, demo)).items.length).toBe(1));
    const sent = await call(bo, "POST", "/api/messages", { senderId: bo.id, receiverId: demo, content: "Hi there" });
    expect(sent.statusCode).toBe(201);
    await vi.waitFor(async () => expect((await history(bo, demo)).items.length).toBe(3));
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
    });
  });

  it("a few demo people ask a newcomer to match after their first full category", async () => {
    const cy = await realPerson("Cy");
    for (const q of builtInQuestions("adventure").slice(0, 20)) {
      const res = await call(cy, "POST", "/api/analytics/track-response", {
        userId: cy.id,
        categoryId: "adventure",
        questionId: q.id,
        response: "D",
      });
      expect(res.statusCode).toBe(200);
    }
    await vi.waitFor(async () => {
      const asks = await testDb(app)
        .select({ from: matchRequests.fromUserId })
        .from(matchRequests)
        .innerJoin(users, eq(users.id, matchRequests.fromUserId))
        .where(and(eq(matchRequests.toUserId, cy.id), eq(users.isDemo, true)));
      expect(asks.length).toBeGreaterThan(0);
      expect(asks.length).toBeLessThanOrEqual(3);
    });
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
