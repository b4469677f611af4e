import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BusEvent, memoryBus } from "../../realtime/bus";
import { createTestApp, type SignedIn, testDb } from "../../test/test-app";
import { person } from "../search/search.test-helpers";
import { injectLineCommitFault, type MessageDeps, sendMessage } from "./messages.service";

/**
 * Group commit of chat lines (group-commit.ts, issue 28): lines sent at once share a transaction, none is
 * answered or heard before that transaction commits, and a batch that fails acknowledges nothing and leaves
 * nothing; its lines then go one by one, so only a line that fails alone fails.
 */
let app: FastifyInstance;
let deps: MessageDeps;
const heard: BusEvent[] = [];
beforeAll(async () => {
  app = await createTestApp();
  const bus = memoryBus();
  deps = { db: testDb(app), bus };
});
afterAll(() => app.close());

const call = (as: SignedIn, url: string, payload: object) =>
  app.inject({ method: "POST", url, headers: { cookie: as.cookie }, payload });

async function pairs(n: number) {
  const out: Array<[SignedIn, SignedIn]> = [];
  for (let i = 0; i < n; i++) {
    const a = await person(app, { at: null, answers: {}, name: `A${i}` });
    const b = await person(app, { at: null, answers: {}, name: `B${i}` });
    await call(a, "/api/match-requests", { fromUserId: a.id, toUserId: b.id });
    await call(b, "/api/match-requests", { fromUserId: b.id, toUserId: a.id });
    deps.bus.subscribe(b.id, (event) => heard.push(event));
    out.push([a, b]);
  }
  return out;
}

const stored = async (a: SignedIn, b: SignedIn) =>
  (await app.inject({ method: "GET", url: `/api/conversations/${a.id}/${b.id}`, headers: { cookie: a.cookie } })).json()
    .items as Array<{ content: string }>;

describe("group commit of chat lines", () => {
  it("shares one transaction among lines sent at once, and answers none of them before it commits", async () => {
    const people = await pairs(3);
    heard.length = 0;
    const batches: number[] = [];
    let settled = 0;
    injectLineCommitFault(deps, (lines) => {
      batches.push(lines);
      // Inside the transaction, just before COMMIT: nothing answered, nothing heard.
      expect(settled).toBe(0);
      expect(heard).toEqual([]);
    });
    const sends = people.map(([a, b], i) =>
      sendMessage(deps, { senderId: a.id, receiverId: b.id, content: `together ${i}` }).finally(() => {
        settled += 1;
      }),
    );
    const results = await Promise.all(sends);
    expect(batches).toEqual([3]);
    expect(results.map((r) => r.created)).toEqual([true, true, true]);
    expect(heard.filter((e) => e.type === "message")).toHaveLength(3);
    for (const [i, [a, b]] of people.entries()) {
      expect((await stored(a, b)).map((m) => m.content)).toEqual([`together ${i}`]);
    }
  });

  it("acknowledges nothing of a failed batch and stores nothing of it; its lines then go alone", async () => {
    const people = await pairs(3);
    heard.length = 0;
    const batches: string[] = [];
    injectLineCommitFault(deps, (lines) => {
      if (lines > 1) {
        batches.push(`${lines} failed`);
        throw new Error("the disk is full");
      }
      batches.push(`${lines}`);
    });
    const results = await Promise.all(
      people.map(([a, b], i) => sendMessage(deps, { senderId: a.id, receiverId: b.id, content: `retried ${i}` })),
    );
    expect(batches).toEqual(["3 failed", "1", "1", "1"]);
    expect(results.map((r) => r.created)).toEqual([true, true, true]);
    // Each line once: the failed batch left no row and published nothing.
    expect(heard.filter((e) => e.type === "message")).toHaveLength(3);
    for (const [i, [a, b]] of people.entries()) {
      expect((await stored(a, b)).map((m) => m.content)).toEqual([`retried ${i}`]);
    }
  });

  it("fails every line whose own transaction fails: no ack, no row, no event", async () => {
    const people = await pairs(2);
    heard.length = 0;
    injectLineCommitFault(deps, () => {
      throw new Error("the database went away");
    });
    const results = await Promise.allSettled(
      people.map(([a, b]) => sendMessage(deps, { senderId: a.id, receiverId: b.id, content: "lost?" })),
    );
    expect(results.map((r) => r.status)).toEqual(["rejected", "rejected"]);
    expect(heard).toEqual([]);
    injectLineCommitFault(deps, () => {});
    for (const [a, b] of people) expect(await stored(a, b)).toEqual([]);
  });

  it("refuses a line the rules refuse alone; the others in its batch are stored", async () => {
    const [[a, b] = [], [c, d] = []] = await pairs(2);
    if (!a || !b || !c || !d) throw new Error("no pairs");
    heard.length = 0;
    const batches: number[] = [];
    injectLineCommitFault(deps, (lines) => {
      batches.push(lines);
    });
    const results = await Promise.allSettled([
      sendMessage(deps, { senderId: a.id, receiverId: b.id, content: "fine" }),
      // c and b never matched: 403, and nothing written for it.
      sendMessage(deps, { senderId: c.id, receiverId: b.id, content: "not matched" }),
      sendMessage(deps, { senderId: d.id, receiverId: c.id, content: "also fine" }),
    ]);
    expect(batches).toEqual([3]);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect((results[1] as PromiseRejectedResult).reason).toMatchObject({ status: 403 });
    expect((await stored(a, b)).map((m) => m.content)).toEqual(["fine"]);
    expect((await stored(c, d)).map((m) => m.content)).toEqual(["also fine"]);
  });
});
