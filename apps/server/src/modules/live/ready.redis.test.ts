import { randomUUID } from "node:crypto";
import { type RealtimeEvent, realtimeEventSchema } from "@down/common/schemas/realtime-events";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { type EventBus, type Subscription, subscription } from "../../realtime/bus";
import { redisBus } from "../../realtime/redis-bus";
import { createTestApp, type SignedIn, signIn } from "../../test/test-app";

/**
 * "ready" is a promise to the client: anything published after it arrives. Over Redis the subscription is
 * confirmed a round trip after it is asked for, so the socket must not say "ready" before that. Runs in
 * `npm run test:infra` (TEST_REDIS_URL).
 */
const redisUrl = process.env.TEST_REDIS_URL;
const SLOW_MS = 300;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A Redis that takes SLOW_MS to take a subscription: the window a premature "ready" would fall into. */
function slowToSubscribe(bus: EventBus): EventBus {
  return {
    ...bus,
    subscribe(userId, listener) {
      let inner: Subscription | undefined;
      let stopped = false;
      const ready = sleep(SLOW_MS).then(() => {
        if (stopped) return;
        inner = bus.subscribe(userId, listener);
        return inner.ready;
      });
      return subscription(() => {
        stopped = true;
        inner?.();
      }, ready);
    },
  };
}

let app: FastifyInstance;
let base: string;
/** Another instance's bus: it publishes the moment this instance's socket says "ready". */
let elsewhere: EventBus;

beforeAll(async () => {
  if (!redisUrl) throw new Error("TEST_REDIS_URL must point at a Redis server for this suite");
  app = await createTestApp({}, { bus: slowToSubscribe(await redisBus(redisUrl)) });
  base = await app.listen({ port: 0, host: "127.0.0.1" });
  elsewhere = await redisBus(redisUrl);
}, 60_000);

afterAll(async () => {
  await elsewhere?.close();
  await app?.close();
});

/** Opens a socket and, as soon as "ready" arrives, publishes `event` to the user from the other instance. */
function publishOnReady(as: SignedIn, event: RealtimeEvent) {
  const ws = new WebSocket(`${base.replace(/^http/, "ws")}/api/ws`, { headers: { cookie: as.cookie } });
  const events: RealtimeEvent[] = [];
  ws.on("message", (data) => {
    const parsed = realtimeEventSchema.parse(JSON.parse(String(data)));
    events.push(parsed);
    if (parsed.type === "ready") void elsewhere.publish(as.id, { ...event });
  });
  return { ws, events };
}

describe("the socket's ready over Redis", () => {
  it("is sent only once the subscription is confirmed, so an event published right after it arrives", async () => {
    const ann = await signIn(app);
    const bo = await signIn(app);
    const request: RealtimeEvent = { type: "match-request", fromUserId: bo.id, toUserId: ann.id };
    const opened = Date.now();
    const { ws, events } = publishOnReady(ann, request);
    await expect.poll(() => events.map((e) => e.type), { timeout: 5000 }).toEqual(["ready", "match-request"]);
    expect(events[1]).toEqual(request);
    // The slow subscription really was waited for, not raced.
    expect(Date.now() - opened).toBeGreaterThanOrEqual(SLOW_MS);
    ws.close();
  }, 15_000);

  it("holds for several sockets of one person opening at once (they share one Redis subscription)", async () => {
    const ann = await signIn(app);
    const requests: RealtimeEvent[] = [1, 2, 3].map(() => ({
      type: "match-request",
      fromUserId: randomUUID(),
      toUserId: ann.id,
    }));
    const sockets = requests.map((request) => ({ request, ...publishOnReady(ann, request) }));
    for (const { request, events } of sockets) {
      // Whatever its siblings published, each socket hears the event published right after its own ready.
      await expect
        .poll(() => events.some((e) => JSON.stringify(e) === JSON.stringify(request)), { timeout: 5000 })
        .toBe(true);
      expect(events[0]?.type).toBe("ready");
    }
    for (const { ws } of sockets) ws.close();
  }, 15_000);
});
