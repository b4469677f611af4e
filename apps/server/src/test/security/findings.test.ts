import { connect } from "node:net";
import { ANSWER_CHANGES_PER_DAY } from "@down/common/constants";
import { ALL_QUESTIONS } from "@down/common/questions";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { devSms } from "../../adapters/sms";
import { loadConfig } from "../../config";
import { notifications, profiles } from "../../db/schema";
import { CODE_BURNED, GUESSES_EXHAUSTED, sendOtp, verifyOtp } from "../../modules/auth/auth.service";
import { freshPlace, freshQuestion, person, searchAs } from "../../modules/matching/search.test-helpers";
import { createTestApp, freshIp, freshPhone, type SignedIn, signIn, signInReady, testDb } from "../test-app";

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const as = (user: SignedIn, headers: Record<string, string> = {}) => ({ cookie: user.cookie, ...headers });
const expectErrorShape = (body: string) =>
  expect(JSON.parse(body)).toEqual({
    error: expect.objectContaining({ code: expect.any(String), message: expect.any(String) }),
  });

describe("finding 1: moving one's own search point is limited", () => {
  it("answers 429 past the hourly limit, and radius changes do not count", async () => {
    const limited = await createTestApp({ LOCATION_MOVES_PER_HOUR: "2" });
    const me = await signIn(limited);
    const move = (lat: number) =>
      limited.inject({ method: "PUT", url: `/api/location/${me.id}`, headers: as(me), payload: { lat, lng: -86 } });
    const radius = () =>
      limited.inject({
        method: "PUT",
        url: `/api/preferences/${me.id}`,
        headers: as(me),
        payload: { distanceRadius: 50 },
      });
    expect((await move(36)).statusCode).toBe(200);
    for (let i = 0; i < 3; i++) expect((await radius()).statusCode).toBe(200);
    expect((await move(36.1)).statusCode).toBe(200);
    const third = await move(36.2);
    expect(third.statusCode).toBe(429);
    expect(third.json().error.message).toContain("moved your location");
    const travel = await limited.inject({
      method: "PUT",
      url: `/api/preferences/${me.id}`,
      headers: as(me),
      payload: { manualLocationLat: 40, manualLocationLng: -80, manualLocationLabel: "Somewhere" },
    });
    expect(travel.statusCode).toBe(429);
    await limited.close();
  });
});

describe("finding 2: a NUL byte is a 400, never a 500", () => {
  it("refuses NUL on every route that once answered 500, and changes nothing", async () => {
    const me = await signIn(app);
    const question = ALL_QUESTIONS[0]!;
    const cases = [
      { method: "PATCH", url: `/api/profiles/${me.id}`, payload: { name: "A\u0000B" } },
      { method: "PUT", url: `/api/preferences/${me.id}`, payload: { manualLocationLabel: "x\u0000" } },
      {
        method: "POST",
        url: "/api/analytics/track-response",
        payload: {
          userId: me.id,
          categoryId: question.categoryId,
          questionId: `${question.id}\u0000`,
          response: "D",
        },
      },
      { method: "POST", url: "/api/feedback", payload: { message: "hi\u0000" } },
      { method: "POST", url: "/api/contact", payload: { subject: "s", comments: "c\u0000" } },
      { method: "DELETE", url: "/api/upload/photos", payload: { photoUrl: "/uploads/a\u0000.webp" } },
    ] as const;
    for (const c of cases) {
      const res = await app.inject({ ...c, headers: as(me) });
      expect(res.statusCode, `${c.method} ${c.url}`).toBe(400);
      expectErrorShape(res.body);
    }
    const [profile] = await testDb(app).select().from(profiles).where(eq(profiles.userId, me.id));
    expect(profile?.name).toBeNull();
  });
});

