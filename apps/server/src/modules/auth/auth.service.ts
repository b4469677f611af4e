import { OTP_LENGTH, OTP_MAX_ATTEMPTS, OTP_TTL_MS, SESSION_TTL_MS } from "@down/common/constants";
import type { SmsSender } from "../../adapters/sms";
import type { Db, Tx } from "../../db/client";
import { AppError, tooManyRequests, unauthorized } from "../../lib/app-error";
import { randomDigits, randomToken, safeEqualHex, sha256 } from "../../lib/crypto";
import type { SessionUser } from "../../lib/session";
import * as repo from "./auth.repo";

export const INCORRECT_CODE = "The verification code is incorrect. Please try again.";
export const CODE_BURNED = "Too many attempts. Please request a new code.";
export const GUESSES_EXHAUSTED = "Too many wrong codes for this number today. Please try again tomorrow.";
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** The window of the per-number send limit: how long strangers on many addresses can hold a number. */
export const PHONE_SEND_WINDOW_MS = 15 * 60 * 1000;
/** The hourly send limits only look back one hour; a day of slack, then request IPs are not kept. */
export const OTP_RETENTION_MS = 24 * HOUR_MS;

export interface AuthDeps {
  db: Db;
  /** E.164 numbers of moderators (MODERATOR_PHONES). */
  moderatorPhones: ReadonlySet<string>;
  sms: SmsSender;
  limits: OtpLimits;
  now?: () => Date;
}

export interface OtpLimits {
  /** Codes one number may request per hour from one address. */
  otpPerPhonePerHour: number;
  /** Codes one number may request per quarter hour from every address together. */
  otpPerPhonePerQuarterHour: number;
  otpPerIpPerHour: number;
  otpResendCooldownMs: number;
  /** Wrong guesses one number may take per day across all its codes and addresses. */
  otpWrongGuessesPerPhonePerDay: number;
}

/** What a banned number is told at login: plainly, so they do not keep retrying codes. */
export const BANNED_MESSAGE =
  "This phone number has been banned from DOWN for breaking our Terms of Use. You can't sign in with it again.";
const banned = () => new AppError(403, "forbidden", BANNED_MESSAGE);

const hashCode = (phone: string, code: string) => sha256(`${phone}:${code}`);

/** The limits are read inside the caller's locked transaction, so parallel requests are counted too. */
async function assertMaySend(tx: Tx, limits: AuthDeps["limits"], phone: string, ip: string, now: Date) {
  const latest = await repo.latestOtpFor(tx, phone);
  const cooldown = limits.otpResendCooldownMs;
  if (latest && now.getTime() - latest.createdAt.getTime() < cooldown) {
    const wait = Math.ceil((cooldown - (now.getTime() - latest.createdAt.getTime())) / 1000);
    throw tooManyRequests(`Please wait ${wait} seconds before requesting another code.`);
  }
  // The abuse is carried by the asker's address: the hourly limit counts (number, address), so someone
  // flooding a stranger's number from one address locks out only themselves. From many addresses, the
  // per-number limit looks back 15 minutes, so the most anyone can hold a stranger's number is that.
  const hourAgo = new Date(now.getTime() - HOUR_MS);
  if ((await repo.countOtpsSince(tx, { phone, ip }, hourAgo)) >= limits.otpPerPhonePerHour) {
    throw tooManyRequests("Too many codes were requested for this number. Please try again in an hour.");
  }
  const windowStart = new Date(now.getTime() - PHONE_SEND_WINDOW_MS);
  if ((await repo.countOtpsSince(tx, { phone }, windowStart)) >= limits.otpPerPhonePerQuarterHour) {
    throw tooManyRequests("Too many codes were requested for this number. Please try again in 15 minutes.");
  }
  if ((await repo.countOtpsSince(tx, { ip }, hourAgo)) >= limits.otpPerIpPerHour) {
    throw tooManyRequests("Too many codes were requested from this network. Please try again later.");
  }
}

export async function sendOtp(deps: AuthDeps, phone: string, ip: string): Promise<{ devOtp?: string }> {
  const now = deps.now?.() ?? new Date();
  // Refused before a code is even sent: no SMS is spent on a number that can never sign in.
  if (await repo.isPhoneBanned(deps.db, phone)) throw banned();
  const code = randomDigits(OTP_LENGTH);
  const otpId = await deps.db.transaction(async (tx) => {
    await repo.lockOtpSends(tx, phone, ip);
    await assertMaySend(tx, deps.limits, phone, ip, now);
    return repo.insertOtp(tx, {
      phone,
      code: hashCode(phone, code),
      requestIp: ip,
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
  return deps.sms.kind === "dev" ? { devOtp: code } : {};
}

export interface VerifiedSession {
  user: SessionUser;
  token: string;
}

export async function verifyOtp(deps: AuthDeps, phone: string, otp: string): Promise<VerifiedSession> {
  const now = deps.now?.() ?? new Date();
  if (await repo.isPhoneBanned(deps.db, phone)) throw banned();
  const latest = await repo.latestOtpFor(deps.db, phone);
  if (latest && latest.attempts >= OTP_MAX_ATTEMPTS) throw unauthorized(CODE_BURNED);
  if (!latest || latest.usedAt) throw unauthorized(INCORRECT_CODE);
  if (latest.expiresAt.getTime() <= now.getTime()) {
    throw new AppError(401, "unauthorized", "This code has expired. Please request a new one.");
  }
  // A day's wrong guesses per number are capped across all codes and addresses: at 25 a day a year of
  // guessing 6-digit codes succeeds with at most 365 × 25 / 10^6 ≈ 0.9 % (README).
  const guesses = await repo.wrongGuessesSince(deps.db, phone, new Date(now.getTime() - DAY_MS));
  if (guesses >= deps.limits.otpWrongGuessesPerPhonePerDay) throw tooManyRequests(GUESSES_EXHAUSTED);
  if (!safeEqualHex(latest.code, hashCode(phone, otp))) {
    await repo.recordFailedAttempt(deps.db, latest.id, OTP_MAX_ATTEMPTS);
    throw unauthorized(latest.attempts + 1 >= OTP_MAX_ATTEMPTS ? CODE_BURNED : INCORRECT_CODE);
  }
  const token = randomToken();
  const user = await deps.db.transaction(async (tx) => {
    if (!(await repo.consumeOtp(tx, latest.id))) throw unauthorized(INCORRECT_CODE);
    // The stored flag is the one truth, so /api/auth/me and this answer always agree.
    const existing = await repo.findUserByPhone(tx, phone);
    // A ban that landed between the check above and this transaction.
    if (existing?.bannedAt) throw banned();
    const row = existing ? await repo.markReturning(tx, existing.id) : await repo.createUser(tx, phone);
    await repo.insertSession(tx, {
      tokenHash: sha256(token),
      userId: row.id,
      expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
    });
    return {
      id: row.id,
      phone: row.phone,
      name: row.name,
      isNewUser: row.isNewUser,
      isModerator: deps.moderatorPhones.has(row.phone),
    };
  });
  return { user, token };
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

/** Drops expired sessions and old codes (with the addresses that asked for them). */
export async function purgeStaleAuthRows(db: Db, now = new Date()) {
  await repo.deleteSessionsExpiredBy(db, now);
  await repo.deleteOtpsCreatedBefore(db, new Date(now.getTime() - OTP_RETENTION_MS));
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
