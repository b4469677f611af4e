import { OTP_LENGTH, OTP_MAX_ATTEMPTS, OTP_TTL_MS, SESSION_TTL_MS } from "@down/common/constants";
import { DAY_MS, HOUR_MS } from "@down/common/time";
import type { SmsSender } from "../../adapters/sms";
import type { OtpLimits } from "../../config";
import type { Db, Tx } from "../../db/client";
import { AppError, tooManyRequests, unauthorized } from "../../lib/app-error";
import { randomDigits, randomToken, safeEqualHex, sha256 } from "../../lib/crypto";
import type { SessionUser } from "../../lib/session";
import * as repo from "./auth.repo";

export const INCORRECT_CODE = "The verification code is incorrect. Please try again.";
export const CODE_BURNED = "Too many attempts. Please request a new code.";
export const GUESSES_EXHAUSTED = "Too many wrong codes for this number today. Please try again tomorrow.";
/** A code is checked only from the address that asked for it, so a person who changed network is told so. */
export const NO_CODE_FROM_HERE = "No code was requested for this number from this network. Please request a new code.";
/** The window of the per-number send limit: how long strangers on many addresses can hold a number. */
export const PHONE_SEND_WINDOW_MS = 15 * 60 * 1000;
/** The hourly send limits only look back one hour; a day of slack, then request IPs are not kept. */
export const OTP_RETENTION_MS = 24 * HOUR_MS;
/** An address a number signed in from stays its own this long after the last sign-in there (decision 001). */
export const KNOWN_ADDRESS_TTL_MS = 90 * DAY_MS;
/** A browser that signed in stays the number's own this long after its last sign-in (decision 001). */
export const KNOWN_DEVICE_TTL_MS = 90 * DAY_MS;
/** The otp_device cookie lives as long as the code it names. */
export const OTP_DEVICE_TTL_MS = OTP_TTL_MS;

export interface AuthDeps {
  db: Db;
  /** E.164 numbers of moderators (MODERATOR_PHONES). */
  moderatorPhones: ReadonlySet<string>;
  sms: SmsSender;
  limits: OtpLimits;
  now?: () => Date;
}

/** What a banned number is told at login: plainly, so they do not keep retrying codes. */
export const BANNED_MESSAGE =
  "This phone number has been banned from DOWN for breaking our Terms of Use. You can't sign in with it again.";
const banned = () => new AppError(403, "forbidden", BANNED_MESSAGE);

const hashCode = (phone: string, code: string) => sha256(`${phone}:${code}`);
/** Hashed so the table of known addresses alone lists nobody's addresses. */
const addressKey = (phone: string, ip: string) => sha256(`${phone}|${ip}`);

/** Bound to the number, so one browser's token is its own for each number it signed in to. */
const deviceKey = (phone: string, token: string) => sha256(`${phone}|device|${token}`);

const isKnownAddress = (tx: Tx, phone: string, ip: string, now: Date) =>
  repo.isKnownAddress(tx, addressKey(phone, ip), new Date(now.getTime() - KNOWN_ADDRESS_TTL_MS));
const isKnownDevice = (tx: Tx, key: string, now: Date) =>
  repo.isKnownDevice(tx, key, new Date(now.getTime() - KNOWN_DEVICE_TTL_MS));

/**
 * Who is asking or guessing: the address, and the browser's cookies when it sent them (scripts and tests
 * often send none, and then the address rule alone applies). The route passes the cookies' raw values.
 */
export interface Caller {
  ip: string;
  /** The otp_device cookie set by the last send-otp (names the code this browser asked for). */
  otpDevice?: string;
  /** The known_device cookie set by the last sign-in in this browser. */
  knownDevice?: string;
}

