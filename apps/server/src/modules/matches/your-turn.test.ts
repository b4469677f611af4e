import { YOUR_TURN_LIMIT } from "@down/common/schemas/matches";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client";
import { messages } from "../../db/schema";
import { createTestApp, matchedRows, type SignedIn, signInReady, testDb } from "../../test/test-app";

// Your turn (docs/product.md, "Your turn"): with YOUR_TURN_LIMIT matches waiting on your reply, a new match
// request waits until you answer or close one. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
let app: FastifyInstance;
let db: Db;
beforeAll(async () => {
  app = await createTestApp();
  db = testDb(app);
});
afterAll(() => app.close());

const call = (as: SignedIn, method: "GET" | "POST" | "DELETE", url: string, payload?: object) =>
  app.inject({ method, url, headers: { cookie: as.cookie }, ...(payload ? { payload } : {}) });
const request = (as: SignedIn, to: SignedIn) =>
  call(as, "POST", "/api/match-requests", { fromUserId: as.id, toUserId: to.id });
const wrote = (from: SignedIn, to: SignedIn, content = "hey, how was your weekend?") =>
  db.insert(messages).values({ senderId: from.id, receiverId: to.id, content });

/** `me` with `count` matches whose last line is theirs: each waits on `me`'s reply. */
async function waitingOn(count: number) {
  const me = await signInReady(app);
  const waiting: SignedIn[] = [];
  for (let i = 0; i < count; i++) {
    const other = await signInReady(app);
    await matchedRows(db, me, other);
    await wrote(other, me);
    waiting.push(other);
  }
  return { me, waiting };
}

describe("Your turn", () => {
  it(`refuses a new match request when ${YOUR_TURN_LIMIT} matches wait on your reply, until you answer one`, async () => {
    const { me, waiting } = await waitingOn(YOUR_TURN_LIMIT);
    const stranger = await signInReady(app);
    const refused = await request(me, stranger);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: "your_turn" });
    expect(refused.json().error.message).toMatch(/your turn/i);
    // A 4xx changes nothing: no request was stored.
    expect((await call(stranger, "GET", `/api/likes-you`)).json().items).toEqual([]);

    const first = waiting[0] as SignedIn;
    const reply = await call(me, "POST", "/api/messages", { senderId: me.id, receiverId: first.id, content: "Great!" });
    expect(reply.statusCode).toBe(201);
    expect((await request(me, stranger)).statusCode).toBe(200);
  });

  it("closing a match (unmatch) frees a turn too", async () => {
    const { me, waiting } = await waitingOn(YOUR_TURN_LIMIT);
    const stranger = await signInReady(app);
    expect((await request(me, stranger)).statusCode).toBe(409);
    expect((await call(me, "DELETE", `/api/matches/${me.id}/${(waiting[0] as SignedIn).id}`)).statusCode).toBe(200);
    expect((await request(me, stranger)).statusCode).toBe(200);
  });

  it("still lets you match back someone who asked you: that answers them", async () => {
    const { me } = await waitingOn(YOUR_TURN_LIMIT);
    const admirer = await signInReady(app);
    expect((await request(admirer, me)).statusCode).toBe(200);
    const back = await request(me, admirer);
    expect(back.statusCode).toBe(200);
    expect(back.json().mutual).toBe(true);
  });

  it("counts only matches whose newest line is theirs, and marks them in the matches list", async () => {
    const { me, waiting } = await waitingOn(2);
    const [answered, still] = waiting as [SignedIn, SignedIn];
    const silent = await signInReady(app);
    await matchedRows(db, me, silent);
    await wrote(me, answered, "you too!");
    const list = (await call(me, "GET", `/api/matches/${me.id}`)).json() as { toUserId: string; yourTurn: boolean }[];
    const turnOf = Object.fromEntries(list.map((m) => [m.toUserId, m.yourTurn]));
    expect(turnOf).toEqual({ [answered.id]: false, [still.id]: true, [silent.id]: false });
  });

  it(`at ${YOUR_TURN_LIMIT - 1} waiting, parallel requests all pass: a request makes nobody wait on you`, async () => {
    const { me } = await waitingOn(YOUR_TURN_LIMIT - 1);
    const [x, y] = [await signInReady(app), await signInReady(app)];
    const results = await Promise.all([request(me, x), request(me, y)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
  });

  it("a line arriving in parallel with a request is either before it (409) or after it (200), never lost", async () => {
    const { me } = await waitingOn(YOUR_TURN_LIMIT - 1);
    const eighth = await signInReady(app);
    await matchedRows(db, me, eighth);
    const [x, y] = [await signInReady(app), await signInReady(app)];
    const [line, first, second] = await Promise.all([
      call(eighth, "POST", "/api/messages", { senderId: eighth.id, receiverId: me.id, content: "hi!" }),
      request(me, x),
      request(me, y),
    ]);
    expect(line.statusCode).toBe(201);
    for (const res of [first, second]) expect([200, 409]).toContain(res.statusCode);
    // Whatever the order, once the line has landed the sender owes eight replies: the next request waits.
    const z = await signInReady(app);
    expect((await request(me, z)).statusCode).toBe(409);
  });
});
