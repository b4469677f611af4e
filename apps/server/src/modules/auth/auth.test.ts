import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, freshIp, freshPhone, signIn } from "../../test/test-app";

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const sendOtp = (phone: string, ip = freshIp()) =>
  app.inject({ method: "POST", url: "/api/auth/send-otp", payload: { phone }, remoteAddress: ip });
const verify = (phone: string, otp: string) =>
  app.inject({ method: "POST", url: "/api/auth/verify-otp", payload: { phone, otp } });

describe("POST /api/auth/send-otp", () => {
  it("returns the code as devOtp when no SMS provider is configured", async () => {
    const res = await sendOtp(freshPhone());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, devOtp: expect.stringMatching(/^\d{6}$/) });
  });

  it.each(["", "12345", "555-1234567", "not a phone"])("rejects %j with the spec's message", async (phone) => {
    const res = await sendOtp(phone);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain("Please enter a valid phone number");
  });

  it("rejects a body that is not JSON with a 4xx error body", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/api/auth/send-otp",
      payload: "{oops",
      headers: { "content-type": "application/json" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe("bad_request");
  });

  it("makes a resend wait for the cool-down, and limits codes per number", async () => {
    const limited = await createTestApp({ OTP_RESEND_COOLDOWN_SECONDS: "30", OTP_SEND_PER_PHONE_PER_HOUR: "1" });
    const phone = freshPhone();
    const send = () =>
      limited.inject({ method: "POST", url: "/api/auth/send-otp", payload: { phone }, remoteAddress: freshIp() });
    expect((await send()).statusCode).toBe(200);
    const again = await send();
    expect(again.statusCode).toBe(429);
    expect(again.json().error.message).toMatch(/Please wait \d+ seconds/);
    const { vi } = await import("vitest");
    vi.useFakeTimers({ now: Date.now() + 31_000, toFake: ["Date"] });
    try {
      const later = await send();
      expect(later.statusCode).toBe(429);
      expect(later.json().error.message).toContain("for this number");
    } finally {
      vi.useRealTimers();
    }
    await limited.close();
  });

  it("limits codes per IP address", async () => {
    const limited = await createTestApp({ OTP_SEND_PER_IP_PER_HOUR: "2" });
    const ip = freshIp();
    const send = (phone: string) =>
      limited.inject({ method: "POST", url: "/api/auth/send-otp", payload: { phone }, remoteAddress: ip });
    expect((await send(freshPhone())).statusCode).toBe(200);
    expect((await send(freshPhone())).statusCode).toBe(200);
    const third = await send(freshPhone());
    expect(third.statusCode).toBe(429);
    expect(third.json().error.message).toContain("from this network");
    await limited.close();
  });
});

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
    expect(res.json()).toEqual({ id: expect.any(String), phone, name: null, isNewUser: true });
    const cookie = res.cookies.find((c) => c.name === "sid");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
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
    const { vi } = await import("vitest");
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

describe("session", () => {
  it("GET /api/auth/me answers the user for the cookie and 401 without one", async () => {
    const me = await signIn(app);
    const res = await app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie: me.cookie } });
    expect(res.json()).toMatchObject({ id: me.id, phone: me.phone });
    const anonymous = await app.inject({ method: "GET", url: "/api/auth/me" });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe("unauthorized");
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