/** Only values shaped like our own tokens (32 random bytes, base64url) are read; anything else is ignored. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
const token = (value: string | undefined) => (value && TOKEN_SHAPE.test(value) ? value : undefined);

/** The limits are read inside the caller's locked transaction, so parallel requests are counted too. */
async function assertMaySend(tx: Tx, limits: OtpLimits, phone: string, caller: Caller, now: Date) {
  const { ip } = caller;
  // Everything about one number is counted per address first (decision 001): what a stranger asks from
  // their address uses up only their address's cool-down and hourly limit, never the person's own.
  const latest = await repo.latestOtpFor(tx, phone, ip);
  const cooldown = limits.otpResendCooldownMs;
  if (latest && now.getTime() - latest.createdAt.getTime() < cooldown) {
    const wait = Math.ceil((cooldown - (now.getTime() - latest.createdAt.getTime())) / 1000);
    throw tooManyRequests(`Please wait ${wait} seconds before requesting another code.`);
  }
  const hourAgo = new Date(now.getTime() - HOUR_MS);
  if ((await repo.countOtpsSince(tx, { phone, ip }, hourAgo)) >= limits.otpPerPhonePerHour) {
    throw tooManyRequests("Too many codes were requested for this number. Please try again in an hour.");
  }
  // The number's limit over all addresses keeps many addresses from flooding it with texts. Strangers can
  // fill it, so it never holds an address's first code in the window (its earlier code ages out of the
  // window within 15 minutes), nor an address or a browser the number has signed in from.
  const windowStart = new Date(now.getTime() - PHONE_SEND_WINDOW_MS);
  const knownDevice = token(caller.knownDevice);
  if (
    (await repo.countOtpsSince(tx, { phone }, windowStart)) >= limits.otpPerPhonePerQuarterHour &&
    (await repo.countOtpsSince(tx, { phone, ip }, windowStart)) > 0 &&
    !(await isKnownAddress(tx, phone, ip, now)) &&
    !(knownDevice && (await isKnownDevice(tx, deviceKey(phone, knownDevice), now)))
  ) {
    throw tooManyRequests("Too many codes were requested for this number. Please try again in 15 minutes.");
  }
  if ((await repo.countOtpsSince(tx, { ip }, hourAgo)) >= limits.otpPerIpPerHour) {
    throw tooManyRequests("Too many codes were requested from this network. Please try again later.");
  }
}

export interface SentOtp {
  devOtp?: string;
  /** The new otp_device cookie value: the code belongs to this browser too (decision 001). */
  otpDevice: string;
}

export async function sendOtp(deps: AuthDeps, phone: string, caller: Caller): Promise<SentOtp> {
  // Refused before a code is even sent: no SMS is spent on a number that can never sign in.
  if (await repo.isPhoneBanned(deps.db, phone)) throw banned();
  const code = randomDigits(OTP_LENGTH);
  // A fresh value per code, never one the request brought: nobody can plant a value in someone's browser
  // and then guess at the code it names.
  const otpDevice = randomToken();
  const knownDevice = token(caller.knownDevice);
  const otpId = await deps.db.transaction(async (tx) => {
    await repo.lockOtpSends(tx, phone, caller.ip);
    // The clock is read once the locks are held: a send that waited for another sees that one's code as
    // earlier than itself, never later (a time read before the wait made the cool-down's elapsed time
    // negative and refused parallel sends that one after another went through; parallel-routes.test.ts).
    const now = deps.now?.() ?? new Date();
    await assertMaySend(tx, deps.limits, phone, caller, now);
    return repo.insertOtp(tx, {
      phone,
      code: hashCode(phone, code),
      requestIp: caller.ip,
      deviceHash: sha256(otpDevice),
      // Checked when a guess comes (the token must be the number's then); kept so guesses count against it.
      knownDeviceKey: knownDevice ? deviceKey(phone, knownDevice) : null,
      createdAt: now,
      expiresAt: new Date(now.getTime() + OTP_TTL_MS),
    });
  });
  // Sent after commit so no transaction waits on the SMS provider.
  try {
    await deps.sms.send(phone, `Your DOWN code is ${code}. It expires in 10 minutes.`);
  } catch {
    // A code that never arrived must not hold the cool-down or count against the hourly limits.
    await repo.deleteOtp(deps.db, otpId);
    throw new AppError(503, "unavailable", "We couldn't send your code right now. Please try again in a moment.");
  }
  return deps.sms.kind === "dev" ? { devOtp: code, otpDevice } : { otpDevice };
}

