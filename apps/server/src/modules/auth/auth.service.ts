import { OTP_LENGTH, OTP_MAX_ATTEMPTS, OTP_TTL_MS, SESSION_TTL_MS } from "@down/common/constants";
import type { SmsSender } from "../../adapters/sms";
import type { Db, Tx } from "../../db/client";
import { AppError, tooManyRequests, unauthorized } from "../../lib/app-error";
import { randomDigits, randomToken, safeEqualHex, sha256 } from "../../lib/crypto";
import type { SessionUser } from "../../lib/session";
import * as repo from "./auth.repo";

export const INCORRECT_CODE = "The verification code is incorrect. Please try again.";
const HOUR_MS = 60 * 60 * 1000;
/** The hourly send limits only look back one hour; a day of slack, then request IPs are not kept. */
export const OTP_RETENTION_MS = 24 * HOUR_MS;

export interface AuthDeps {
  db: Db;
  sms: SmsSender;
  limits: { otpPerPhonePerHour: number; otpPerIpPerHour: number; otpResendCooldownMs: number };
  now?: () => Date;
}

const hashCode = (phone: string, code: string) => sha256(`${phone}:${code}`);

/** The limits are read inside the caller's locked transaction, so parallel requests are counted too. */
async function assertMaySend(tx: Tx, limits: AuthDeps["limits"], phone: string, ip: string, now: Date) {
  const latest = await repo.latestOtpFor(tx, phone);
  const cooldown = limits.otpResendCooldownMs;
  if (latest && now.getTime() - latest.createdAt.getTime() < cooldown) {
    const wait = Math.ceil((cooldown - (now.getTime() - latest.createdAt.getTime())) / 1000);
    throw tooManyRequests(`Please wait ${wait} seconds before requesting another code.`);
  }
  const since = new Date(now.getTime() - HOUR_MS);
  if ((await repo.countOtpsSince(tx, { phone }, since)) >= limits.otpPerPhonePerHour) {
    throw tooManyRequests("Too many codes were requested for this number. Please try again in an hour.");
  }
  if ((await repo.countOtpsSince(tx, { ip }, since)) >= limits.otpPerIpPerHour) {
    throw tooManyRequests("Too many codes were requested from this network. Please try again later.");
  }
}

export async function sendOtp(deps: AuthDeps, phone: string, ip: string): Promise<{ devOtp?: string }> {
  const now = deps.now?.() ?? new Date();
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
  const latest = await repo.latestOtpFor(deps.db, phone);
  if (!latest || latest.usedAt) throw unauthorized(INCORRECT_CODE);
  if (latest.expiresAt.getTime() <= now.getTime()) {
    throw new AppError(401, "unauthorized", "This code has expired. Please request a new one.");
  }
  if (!safeEqualHex(latest.code, hashCode(phone, otp))) {
    await repo.recordFailedAttempt(deps.db, latest.id, OTP_MAX_ATTEMPTS);
    throw unauthorized(INCORRECT_CODE);
  }
  const token = randomToken();
  const user = await deps.db.transaction(async (tx) => {
    if (!(await repo.consumeOtp(tx, latest.id))) throw unauthorized(INCORRECT_CODE);
    // The stored flag is the one truth, so /api/auth/me and this answer always agree.
    const existing = await repo.findUserByPhone(tx, phone);
    const row = existing ? await repo.markReturning(tx, existing.id) : await repo.createUser(tx, phone);
    await repo.insertSession(tx, {
      tokenHash: sha256(token),
      userId: row.id,
      expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
    });
    return { id: row.id, phone: row.phone, name: row.name, isNewUser: row.isNewUser };
  });
  return { user, token };
}

export async function userForToken(db: Db, token: string): Promise<SessionUser | null> {
  const row = await repo.findSessionUser(db, sha256(token));
  if (!row || row.expiresAt.getTime() <= Date.now()) return null;
  return { id: row.id, phone: row.phone, name: row.name, isNewUser: row.isNewUser };
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