describe("finding 3: answers do not leak through compare", () => {
  it("limits changing answers per day", async () => {
    const me = await signIn(app);
    const questions = ALL_QUESTIONS.filter((q) => q.categoryId === "adventure");
    const answer = (questionId: string, response: string) =>
      app.inject({
        method: "POST",
        url: "/api/analytics/track-response",
        headers: as(me),
        payload: { userId: me.id, categoryId: "adventure", questionId, response },
      });
    // First answers and repeating the same answer are free; only changes count.
    for (const q of questions.slice(0, ANSWER_CHANGES_PER_DAY + 1))
      expect((await answer(q.id, "D")).statusCode).toBe(200);
    expect((await answer(questions[0]!.id, "D")).statusCode).toBe(200);
    // Four questions, each moved on every round (D → O → W → N → D …), so every write is a change.
    const cycle = ["O", "W", "N", "D"];
    for (let i = 0; i < ANSWER_CHANGES_PER_DAY; i++) {
      expect((await answer(questions[i % 4]!.id, cycle[Math.floor(i / 4) % 4]!)).statusCode).toBe(200);
    }
    const over = await answer(questions[5]!.id, "N");
    expect(over.statusCode).toBe(429);
    expect(over.json().error.message).toContain(`${ANSWER_CHANGES_PER_DAY} answers a day`);
  });

  it("lists Sex & Intimacy answers in matched-on only between mutual matches, while they still score", async () => {
    const base = freshPlace();
    const intimate = freshQuestion("intimacy");
    const everyday = freshQuestion("travel");
    const answers = { [intimate]: "D", [everyday]: "O" } as const;
    const viewer = await person(app, { at: base, answers });
    const other = await person(app, { at: base, answers, gender: "Male" });
    const cardOf = async () => (await searchAs(app, viewer)).body.results.find((r) => r.id === other.id);
    const before = await cardOf();
    expect(before?.downScore).toBe(88); // (4 + 3) / 8: the intimacy answer counts
    const listed = (before?.matchedOn ?? []) as Array<{ questionId: string }>;
    expect(listed.map((m) => m.questionId)).toEqual([everyday]);
    const compared = (await app.inject({ method: "GET", url: `/api/compare/${other.id}`, headers: as(viewer) })).json();
    expect(JSON.stringify(compared)).not.toContain(intimate);
    for (const [from, to] of [
      [viewer, other],
      [other, viewer],
    ] as const) {
      await app.inject({
        method: "POST",
        url: "/api/match-requests",
        headers: as(from),
        payload: { fromUserId: from.id, toUserId: to.id },
      });
    }
    const matched = (await app.inject({ method: "GET", url: `/api/compare/${other.id}`, headers: as(viewer) })).json();
    expect(JSON.stringify(matched)).toContain(intimate);
  });
});

