import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { knownSignInAddresses, knownSignInDevices, otpCodes, sessions } from "../../db/schema";
import { createTestApp, freshIp, freshPhone, signIn, testDb } from "../../test/test-app";
import { purgeStaleAuthRows, startAuthPurge } from "./auth.service";

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

/** The person's own address: a code is checked only from the address that asked for it (decision 001). */
const HOME = freshIp();
const sendOtp = (phone: string, ip = HOME) =>
  app.inject({ method: "POST", url: "/api/auth/send-otp", payload: { phone }, remoteAddress: ip });
const verify = (phone: string, otp: string, ip = HOME) =>
  app.inject({ method: "POST", url: "/api/auth/verify-otp", payload: { phone, otp }, remoteAddress: ip });

describe("POST /api/auth/verify-otp", () => {
  it("signs a first-time user in as new, then as returning", async () => {
    const phone = freshPhone();
    const first = await signIn(app, phone);
    expect(first.isNewUser).toBe(true);
    const again = await signIn(app, phone);
    expect(again.isNewUser).toBe(false);
    expect(again.id).toBe(first.id);
  });

  it("answers the user object and sets an httpOnly, SameSite=Lax session cookie", async () => {
    const phone = freshPhone();
    const { devOtp } = (await sendOtp(phone)).json();
    const res = await verify(phone, devOtp);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: expect.any(String), phone, name: null, isNewUser: true, isModerator: false });
    const cookie = res.cookies.find((c) => c.name === "sid");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
  });

  it("keeps isNewUser the same in /api/auth/me as in the sign-in answer", async () => {
    const me = (cookie: string) =>
      app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie } }).then((r) => r.json().isNewUser);
    const phone = freshPhone();
    const first = await signIn(app, phone);
    expect(first.isNewUser).toBe(true);
    expect(await me(first.cookie)).toBe(true);
    const second = await signIn(app, phone);
    expect(second.isNewUser).toBe(false);
    expect(await me(second.cookie)).toBe(false);
    expect(await me(first.cookie)).toBe(false);
  });

  it("treats the same number typed differently as one account", async () => {
    const a = await signIn(app, "(615) 555-0177");
    const b = await signIn(app, "+16155550177");
    expect(b.id).toBe(a.id);
    expect(b.isNewUser).toBe(false);
  });

  it("refuses a wrong code", async () => {
    const phone = freshPhone();
    const { devOtp } = (await sendOtp(phone)).json();
    const wrong = devOtp === "000000" ? "111111" : "000000";
    const res = await verify(phone, wrong);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe("The verification code is incorrect. Please try again.");
  });

  it("accepts a code once only", async () => {
    const phone = freshPhone();
    const { devOtp } = (await sendOtp(phone)).json();
    expect((await verify(phone, devOtp)).statusCode).toBe(200);
    expect((await verify(phone, devOtp)).statusCode).toBe(401);
  });

  it("burns a code after five wrong tries", async () => {
    const phone = freshPhone();
    const { devOtp } = (await sendOtp(phone)).json();
    const wrong = devOtp === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++) expect((await verify(phone, wrong)).statusCode).toBe(401);
    expect((await verify(phone, devOtp)).statusCode).toBe(401);
  });

  it("refuses an expired code", async () => {
    const phone = freshPhone();
    const { devOtp } = (await sendOtp(phone)).json();
    vi.useFakeTimers({ now: Date.now() + 10 * 60 * 1000 + 1000, toFake: ["Date"] });
    try {
      const res = await verify(phone, devOtp);
      expect(res.statusCode).toBe(401);
      expect(res.json().error.message).toContain("expired");
    } finally {
      vi.useRealTimers();
    }
  });

  it.each([{ otp: "12345" }, { otp: "abcdef" }, {}])("rejects a malformed code %j", async (extra) => {
    const res = await app.inject({
      method: "POST",
      url: "/api/auth/verify-otp",
      payload: { phone: freshPhone(), ...extra },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe("session cookie over TLS", () => {
  const cookieFrom = async (target: FastifyInstance, headers: Record<string, string>) => {
    const phone = freshPhone();
    const remoteAddress = freshIp();
    const sent = await target.inject({ method: "POST", url: "/api/auth/send-otp", payload: { phone }, remoteAddress });
    const res = await target.inject({
      method: "POST",
      url: "/api/auth/verify-otp",
      payload: { phone, otp: sent.json().devOtp },
      headers,
      remoteAddress,
    });
    return res.cookies.find((c) => c.name === "sid");
  };

  it("is Secure behind a trusted TLS proxy, and not on plain http", async () => {
    const proxied = await createTestApp({ TRUST_PROXY: "1" });
    try {
      expect((await cookieFrom(proxied, { "x-forwarded-proto": "https" }))?.secure).toBe(true);
      expect((await cookieFrom(proxied, {}))?.secure).toBeFalsy();
    } finally {
      await proxied.close();
    }
  });

  it("ignores x-forwarded-proto when no proxy is trusted", async () => {
    expect((await cookieFrom(app, { "x-forwarded-proto": "https" }))?.secure).toBeFalsy();
  });
});

describe("session", () => {
  it("GET /api/auth/me answers the user for the cookie and 401 without one", async () => {
    const me = await signIn(app);
    const res = await app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie: me.cookie } });
    expect(res.json()).toMatchObject({ id: me.id, phone: me.phone });
    const anonymous = await app.inject({ method: "GET", url: "/api/auth/me" });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe("unauthorized");
  });

  it("GET /api/auth/session answers 200 with the user, or null when signed out", async () => {
    const me = await signIn(app);
    const res = await app.inject({ method: "GET", url: "/api/auth/session", headers: { cookie: me.cookie } });
    expect(res.json()).toEqual({ user: expect.objectContaining({ id: me.id }) });
    const anonymous = await app.inject({ method: "GET", url: "/api/auth/session" });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toEqual({ user: null });
  });

  it("logout ends the session on the server", async () => {
    const me = await signIn(app);
    const out = await app.inject({ method: "POST", url: "/api/auth/logout", headers: { cookie: me.cookie } });
    expect(out.statusCode).toBe(200);
    const res = await app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie: me.cookie } });
    expect(res.statusCode).toBe(401);
  });

  it("ignores a forged cookie", async () => {
    const res = await app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie: "sid=forged" } });
    expect(res.statusCode).toBe(401);
  });
});

