import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SignedIn, signIn } from "../test/test-app";
import { type TwoInstances, twoInstances } from "../test/two-instances";
import { openSocket } from "../test/ws-client";

/**
 * Two server instances on one PostgreSQL and one Redis, as behind a load balancer: a message sent through
 * instance A reaches a socket on instance B, and the read receipt goes back. Runs in `npm run test:infra`.
 */

let a: FastifyInstance;
let b: FastifyInstance;
let baseA: string;
let baseB: string;
let pair: TwoInstances | undefined;

beforeAll(async () => {
  pair = await twoInstances();
  ({ a, b } = pair);
  baseA = await a.listen({ port: 0, host: "127.0.0.1" });
  baseB = await b.listen({ port: 0, host: "127.0.0.1" });
}, 60_000);

afterAll(async () => {
  await pair?.close();
});

async function named(app: FastifyInstance, name: string): Promise<SignedIn> {
  const user = await signIn(app);
  await app.inject({
    method: "PATCH",
    url: `/api/profiles/${user.id}`,
    headers: { cookie: user.cookie },
    // A name and an adult age: only finished profiles may send requests or messages.
    payload: { name, age: 30 },
  });
  return user;
}

describe("two instances over Redis", () => {
  it("delivers a message sent through A to a socket on B, and the read receipt back", async () => {
    const ann = await named(a, "Ann");
    const bo = await named(b, "Bo");
    const call = (app: FastifyInstance, as: SignedIn, method: "POST", url: string, payload?: object) =>
      app.inject({ method, url, headers: { cookie: as.cookie }, ...(payload ? { payload } : {}) });
    await call(a, ann, "POST", "/api/match-requests", { fromUserId: ann.id, toUserId: bo.id });
    expect(
      (await call(b, bo, "POST", "/api/match-requests", { fromUserId: bo.id, toUserId: ann.id })).json().mutual,
    ).toBe(true);
    const annOnA = await openSocket(baseA, ann.cookie);
    const boOnB = await openSocket(baseB, bo.cookie);
    const sent = await call(a, ann, "POST", "/api/messages", { senderId: ann.id, receiverId: bo.id, content: "via A" });
    expect(sent.statusCode).toBe(201);
    const got = await boOnB.next("message");
    expect(got.message).toMatchObject({ id: sent.json().id, content: "via A" });
    await call(b, bo, "POST", `/api/conversations/${bo.id}/${ann.id}/read`);
    expect(await annOnA.next("message-read")).toMatchObject({ readerId: bo.id });
    boOnB.send({ type: "typing", toUserId: ann.id });
    expect(await annOnA.next("typing")).toEqual({ type: "typing", fromUserId: bo.id });
    // Exactly once: one copy of the message on B's socket.
    expect(boOnB.events.filter((e) => e.type === "message")).toHaveLength(1);
    annOnA.close();
    boOnB.close();
  }, 30_000);
});