export interface VerifiedSession {
  user: SessionUser;
  token: string;
  /** The browser's new known_device cookie value (rotated at every sign-in). */
  knownDevice: string;
}

/**
 * The code a guess is checked against: the newest this browser asked for (its otp_device cookie), else the
 * newest this address asked for. A request from elsewhere without the cookie never reaches the person's code.
 */
async function codeFor(tx: Tx, phone: string, caller: Caller) {
  const otpDevice = token(caller.otpDevice);
  const ofDevice = otpDevice ? await repo.latestOtpOfDevice(tx, phone, sha256(otpDevice)) : undefined;
  return ofDevice ?? (await repo.latestOtpFor(tx, phone, caller.ip));
}

/**
 * Checks a code asked from this same address or browser, and nothing else: a guess from elsewhere never
 * touches, burns or retires the code sent for the person's own (decision 001).
 */
async function assertMayGuess(
  tx: Tx,
  limits: OtpLimits,
  code: Awaited<ReturnType<typeof repo.latestOtpFor>>,
  phone: string,
  caller: Caller,
  now: Date,
): Promise<NonNullable<typeof code>> {
  if (!code) throw unauthorized(NO_CODE_FROM_HERE);
  if (code.attempts >= OTP_MAX_ATTEMPTS) throw unauthorized(CODE_BURNED);
  if (code.usedAt) throw unauthorized(INCORRECT_CODE);
  if (code.expiresAt.getTime() <= now.getTime()) {
    throw new AppError(401, "unauthorized", "This code has expired. Please request a new one.");
  }
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const perAsker = limits.otpWrongGuessesPerAddressPerDay;
  // A browser the number signed in from, asking and guessing with the same known_device token, is the
  // number's own wherever it is: its own 10 a day hold it, and nothing strangers can spend.
  const knownDevice = token(caller.knownDevice);
  const deviceKeyHere = knownDevice ? deviceKey(phone, knownDevice) : undefined;
  if (deviceKeyHere && code.knownDeviceKey === deviceKeyHere && (await isKnownDevice(tx, deviceKeyHere, now))) {
    if ((await repo.wrongGuessesSince(tx, { phone, knownDeviceKey: deviceKeyHere }, dayAgo)) >= perAsker) {
      throw tooManyRequests(GUESSES_EXHAUSTED);
    }
    return code;
  }
  // Counted against the address that asked for the code: only that address, or the browser that asked
  // there, can guess at it.
  if ((await repo.wrongGuessesSince(tx, { phone, ip: code.requestIp }, dayAgo)) >= perAsker) {
    throw tooManyRequests(GUESSES_EXHAUSTED);
  }
  // The brute-force bound over every address together: at 25 a day a year of guessing 6-digit codes
  // succeeds with at most 368 × 25 / 10^6 ≈ 0.92 %, however many addresses guess. Strangers can spend it,
  // so it does not hold a guess from an address the number has signed in from at a code asked there (the
  // code's own address, so that address's 10 a day bound what it adds; decision 001 has the sums).
  if (
    (await repo.wrongGuessesSince(tx, { phone }, dayAgo)) >= limits.otpWrongGuessesPerPhonePerDay &&
    !(code.requestIp === caller.ip && (await isKnownAddress(tx, phone, caller.ip, now)))
  ) {
    throw tooManyRequests(GUESSES_EXHAUSTED);
  }
  return code;
}

type GuessOutcome = { ok: true; user: SessionUser } | { ok: false; burned: boolean };

