import { builtInQuestions } from "@down/common/questions";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, expect, vi } from "vitest";
import { invites, matchRequests, profiles, users } from "../../db/schema";
import { memoryBus } from "../../realtime/bus";
import { seedDemoData } from "../../seed/demo-seed";
import { createTestApp, type SignedIn, testDb } from "../../test/test-app";
import { person } from "../search/search.test-helpers";

/** The machine may be busy: a reaction that takes seconds is late, not missing. */
export const patience = { timeout: 8_000, interval: 50 };

/** What a living-demo test file shares: one app with 24 demo people, whose dice and pauses the tests set. */
export interface DemoWorld {
  app: FastifyInstance;
  /** What the demo's random() returns: 0 always says yes and writes first, 0.99 says no. */
  dice: number;
  /** A pause a test wants longer than none (ms by kind). */
  pauses: Partial<Record<string, number>>;
  /** Events the bus delivered to the real people of the file. */
  heard: Array<{ to: string; type: string }>;
}

/**
 * Starts the file's app with a living demo on a memory bus (in beforeAll; closed in afterAll) and returns
 * the moves its tests make. Demo people are handed out one per test (`freshDemo`), so tests don't share one.
 */
export function livingDemoWorld() {
  const world = { dice: 0, pauses: {}, heard: [] } as unknown as DemoWorld;
  const bus = memoryBus();
  let demoIds: string[] = [];

  beforeAll(async () => {
    world.app = await createTestApp(
      {},
      { bus, livingDemo: { pause: (kind) => world.pauses[kind] ?? 0, random: () => world.dice, dateMs: 0 } },
    );
    await seedDemoData(testDb(world.app), 24);
    const rows = await testDb(world.app).select({ id: users.id }).from(users).where(eq(users.isDemo, true));
    demoIds = rows.map((r) => r.id);
  });
  afterAll(() => world.app.close());

  const db = () => testDb(world.app);

  const call = (as: SignedIn, method: "GET" | "POST" | "PATCH", url: string, payload?: object) =>
    world.app.inject({ method, url, headers: { cookie: as.cookie }, ...(payload ? { payload } : {}) });

  async function realPerson(name: string, age: number | null = 30) {
    const who = await person(world.app, { at: null, answers: {}, name, interestedIn: ["Everyone"], age });
    bus.subscribe(who.id, (event) => world.heard.push({ to: who.id, type: event.type }));
    return who;
  }

  /** A demo person who is not matched with, nor asked by, anyone yet in this test. */
  async function freshDemo(): Promise<string> {
    const id = demoIds.shift();
    if (!id) throw new Error("out of demo people");
    await db().delete(matchRequests).where(eq(matchRequests.toUserId, id));
    await db().delete(matchRequests).where(eq(matchRequests.fromUserId, id));
    await db().update(profiles).set({ acceptingMatches: true }).where(eq(profiles.userId, id));
    return id;
  }

  const statusOf = async (from: string, to: string) => {
    const [row] = await db()
      .select({ status: matchRequests.status })
      .from(matchRequests)
      .where(and(eq(matchRequests.fromUserId, from), eq(matchRequests.toUserId, to)));
    return row?.status;
  };

  async function matchWithDemo(me: SignedIn, demoId: string) {
    world.dice = 0; // always accepts, always writes first
    await call(me, "POST", "/api/match-requests", { fromUserId: me.id, toUserId: demoId });
    await vi.waitFor(async () => expect(await statusOf(demoId, me.id)).toBe("matched"), patience);
  }

  const inviteStatus = async (id: string) =>
    (await db().select({ status: invites.status }).from(invites).where(eq(invites.id, id)))[0]?.status;

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
      await db()
        .select({ from: matchRequests.fromUserId })
        .from(matchRequests)
        .innerJoin(users, eq(users.id, matchRequests.fromUserId))
        .where(and(eq(matchRequests.toUserId, userId), eq(users.isDemo, true)))
    ).length;

  const history = async (me: SignedIn, otherId: string) =>
    (await call(me, "GET", `/api/conversations/${me.id}/${otherId}`)).json() as {
      items: Array<{ senderId: string; content: string }>;
    };

  return {
    world,
    call,
    realPerson,
    freshDemo,
    statusOf,
    matchWithDemo,
    inviteStatus,
    answerCategory,
    demoAsks,
    history,
  };
}