describe("finding 4: TRUST_PROXY never lets the client choose its address", () => {
  it("reads the address the proxy saw, not the left-most X-Forwarded-For entry", async () => {
    const proxied = await createTestApp({ TRUST_PROXY: "1", OTP_SEND_PER_IP_PER_HOUR: "1" });
    const send = (spoofed: string) =>
      proxied.inject({
        method: "POST",
        url: "/api/auth/send-otp",
        payload: { phone: freshPhone() },
        remoteAddress: "127.0.0.1",
        headers: { "x-forwarded-for": `${spoofed}, 203.0.113.9` },
      });
    expect((await send("1.1.1.1")).statusCode).toBe(200);
    // Before: a new left-most entry was a new address, so the per-address limit never applied.
    expect((await send("2.2.2.2")).statusCode).toBe(429);
    await proxied.close();
    expect(() => loadConfig({ TRUST_PROXY: "true" })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.1, 10.0.0.2" }).trustProxy).toEqual(["10.0.0.1", "10.0.0.2"]);
  });
});

/** Sends raw HTTP/1.1 requests one connection each, so the request line can be in absolute form. */
async function rawRequests(port: number, lines: string[]): Promise<number[]> {
  const statuses: number[] = [];
  for (const line of lines) {
    const socket = connect(port, "127.0.0.1");
    let received = "";
    socket.on("data", (chunk) => {
      received += chunk.toString();
    });
    socket.write(`${line}\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`);
    await new Promise((resolve) => socket.on("close", resolve));
    statuses.push(Number(/^HTTP\/1\.1 (\d{3})/.exec(received)?.[1]));
  }
  return statuses;
}

describe("finding 5 and 10: the API limiter keys on the route; /api/health is not limited", () => {
  it("limits absolute-form request lines like any other, and never health checks", async () => {
    const limited = await createTestApp({ API_RATE_LIMIT_PER_MINUTE: "3" });
    await limited.listen({ port: 0, host: "127.0.0.1" });
    const address = limited.server.address();
    const port = typeof address === "object" && address ? address.port : 0;
    const statuses = await rawRequests(
      port,
      Array.from({ length: 5 }, () => `GET http://127.0.0.1:${port}/api/auth/session HTTP/1.1`),
    );
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const health = await rawRequests(
      port,
      Array.from({ length: 6 }, () => "GET /api/health HTTP/1.1"),
    );
    expect(health).toEqual([200, 200, 200, 200, 200, 200]);
    await limited.close();
  });
});

describe("finding 6: sign-in cannot be locked or guessed", () => {
  const deps = (app: FastifyInstance, now: () => Date) => ({
    db: testDb(app),
    sms: devSms(() => {}),
    limits: { ...loadConfig({ NODE_ENV: "test" }).limits },
    moderatorPhones: new Set<string>(),
    now,
  });

  it("says a code burned by wrong guesses is burned", async () => {
    const phone = freshPhone();
    const d = deps(app, () => new Date());
    const { devOtp } = await sendOtp(d, phone, freshIp());
    const wrong = devOtp === "000000" ? "111111" : "000000";
    for (let i = 0; i < 4; i++) await expect(verifyOtp(d, phone, wrong)).rejects.toThrow(/incorrect/);
    await expect(verifyOtp(d, phone, wrong)).rejects.toThrow(CODE_BURNED);
    await expect(verifyOtp(d, phone, devOtp!)).rejects.toThrow(CODE_BURNED);
  });

  it("caps wrong guesses per number per day across codes and addresses", async () => {
    const phone = freshPhone();
    let clock = Date.now();
    const d = deps(app, () => new Date(clock));
    for (let code = 0; code < 5; code++) {
      const { devOtp } = await sendOtp(d, phone, freshIp());
      const wrong = devOtp === "000000" ? "111111" : "000000";
      for (let i = 0; i < 5; i++) await expect(verifyOtp(d, phone, wrong)).rejects.toThrow();
      clock += 60_000;
    }
    const { devOtp } = await sendOtp(d, phone, freshIp());
    await expect(verifyOtp(d, phone, devOtp!)).rejects.toThrow(GUESSES_EXHAUSTED);
  });
});

describe("finding 8: notifications are coalesced, and errors name nobody hidden", () => {
  it("writes one match-request notification per pair a day however often a request is repeated", async () => {
    const [a, b] = [await signInReady(app), await signInReady(app)];
    await testDb(app).update(profiles).set({ name: "Bea" }).where(eq(profiles.userId, b.id));
    for (let round = 0; round < 3; round++) {
      const sent = await app.inject({
        method: "POST",
        url: "/api/match-requests",
        headers: as(a),
        payload: { fromUserId: a.id, toUserId: b.id },
      });
      expect(sent.statusCode).toBe(200);
      await app.inject({ method: "DELETE", url: `/api/matches/${a.id}/${b.id}`, headers: as(a) });
    }
    const rows = await testDb(app)
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, b.id), eq(notifications.actorId, a.id)));
    expect(rows).toHaveLength(1);
  });

  it("answers a request to a hidden person with a plain 404 that names nobody", async () => {
    const [a, hidden] = [await signInReady(app), await signInReady(app)];
    await testDb(app)
      .update(profiles)
      .set({ name: "Secretname", appearInSearches: false, acceptingMatches: false })
      .where(eq(profiles.userId, hidden.id));
    const res = await app.inject({
      method: "POST",
      url: "/api/match-requests",
      headers: as(a),
      payload: { fromUserId: a.id, toUserId: hidden.id },
    });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain("Secretname");
  });
});

