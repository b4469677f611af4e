import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { SmsSender } from "../../adapters/sms";
import { createTestApp, freshIp, freshPhone } from "../../test/test-app";

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const sendOtp = (phone: string, ip = freshIp()) =>
  app.inject({ method: "POST", url: "/api/auth/send-otp", payload: { phone }, remoteAddress: ip });

describe("POST /api/auth/send-otp", () => {
  it("returns the code as devOtp when no SMS provider is configured", async () => {
    const res = await sendOtp(freshPhone());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, devOtp: expect.stringMatching(/^\d{6}$/) });
  });

  it.each(["", "12345", "555-1234567", "not a phone"])("rejects %j with the spec's message", async (phone) => {
    const res = await sendOtp(phone);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe("Please enter a valid phone number");
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

  it("makes a resend wait for the cool-down, and limits codes per number from one address", async () => {
    const limited = await createTestApp({ OTP_RESEND_COOLDOWN_SECONDS: "30", OTP_SEND_PER_PHONE_PER_HOUR: "1" });
    const phone = freshPhone();
    const attacker = freshIp();
    const send = (ip = attacker) =>
      limited.inject({ method: "POST", url: "/api/auth/send-otp", payload: { phone }, remoteAddress: ip });
    expect((await send()).statusCode).toBe(200);
    const again = await send();
    expect(again.statusCode).toBe(429);
    expect(again.json().error.message).toMatch(/Please wait \d+ seconds/);
    vi.useFakeTimers({ now: Date.now() + 31_000, toFake: ["Date"] });
    try {
      const later = await send();
      expect(later.statusCode).toBe(429);
      expect(later.json().error.message).toContain("for this number");
      // Finding 6: the owner of the number, on their own address, is not locked out by someone else's asking.
      expect((await send(freshIp())).statusCode).toBe(200);
    } finally {
      vi.useRealTimers();
    }
    await limited.close();
  });

  it("caps repeat codes to one number from all addresses per 15 minutes, never an address's first", async () => {
    const limited = await createTestApp({ OTP_SEND_PER_PHONE_PER_15_MINUTES: "3", OTP_RESEND_COOLDOWN_SECONDS: "0" });
    const phone = freshPhone();
    const send = (ip: string) =>
      limited.inject({ method: "POST", url: "/api/auth/send-otp", payload: { phone }, remoteAddress: ip });
    const repeater = freshIp();
    for (let i = 0; i < 3; i++) expect((await send(repeater)).statusCode).toBe(200);
    const held = await send(repeater);
    expect(held.statusCode).toBe(429);
    expect(held.json().error.message).toBe(
      "Too many codes were requested for this number. Please try again in 15 minutes.",
    );
    // Decision 001: strangers can fill the number's window, so it never holds an address's first code.
    expect((await send(freshIp())).statusCode).toBe(200);
    vi.useFakeTimers({ now: Date.now() + 15 * 60_000 + 1000, toFake: ["Date"] });
    try {
      expect((await send(repeater)).statusCode).toBe(200);
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

/** Stands in for Twilio: keeps the last text per number, or fails while told to. */
function fakeSmsProvider() {
  const texts = new Map<string, string>();
  let failing = false;
  const sender: SmsSender = {
    kind: "twilio",
    async send(phone, text) {
      if (failing) throw new Error("provider is down");
      texts.set(phone, text);
    },
  };
  return {
    sender,
    codeSentTo: (phone: string) => texts.get(phone)?.match(/\d{6}/)?.[0],
    setFailing: (value: boolean) => {
      failing = value;
    },
  };
}

const statuses = (responses: { statusCode: number }[]) => responses.map((r) => r.statusCode).sort();

describe("send-otp with an SMS provider configured", () => {
  const sms = fakeSmsProvider();
  let live: FastifyInstance;
  beforeAll(async () => {
    live = await createTestApp(
      { OTP_RESEND_COOLDOWN_SECONDS: "30", OTP_SEND_PER_IP_PER_HOUR: "3" },
      { sms: sms.sender },
    );
  });
  afterAll(() => live.close());

  const send = (phone: string, ip = freshIp()) =>
    live.inject({ method: "POST", url: "/api/auth/send-otp", payload: { phone }, remoteAddress: ip });

  it("texts the code and leaves devOtp out of the answer", async () => {
    const phone = freshPhone();
    const home = freshIp();
    const res = await send(phone, home);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const otp = sms.codeSentTo(phone);
    const verified = await live.inject({
      method: "POST",
      url: "/api/auth/verify-otp",
      payload: { phone, otp },
      remoteAddress: home,
    });
    expect(verified.statusCode).toBe(200);
  });

  // PGlite runs one request's statements at a time, so these two bite on PostgreSQL (CI runs both).
  it("lets exactly one of eight parallel requests for a number from one address through the cool-down", async () => {
    const phone = freshPhone();
    const ip = freshIp();
    const responses = await Promise.all(Array.from({ length: 8 }, () => send(phone, ip)));
    expect(statuses(responses)).toEqual([200, 429, 429, 429, 429, 429, 429, 429]);
  });

  it("counts parallel requests from one address against its hourly limit", async () => {
    const ip = freshIp();
    const responses = await Promise.all(Array.from({ length: 8 }, () => send(freshPhone(), ip)));
    expect(statuses(responses)).toEqual([200, 200, 200, 429, 429, 429, 429, 429]);
  });

  it("does not spend the cool-down or the hourly limit on a code that could not be sent", async () => {
    const phone = freshPhone();
    const ip = freshIp();
    sms.setFailing(true);
    try {
      for (let i = 0; i < 3; i++) {
        const failed = await send(phone, ip);
        expect(failed.statusCode).toBe(503);
        expect(failed.json().error.message).toBe("We couldn't send your code right now. Please try again in a moment.");
      }
    } finally {
      sms.setFailing(false);
    }
    expect((await send(phone, ip)).statusCode).toBe(200);
  });
});
