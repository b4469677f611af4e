import { randomBytes } from "node:crypto";
import { DAY_MS as DAY } from "@down/common/time";
import { eq } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { knownSignInAddresses, knownSignInDevices, otpCodes } from "../../db/schema";
import { sha256 } from "../../lib/crypto";
import { createTestApp, freshIp, freshPhone, sessionCookie, testDb } from "../../test/test-app";
import { KNOWN_DEVICE_COOKIE, OTP_DEVICE_COOKIE } from "./auth.routes";
import { GUESS, later, PRODUCTION_SIGN_IN_LIMITS, wrongFor, wrongGuessesAt } from "./sign-in.test-helpers";

/**
 * Issue 23, finding 1, the follow-up: a code belongs to the browser that asked for it as well as to its
 * address, and a browser that signed in is the number's own wherever it connects from
 * (docs/decisions/001-otp-limits-in-the-database.md, "Amended"). People on mobile data change address
 * between two requests (carrier NAT, Wi-Fi to mobile data); strangers on other addresses still never reach
 * their code. The production limits apply, except the resend cool-down (off, so attackers are fast).
 */
let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp(PRODUCTION_SIGN_IN_LIMITS);
});
afterAll(() => app.close());

const NO_CODE_HERE = "No code was requested for this number from this network. Please request a new code.";
const GUESSES_EXHAUSTED = "Too many wrong codes for this number today. Please try again tomorrow.";

/** The cookies a browser holds for the sign-in routes; a script sends none. */
interface Browser {
  otpDevice?: string;
  knownDevice?: string;
}

const cookiesOf = (browser: Browser) => ({
  ...(browser.otpDevice ? { [OTP_DEVICE_COOKIE]: browser.otpDevice } : {}),
  ...(browser.knownDevice ? { [KNOWN_DEVICE_COOKIE]: browser.knownDevice } : {}),
});
const cookie = (res: LightMyRequestResponse, name: string) => res.cookies.find((c) => c.name === name);

/** Asks for a code the way the app does; the browser keeps the cookie it is given, as a real one would. */
async function ask(phone: string, ip: string, browser: Browser = {}) {
  const res = await app.inject({
    method: "POST",
    url: "/api/auth/send-otp",
    payload: { phone },
    remoteAddress: ip,
    cookies: cookiesOf(browser),
  });
  const otpDevice = cookie(res, OTP_DEVICE_COOKIE)?.value;
  if (otpDevice) browser.otpDevice = otpDevice;
  return res;
}
async function codeFor(phone: string, ip: string, browser: Browser = {}): Promise<string> {
  const res = await ask(phone, ip, browser);
  expect(res.statusCode).toBe(200);
  return res.json<{ devOtp: string }>().devOtp;
}
async function verify(phone: string, otp: string, ip: string, browser: Browser = {}) {
  const res = await app.inject({
    method: "POST",
    url: "/api/auth/verify-otp",
    payload: { phone, otp },
    remoteAddress: ip,
    cookies: cookiesOf(browser),
  });
  const knownDevice = cookie(res, KNOWN_DEVICE_COOKIE)?.value;
  if (knownDevice) browser.knownDevice = knownDevice;
  return res;
}

/** How the server stores the otp_device cookie and the known_device token (auth.service.ts). */
const hashOf = (value: string | undefined) => sha256(value ?? "");
const keyOf = (phone: string, token: string | undefined) => sha256(`${phone}|device|${token ?? ""}`);
/** A value shaped like the server's tokens that it never issued. */
const forged = () => randomBytes(32).toString("base64url");

/** Strangers on 12 fresh addresses, each asking for 5 codes and guessing 5 times at each: the number's day is spent. */
async function spendTheNumbersDay(phone: string) {
  for (let i = 0; i < 12; i++) {
    const ip = freshIp();
    for (let code = 0; code < 5; code++) {
      await ask(phone, ip);
      for (let guess = 0; guess < 5; guess++) await verify(phone, GUESS, ip);
    }
  }
  expect(await wrongGuessesAt(app, phone, new Date(Date.now() - DAY))).toBe(25);
}

