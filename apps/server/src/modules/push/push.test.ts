import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import webPush from "web-push";
import { webPushSender } from "../../adapters/push";
import { profiles, pushSubscriptions } from "../../db/schema";
import { egressGuard, type Resolver } from "../../lib/egress";
import { createTestApp, type SignedIn, signIn, testDb } from "../../test/test-app";
import { fakePushTls, startFakePushService } from "./fake-push-service";

const vapid = webPush.generateVAPIDKeys();
let app: FastifyInstance;
let fake: Awaited<ReturnType<typeof startFakePushService>>;

/** Names the tests use, resolved from a table: nothing here asks DNS. */
const fakeResolver: Resolver = async (hostname) => {
  const table: Record<string, string> = {
    "localhost.": "127.0.0.1",
    "127.0.0.1.nip.io": "127.0.0.1",
    "metadata.example": "169.254.169.254",
    "push.example.com": "93.184.216.34",
  };
  const address = table[hostname];
  if (!address) throw new Error(`ENOTFOUND ${hostname}`);
  return [{ address, family: 4 }];
};

beforeAll(async () => {
  fake = await startFakePushService();
  // The fake push service listens on 127.0.0.1, so loopback is let through here (PUSH_ALLOW_LOCAL_ENDPOINTS);
  // the strict guard is exercised by the second app below.
  const egress = egressGuard({ resolve: fakeResolver, allowLoopback: true });
  app = await createTestApp(
    { PUSH_ALLOW_LOCAL_ENDPOINTS: "1" },
    {
      egress,
      pushSender: webPushSender({ ...vapid, subject: "mailto:test@down.invalid" }, { egress, tls: fakePushTls }),
    },
  );
});
afterAll(async () => {
  await app.close();
  await fake.close();
});

async function adult(): Promise<SignedIn> {
  const person = await signIn(app);
  await testDb(app).update(profiles).set({ name: "Sam", age: 30 }).where(eq(profiles.userId, person.id));
  return person;
}

const subscribe = (as: SignedIn, body: Record<string, unknown>) =>
  app.inject({ method: "POST", url: "/api/push/subscriptions", headers: { cookie: as.cookie }, payload: body });

const matchRequest = (as: SignedIn, toUserId: string) =>
  app.inject({
    method: "POST",
    url: "/api/match-requests",
    headers: { cookie: as.cookie },
    payload: { fromUserId: as.id, toUserId },
  });

async function until(check: () => boolean) {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 20));
}

describe("Web Push", () => {
  it("tells the app the server's public key", async () => {
    const me = await adult();
    const res = await app.inject({ method: "GET", url: "/api/push/config", headers: { cookie: me.cookie } });
    expect(res.json()).toEqual({ enabled: true, publicKey: vapid.publicKey });
  });

  it("delivers an encrypted, VAPID-signed push for a new match that the browser can decrypt", async () => {
    const [a, b] = [await adult(), await adult()];
    expect((await subscribe(a, fake.subscription("a"))).statusCode).toBe(201);
    await matchRequest(a, b.id);
    await matchRequest(b, a.id);
    await until(() => fake.received.length > 0);
    const push = fake.received.at(-1);
    expect(push?.headers["content-encoding"]).toBe("aes128gcm");
    expect(String(push?.headers.authorization)).toMatch(/^vapid t=.+, k=/);
    expect(push?.payload).toMatchObject({ url: "/matches", tag: "match" });
  });

  it("forgets a subscription the push service says is gone (410)", async () => {
    const [a, b] = [await adult(), await adult()];
    const subscription = fake.subscription("gone");
    await subscribe(a, subscription);
    fake.answerGoneOnce();
    await matchRequest(a, b.id);
    await matchRequest(b, a.id);
    const db = testDb(app);
    const remaining = async () =>
      db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, subscription.endpoint));
    for (let i = 0; i < 100 && (await remaining()).length > 0; i++) await new Promise((r) => setTimeout(r, 20));
    expect(await remaining()).toEqual([]);
  });

  it("refuses endpoints a push service would never hand out, and bad keys", async () => {
    const me = await adult();
    const keys = fake.subscription().keys;
    for (const endpoint of ["http://example.com/push", "https://10.0.0.5/push", "https://169.254.169.254/latest"]) {
      expect((await subscribe(me, { endpoint, keys })).statusCode).toBe(400);
    }
    expect(
      (await subscribe(me, { endpoint: "https://push.example.com/x", keys: { p256dh: "a b", auth: "x" } })).statusCode,
    ).toBe(400);
  });

  it("unsubscribes only the caller's own browser; signed out is 401", async () => {
    const [a, b] = [await adult(), await adult()];
    const subscription = fake.subscription("mine");
    await subscribe(a, subscription);
    const db = testDb(app);
    const del = (as: SignedIn) =>
      app.inject({
        method: "DELETE",
        url: "/api/push/subscriptions",
        headers: { cookie: as.cookie },
        payload: { endpoint: subscription.endpoint },
      });
    await del(b);
    expect(await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, a.id))).toHaveLength(1);
    await del(a);
    expect(await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, a.id))).toHaveLength(0);
    expect((await app.inject({ method: "GET", url: "/api/push/config" })).statusCode).toBe(401);
  });

  it("sends nothing while the person's PUSH NOTIFICATIONS switch is off", async () => {
    const [a, b] = [await adult(), await adult()];
    await subscribe(a, fake.subscription("off"));
    await testDb(app).update(profiles).set({ pushNotifications: false }).where(eq(profiles.userId, a.id));
    const before = fake.received.length;
    await matchRequest(a, b.id);
    await matchRequest(b, a.id);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(fake.received.slice(before).filter((p) => JSON.stringify(p).includes("off"))).toEqual([]);
    expect(fake.received.length).toBe(before);
  });
});

describe("Web Push endpoints are addresses someone else chose", () => {
  let strict: FastifyInstance;
  beforeAll(async () => {
    strict = await createTestApp({}, { egress: egressGuard({ resolve: fakeResolver }) });
  });
  afterAll(() => strict.close());

  const post = (as: SignedIn, endpoint: string) =>
    strict.inject({
      method: "POST",
      url: "/api/push/subscriptions",
      headers: { cookie: as.cookie },
      payload: { endpoint, keys: { p256dh: "BKey", auth: "auth" } },
    });

  it("refuses a name that resolves to a local or metadata address (the probe's endpoints)", async () => {
    const me = await signIn(strict);
    for (const endpoint of [
      "https://localhost.:4408/x",
      "https://127.0.0.1.nip.io/x",
      "https://metadata.example/latest",
      "https://[::ffff:127.0.0.1]/x",
      "https://unresolvable.example/x",
    ]) {
      const res = await post(me, endpoint);
      expect(res.statusCode, endpoint).toBe(400);
      expect(res.json().error.code).toBe("bad_request");
    }
    expect(await testDb(strict).select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, me.id))).toEqual(
      [],
    );
  });

  it("keeps an endpoint with the person who registered it: another person posting it gets 409", async () => {
    const [owner, other] = [await signIn(strict), await signIn(strict)];
    const endpoint = "https://push.example.com/send/owner-browser";
    expect((await post(owner, endpoint)).statusCode).toBe(201);
    const taken = await post(other, endpoint);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe("conflict");
    const rows = await testDb(strict).select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
    expect(rows.map((row) => row.userId)).toEqual([owner.id]);
    // The owner re-posting it (new keys after a browser refresh) is still fine.
    expect((await post(owner, endpoint)).statusCode).toBe(201);
  });
});