describe("purging old auth rows", () => {
  const HOUR = 60 * 60 * 1000;

  it("deletes expired sessions and codes older than a day, and keeps the rest", async () => {
    const db = testDb(app);
    const now = new Date();
    const me = await signIn(app);
    const expired = `expired-${randomUUID()}`;
    await db.insert(sessions).values({ tokenHash: expired, userId: me.id, expiresAt: new Date(now.getTime() - 1) });
    const phone = freshPhone();
    const otp = (ageMs: number) => ({
      phone,
      code: "x",
      requestIp: freshIp(),
      createdAt: new Date(now.getTime() - ageMs),
      expiresAt: new Date(now.getTime() - ageMs + 10 * 60 * 1000),
    });
    await db.insert(otpCodes).values([otp(25 * HOUR), otp(23 * HOUR), otp(0)]);

    await purgeStaleAuthRows(db, now);

    const left = await db
      .select()
      .from(sessions)
      .where(inArray(sessions.userId, [me.id]));
    expect(left.map((s) => s.tokenHash)).not.toContain(expired);
    expect(left).toHaveLength(1);
    const codes = await db.select().from(otpCodes).where(eq(otpCodes.phone, phone));
    expect(codes.map((c) => now.getTime() - c.createdAt.getTime()).sort((a, b) => a - b)).toEqual([0, 23 * HOUR]);
    const still = await app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie: me.cookie } });
    expect(still.statusCode).toBe(200);
  });

  it("forgets an address the number signed in from 90 days after its last sign-in there", async () => {
    const db = testDb(app);
    const now = new Date();
    const key = (age: string) => `${age}-${randomUUID()}`;
    const old = key("old");
    const recent = key("recent");
    const { id: userId } = await signIn(app);
    await db.insert(knownSignInAddresses).values([
      { keyHash: old, userId, lastSignedInAt: new Date(now.getTime() - 91 * 24 * HOUR) },
      { keyHash: recent, userId, lastSignedInAt: new Date(now.getTime() - 89 * 24 * HOUR) },
    ]);

    await purgeStaleAuthRows(db, now);

    const left = await db
      .select({ keyHash: knownSignInAddresses.keyHash })
      .from(knownSignInAddresses)
      .where(inArray(knownSignInAddresses.keyHash, [old, recent]));
    expect(left.map((r) => r.keyHash)).toEqual([recent]);
  });

  it("forgets a browser the number signed in from 90 days after its last sign-in there", async () => {
    const db = testDb(app);
    const now = new Date();
    const old = `old-${randomUUID()}`;
    const recent = `recent-${randomUUID()}`;
    const { id: userId } = await signIn(app);
    await db.insert(knownSignInDevices).values([
      { keyHash: old, userId, lastSignedInAt: new Date(now.getTime() - 91 * 24 * HOUR) },
      { keyHash: recent, userId, lastSignedInAt: new Date(now.getTime() - 89 * 24 * HOUR) },
    ]);

    await purgeStaleAuthRows(db, now);

    const left = await db
      .select({ keyHash: knownSignInDevices.keyHash })
      .from(knownSignInDevices)
      .where(inArray(knownSignInDevices.keyHash, [old, recent]));
    expect(left.map((r) => r.keyHash)).toEqual([recent]);
  });

  it("runs at start-up, then hourly until stopped, and reports a failed run", async () => {
    // Only the interval is faked: faking every timer also made this file's app's own timeouts (re-armed as
    // they fire) run a simulated hour's worth of times, 58 s of the test run.
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    try {
      const purge = vi.fn(async () => {});
      const onError = vi.fn();
      purge.mockRejectedValueOnce(new Error("db down"));
      const stop = startAuthPurge(purge, onError);
      expect(purge).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(HOUR);
      expect(purge).toHaveBeenCalledTimes(2);
      expect(onError).toHaveBeenCalledWith(new Error("db down"));
      stop();
      await vi.advanceTimersByTimeAsync(3 * HOUR);
      expect(purge).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
