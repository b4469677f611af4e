import { connect } from "node:net";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { devSms } from "../../adapters/sms";
import { loadConfig } from "../../config";
import { CODE_BURNED, GUESSES_EXHAUSTED, sendOtp, verifyOtp } from "../../modules/auth/auth.service";
import { createTestApp, freshIp, freshPhone, signIn, testDb } from "../test-app";
import { as, expectErrorShape, findingsApp } from "./findings.test-helpers";

/** Issue 6, findings about requests themselves: proxies, the limiter, sign-in, error shapes, other sites. */
const app = findingsApp();

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
  const deps = (instance: FastifyInstance, now: () => Date) => ({
    db: testDb(instance),
    sms: devSms(() => {}),
    limits: { ...loadConfig({ NODE_ENV: "test" }).limits },
    moderatorPhones: new Set<string>(),
    now,
  });

  it("says a code burned by wrong guesses is burned", async () => {
    const phone = freshPhone();
    const d = deps(app(), () => new Date());
    const ip = freshIp();
    const { devOtp } = await sendOtp(d, phone, { ip });
    const wrong = devOtp === "000000" ? "111111" : "000000";
    for (let i = 0; i < 4; i++) await expect(verifyOtp(d, phone, wrong, { ip })).rejects.toThrow(/incorrect/);
    await expect(verifyOtp(d, phone, wrong, { ip })).rejects.toThrow(CODE_BURNED);
    await expect(verifyOtp(d, phone, devOtp!, { ip })).rejects.toThrow(CODE_BURNED);
  });

  // Decision 001: the per-number day cap holds addresses the number never signed in from.
  it("caps wrong guesses per number per day across codes and addresses", async () => {
    const phone = freshPhone();
    let clock = Date.now();
    const d = deps(app(), () => new Date(clock));
    for (let code = 0; code < 5; code++) {
      const ip = freshIp();
      const { devOtp } = await sendOtp(d, phone, { ip });
      const wrong = devOtp === "000000" ? "111111" : "000000";
      for (let i = 0; i < 5; i++) await expect(verifyOtp(d, phone, wrong, { ip })).rejects.toThrow();
      clock += 60_000;
    }
    const ip = freshIp();
    const { devOtp } = await sendOtp(d, phone, { ip });
    await expect(verifyOtp(d, phone, devOtp!, { ip })).rejects.toThrow(GUESSES_EXHAUSTED);
  });
});

describe("finding 9: every error has the one shape; blanks are not zeros", () => {
  it("shapes bad percent-encoding and over-long ids, refuses unknown fields and blank numbers", async () => {
    const me = await signIn(app());
    const bad = await app().inject({ method: "GET", url: "/api/profiles/%E0%A4%A", headers: as(me) });
    expect(bad.statusCode).toBe(400);
    expectErrorShape(bad.body);
    const long = await app().inject({ method: "GET", url: `/api/profiles/${"a".repeat(300)}`, headers: as(me) });
    expect(long.statusCode).toBe(414);
    expectErrorShape(long.body);
    const blank = await app().inject({ method: "GET", url: "/api/geocode/reverse?lat=&lng=", headers: as(me) });
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
      const res = await app().inject({ ...c, headers: as(me) });
      expect(res.statusCode, `${c.method} ${c.url}`).toBe(400);
      expectErrorShape(res.body);
    }
  });
});

describe("finding 10: state-changing requests from another site are refused", () => {
  it("refuses a cross-origin multipart upload and a text/plain logout, and lets non-browser clients be", async () => {
    const me = await signIn(app());
    const boundary = "----x";
    const upload = await app().inject({
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
    const logout = await app().inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: as(me, { "sec-fetch-site": "cross-site", "content-type": "text/plain" }),
      payload: "x",
    });
    expect(logout.statusCode).toBe(403);
    // Still signed in: the refused logout changed nothing.
    expect((await app().inject({ method: "GET", url: "/api/auth/me", headers: as(me) })).statusCode).toBe(200);
    const sameSite = await app().inject({
      method: "POST",
      url: "/api/feedback",
      headers: as(me, { origin: "http://localhost:3000", host: "localhost:3000" }),
      payload: { message: "from our own page" },
    });
    expect(sameSite.statusCode).toBe(201);
    const script = await app().inject({
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