export async function verifyOtp(deps: AuthDeps, phone: string, otp: string, caller: Caller): Promise<VerifiedSession> {
  const now = deps.now?.() ?? new Date();
  if (await repo.isPhoneBanned(deps.db, phone)) throw banned();
  const sessionToken = randomToken();
  const knownDevice = randomToken();
  const previousDevice = token(caller.knownDevice);
  // Checks, the count of a wrong guess and the sign-in are one step under the number's lock, so parallel
  // guesses are counted one by one (a code takes 5 wrong guesses at most, on every database).
  const outcome = await deps.db.transaction(async (tx): Promise<GuessOutcome> => {
    await repo.lockOtpGuesses(tx, phone);
    const code = await assertMayGuess(tx, deps.limits, await codeFor(tx, phone, caller), phone, caller, now);
    if (!safeEqualHex(code.code, hashCode(phone, otp))) {
      await repo.recordFailedAttempt(tx, code.id, OTP_MAX_ATTEMPTS);
      return { ok: false, burned: code.attempts + 1 >= OTP_MAX_ATTEMPTS };
    }
    if (!(await repo.consumeOtp(tx, code.id))) throw unauthorized(INCORRECT_CODE);
    // The stored flag is the one truth, so /api/auth/me and this answer always agree.
    const existing = await repo.findUserByPhone(tx, phone);
    // A ban that landed between the check above and this transaction.
    if (existing?.bannedAt) throw banned();
    const row = existing ? await repo.markReturning(tx, existing.id) : await repo.createUser(tx, phone);
    await repo.insertSession(tx, {
      tokenHash: sha256(sessionToken),
      userId: row.id,
      expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
    });
    // The person read the code here, in this browser: from now on both are the number's own. The browser's
    // token is a new one each time, so a value someone planted in it before is worth nothing after.
    await repo.rememberKnownAddress(tx, addressKey(phone, caller.ip), row.id, now);
    await repo.rememberKnownDevice(
      tx,
      deviceKey(phone, knownDevice),
      previousDevice && deviceKey(phone, previousDevice),
      row.id,
      now,
    );
    const user = {
      id: row.id,
      phone: row.phone,
      name: row.name,
      isNewUser: row.isNewUser,
      isModerator: deps.moderatorPhones.has(row.phone),
    };
    return { ok: true, user };
  });
  if (!outcome.ok) throw unauthorized(outcome.burned ? CODE_BURNED : INCORRECT_CODE);
  return { user: outcome.user, token: sessionToken, knownDevice };
}

export async function userForToken(
  db: Db,
  moderatorPhones: ReadonlySet<string>,
  token: string,
): Promise<SessionUser | null> {
  const row = await repo.findSessionUser(db, sha256(token));
  // A ban deletes the sessions; the check here also covers one created in a race with it.
  if (!row || row.bannedAt || row.expiresAt.getTime() <= Date.now()) return null;
  return {
    id: row.id,
    phone: row.phone,
    name: row.name,
    isNewUser: row.isNewUser,
    isModerator: moderatorPhones.has(row.phone),
  };
}

export const endSessionForToken = (db: Db, token: string) => repo.deleteSession(db, sha256(token));

/** Drops expired sessions, old codes (with the addresses that asked for them) and long-unused own addresses and browsers. */
export async function purgeStaleAuthRows(db: Db, now = new Date()) {
  await repo.deleteSessionsExpiredBy(db, now);
  await repo.deleteOtpsCreatedBefore(db, new Date(now.getTime() - OTP_RETENTION_MS));
  await repo.deleteKnownAddressesBefore(db, new Date(now.getTime() - KNOWN_ADDRESS_TTL_MS));
  await repo.deleteKnownDevicesBefore(db, new Date(now.getTime() - KNOWN_DEVICE_TTL_MS));
}

/**
 * Purges now and then every hour until the returned stop is called. The timer is unref'd so it never
 * keeps the process alive; a failed run is reported and the next one tries again.
 */
export function startAuthPurge(purge: () => Promise<void>, onError: (error: unknown) => void): () => void {
  const run = () => void purge().catch(onError);
  run();
  const timer = setInterval(run, HOUR_MS);
  timer.unref();
  return () => clearInterval(timer);
}