describe("finding 9: every error has the one shape; blanks are not zeros", () => {
  it("shapes bad percent-encoding and over-long ids, refuses unknown fields and blank numbers", async () => {
    const me = await signIn(app);
    const bad = await app.inject({ method: "GET", url: "/api/profiles/%E0%A4%A", headers: as(me) });
    expect(bad.statusCode).toBe(400);
    expectErrorShape(bad.body);
    const long = await app.inject({ method: "GET", url: `/api/profiles/${"a".repeat(300)}`, headers: as(me) });
    expect(long.statusCode).toBe(414);
    expectErrorShape(long.body);
    const blank = await app.inject({ method: "GET", url: "/api/geocode/reverse?lat=&lng=", headers: as(me) });
    expect(blank.statusCode).toBe(400);
    expectErrorShape(blank.body);
    const extras = [
      { method: "POST", url: "/api/feedback", payload: { message: "hi", extra: 1 } },
      { method: "POST", url: "/api/contact", payload: { comments: "hi", extra: 1 } },
      { method: "POST", url: "/api/match-requests", payload: { fromUserId: me.id, toUserId: me.id, extra: 1 } },
      { method: "POST", url: "/api/generate-questions", payload: { categoryId: "adventure", extra: 1 } },
      { method: "GET", url: "/api/search?extra=1" },
      { method: "GET", url: "/api/geocode?q=Nashville&extra=1" },
      { method: "POST", url: "/api/auth/send-otp", payload: { phone: "6155550100", extra: 1 } },
    ] as const;
    for (const c of extras) {
      const res = await app.inject({ ...c, headers: as(me) });
      expect(res.statusCode, `${c.method} ${c.url}`).toBe(400);
      expectErrorShape(res.body);
    }
  });
});

describe("finding 10: state-changing requests from another site are refused", () => {
  it("refuses a cross-origin multipart upload and a text/plain logout, and lets non-browser clients be", async () => {
    const me = await signIn(app);
    const boundary = "----x";
    const upload = await app.inject({
      method: "POST",
      url: "/api/upload/photos",
      headers: as(me, {
        origin: "https://evil.example",
        "content-type": `multipart/form-data; boundary=${boundary}`,
      }),
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nx\r\n--${boundary}--\r\n`,
    });
    expect(upload.statusCode).toBe(403);
    expectErrorShape(upload.body);
    const logout = await app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: as(me, { "sec-fetch-site": "cross-site", "content-type": "text/plain" }),
      payload: "x",
    });
    expect(logout.statusCode).toBe(403);
    // Still signed in: the refused logout changed nothing.
    expect((await app.inject({ method: "GET", url: "/api/auth/me", headers: as(me) })).statusCode).toBe(200);
    const sameSite = await app.inject({
      method: "POST",
      url: "/api/feedback",
      headers: as(me, { origin: "http://localhost:3000", host: "localhost:3000" }),
      payload: { message: "from our own page" },
    });
    expect(sameSite.statusCode).toBe(201);
    const script = await app.inject({
      method: "POST",
      url: "/api/feedback",
      headers: as(me),
      payload: { message: "x" },
    });
    expect(script.statusCode).toBe(201);
  });

  it("takes APP_ORIGIN as the list of the app's own origins", async () => {
    const configured = await createTestApp({ APP_ORIGIN: "https://down.example, https://www.down.example" });
    const me = await signIn(configured);
    const post = (origin: string) =>
      configured.inject({
        method: "POST",
        url: "/api/feedback",
        headers: as(me, { origin }),
        payload: { message: "x" },
      });
    expect((await post("https://www.down.example")).statusCode).toBe(201);
    expect((await post("https://down.example.evil.com")).statusCode).toBe(403);
    await configured.close();
  });
});
