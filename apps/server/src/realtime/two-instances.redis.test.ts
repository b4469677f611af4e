import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import { openDatabase } from "../db/client";
import { type SignedIn, scratchDatabaseUrl, signIn } from "../test/test-app";
import { openSocket } from "../test/ws-client";

/**
 * Two server instances on one PostgreSQL and one Redis, as behind a load balancer: a message sent through
 * instance A reaches a socket on instance B, and the read receipt goes back. Runs in `npm run test:infra`.
 */
const redisUrl = process.env.TEST_REDIS_URL;
const dbServer = process.env.TEST_DATABASE_URL;

let a: FastifyInstance;
let b: FastifyInstance;
let baseA: string;
let baseB: string;
let drop: () => Promise<void>;

beforeAll(async () => {
  if (!redisUrl || !dbServer) throw new Error("TEST_REDIS_URL and TEST_DATABASE_URL must be set for this suite");
  const scratch = await scratchDatabaseUrl();
  drop = scratch.drop;
  const config = loadConfig({
    NODE_ENV: "test",
    OTP_SEND_PER_IP_PER_HOUR: "100000",
    OTP_SEND_PER_PHONE_PER_HOUR: "100000",
    OTP_SEND_PER_PHONE_PER_15_MINUTES: "100000",
    OTP_RESEND_COOLDOWN_SECONDS: "0",
    DATABASE_URL: scratch.url,
    REDIS_URL: redisUrl,
  });
  const first = await openDatabase(config);
  await first.migrate();
  const second = await openDatabase(config);
  a = await buildApp(config, { database: first, logger: false });
  b = await buildApp(config, { database: second, logger: false });
  a.addHook("onClose", () => first.close());
  b.addHook("onClose", () => second.close());
  baseA = await a.listen({ port: 0, host: "127.0.0.1" });
  baseB = await b.listen({ port: 0, host: "127.0.0.1" });
}, 60_000);

afterAll(async () => {
  await a?.close();
  await b?.close();
  await drop?.();
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