/** A person who signed in once in this browser, at an address they have since left. */
async function signedInBefore(phone: string): Promise<Browser> {
  const browser: Browser = {};
  const ip = freshIp();
  expect((await verify(phone, await codeFor(phone, ip, browser), ip, browser)).statusCode).toBe(200);
  expect(browser.knownDevice).toBeDefined();
  return { knownDevice: browser.knownDevice };
}

describe("a code belongs to the browser that asked for it, wherever it is now", () => {
  it("the person asks on Wi-Fi and types the code on mobile data: signed in", async () => {
    const phone = freshPhone();
    const browser: Browser = {};
    const code = await codeFor(phone, freshIp(), browser);

    const res = await verify(phone, code, freshIp(), browser);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ phone, isNewUser: true });
    expect(sessionCookie(res)).toMatch(/^sid=/);
  });

  it("sets the browser's cookies httpOnly, SameSite=Lax, for the sign-in routes only, short and long lived", async () => {
    const phone = freshPhone();
    const ip = freshIp();
    const sent = await ask(phone, ip);
    expect(cookie(sent, OTP_DEVICE_COOKIE)).toMatchObject({
      httpOnly: true,
      sameSite: "Lax",
      path: "/api/auth",
      maxAge: 600,
    });
    const verified = await verify(phone, sent.json().devOtp, ip, { otpDevice: cookie(sent, OTP_DEVICE_COOKIE)?.value });
    expect(cookie(verified, KNOWN_DEVICE_COOKIE)).toMatchObject({
      httpOnly: true,
      sameSite: "Lax",
      path: "/api/auth",
      maxAge: 90 * 24 * 60 * 60,
    });
    expect(cookie(verified, KNOWN_DEVICE_COOKIE)?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("a stranger on the new address without the cookie cannot use or burn it", async () => {
    const phone = freshPhone();
    const browser: Browser = {};
    const code = await codeFor(phone, freshIp(), browser);
    const mobile = freshIp();

    // The right digits from there, without the browser, reach nothing.
    const stranger = await verify(phone, code, mobile);
    expect(stranger.statusCode).toBe(401);
    expect(stranger.json().error.message).toBe(NO_CODE_HERE);
    // Nor with a made-up cookie, nor with the stranger's own (which names the stranger's code).
    for (let i = 0; i < 5; i++) await verify(phone, wrongFor(code), mobile, { otpDevice: forged() });
    const own: Browser = {};
    await ask(phone, mobile, own);
    for (let i = 0; i < 5; i++) await verify(phone, wrongFor(code), mobile, own);

    const [row] = await testDb(app)
      .select()
      .from(otpCodes)
      .where(eq(otpCodes.deviceHash, hashOf(browser.otpDevice)));
    expect(row).toMatchObject({ attempts: 0, usedAt: null });
    expect((await verify(phone, code, mobile, browser)).statusCode).toBe(200);
  });

  it("a script that sends no cookies keeps the address rule: the code works where it was asked, nowhere else", async () => {
    const phone = freshPhone();
    const home = freshIp();
    const code = await codeFor(phone, home);
    expect((await verify(phone, code, freshIp())).json().error.message).toBe(NO_CODE_HERE);
    expect((await verify(phone, code, home)).statusCode).toBe(200);
  });
});

describe("a browser that signed in is the number's own, like an address it signed in from", () => {
  it("after strangers spend the number's 25 wrong guesses, it still signs in from a never-seen address", async () => {
    const phone = freshPhone();
    const browser = await signedInBefore(phone);
    await spendTheNumbersDay(phone);

    // Without the token, a never-seen address is held by the brute-force bound...
    const bare = freshIp();
    const refused = await verify(phone, await codeFor(phone, bare), bare);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(GUESSES_EXHAUSTED);
    // ...the same person's browser, carrying it, is not.
    const cafe = freshIp();
    const res = await verify(phone, await codeFor(phone, cafe, browser), cafe, browser);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ phone, isNewUser: false });
  });

  it("gets its codes while strangers keep the number's 15-minute window full", async () => {
    const phone = freshPhone();
    const browser = await signedInBefore(phone);
    for (let i = 0; i < 10; i++) await ask(phone, freshIp());
    const cafe = freshIp();
    // An address's first code goes anyway; the second one needs the browser to be the number's own.
    for (let i = 0; i < 3; i++) expect((await ask(phone, cafe, browser)).statusCode).toBe(200);
    const stranger = freshIp();
    await ask(phone, stranger);
    expect((await ask(phone, stranger)).statusCode).toBe(429);
  });

  it("is held by its own 10 wrong guesses a day, wherever it guesses from", async () => {
    const phone = freshPhone();
    const browser = await signedInBefore(phone);
    await spendTheNumbersDay(phone);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const ip = freshIp();
      const code = await codeFor(phone, ip, browser);
      for (let guess = 0; guess < 5; guess++)
        statuses.push((await verify(phone, wrongFor(code), ip, browser)).statusCode);
    }
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
  });

  // PGlite runs one statement at a time; this bites on PostgreSQL (npm run test:infra).
  it("counts parallel guesses from the browser on many addresses one by one: 10, never more", async () => {
    const phone = freshPhone();
    const browser = await signedInBefore(phone);
    await spendTheNumbersDay(phone);
    const tabs = await Promise.all(
      Array.from({ length: 3 }, async () => {
        const tab: Browser = { knownDevice: browser.knownDevice };
        const ip = freshIp();
        return { tab, ip, code: await codeFor(phone, ip, tab) };
      }),
    );
    await Promise.all(
      tabs.flatMap(({ tab, ip, code }) => Array.from({ length: 5 }, () => verify(phone, wrongFor(code), ip, tab))),
    );
    const attempts = await testDb(app)
      .select({ attempts: otpCodes.attempts })
      .from(otpCodes)
      .where(eq(otpCodes.knownDeviceKey, keyOf(phone, browser.knownDevice)));
    expect(attempts.reduce((n, row) => n + row.attempts, 0)).toBe(10);
  });
});

describe("a token the number never signed in with gives nothing", () => {
  it("a forged token, another number's, a rotated-out one or one 90 days old is held like a stranger", async () => {
    const phone = freshPhone();
    const mine = await signedInBefore(phone);
    const otherNumbers = await signedInBefore(freshPhone());
    // Signing in again rotates the token: the old value stops counting.
    const rotated = { knownDevice: mine.knownDevice };
    const again = freshIp();
    expect((await verify(phone, await codeFor(phone, again, mine), again, mine)).statusCode).toBe(200);
    expect(mine.knownDevice).not.toBe(rotated.knownDevice);
    await spendTheNumbersDay(phone);

    for (const knownDevice of [forged(), otherNumbers.knownDevice, rotated.knownDevice, "not a token"]) {
      const ip = freshIp();
      const browser: Browser = { knownDevice };
      const res = await verify(phone, await codeFor(phone, ip, browser), ip, browser);
      expect(res.statusCode).toBe(429);
    }
    // The current one still works; 91 days after its last sign-in it is forgotten too.
    const ip = freshIp();
    const current: Browser = { knownDevice: mine.knownDevice };
    expect((await verify(phone, await codeFor(phone, ip, current), ip, current)).statusCode).toBe(200);
    const stale = await later(91 * DAY, async () => {
      const fresh = freshIp();
      const tooOld: Browser = { knownDevice: current.knownDevice };
      const code = await codeFor(phone, fresh, tooOld);
      // A new day: spend the number's guesses again, then the old browser is a stranger.
      await spendTheNumbersDay(phone);
      return verify(phone, code, fresh, tooOld);
    });
    expect(stale.statusCode).toBe(429);
  });
});

describe("deleting the account", () => {
  it("deletes the addresses and browsers it signed in from", async () => {
    const phone = freshPhone();
    const browser: Browser = {};
    const ip = freshIp();
    const signedIn = await verify(phone, await codeFor(phone, ip, browser), ip, browser);
    const { id } = signedIn.json<{ id: string }>();
    const db = testDb(app);
    const rowsOf = async () => [
      ...(await db.select().from(knownSignInAddresses).where(eq(knownSignInAddresses.userId, id))),
      ...(await db.select().from(knownSignInDevices).where(eq(knownSignInDevices.userId, id))),
    ];
    expect(await rowsOf()).toHaveLength(2);

    const res = await app.inject({
      method: "DELETE",
      url: `/api/account/${id}`,
      headers: { cookie: sessionCookie(signedIn) },
    });
    expect(res.statusCode).toBe(200);
    expect(await rowsOf()).toEqual([]);
  });
});
