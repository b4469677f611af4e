import { and, count, desc, eq, gt, isNotNull, isNull, lt, sql } from "drizzle-orm";
import { lockUntilCommit } from "../../db/advisory-lock";
import type { Db, Tx } from "../../db/client";
import {
  knownSignInAddresses,
  knownSignInDevices,
  otpCodes,
  profiles,
  sessions,
  userPreferences,
  users,
} from "../../db/schema";

/**
 * Holds every other OTP send for this number and this address until the caller's transaction ends,
 * so the limit checks and the insert act as one step (parallel requests would all pass otherwise).
 * Always number first, then address: one order for all callers cannot deadlock.
 */
export async function lockOtpSends(tx: Tx, phone: string, ip: string) {
  await lockUntilCommit(tx, `otp-phone:${phone}`);
  await lockUntilCommit(tx, `otp-ip:${ip}`);
}

/**
 * Holds every guess at this number's codes until the caller's transaction ends, so the checks of the
 * attempt counts and the count of a wrong guess act as one step: parallel guesses are counted one by one.
 */
export async function lockOtpGuesses(tx: Tx, phone: string) {
  await lockUntilCommit(tx, `otp-phone:${phone}`);
}

/** The newest code this address asked for this number: codes belong to the address that asked (decision 001). */
export async function latestOtpFor(db: Tx | Db, phone: string, ip: string) {
  const [row] = await db
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.phone, phone), eq(otpCodes.requestIp, ip)))
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  return row;
}

/**
 * The newest code this browser asked for this number (by the hash of its otp_device cookie): a code also
 * belongs to the browser that asked, wherever it connects from now (decision 001).
 */
export async function latestOtpOfDevice(db: Tx | Db, phone: string, deviceHash: string) {
  const [row] = await db
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.phone, phone), eq(otpCodes.deviceHash, deviceHash)))
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  return row;
}

export async function countOtpsSince(db: Tx | Db, by: { phone: string; ip?: string } | { ip: string }, since: Date) {
  const where =
    "phone" in by
      ? and(
          eq(otpCodes.phone, by.phone),
          by.ip === undefined ? undefined : eq(otpCodes.requestIp, by.ip),
          gt(otpCodes.createdAt, since),
        )
      : and(eq(otpCodes.requestIp, by.ip), gt(otpCodes.createdAt, since));
  const [row] = await db.select({ n: count() }).from(otpCodes).where(where);
  return row?.n ?? 0;
}

/**
 * Stores a new code in the caller's transaction. Only the newest code an address asked for a number is
 * live, and a code asked from another address stays live: a stranger's request never retires it.
 */
export async function insertOtp(tx: Tx, values: typeof otpCodes.$inferInsert): Promise<string> {
  await tx
    .update(otpCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(otpCodes.phone, values.phone), eq(otpCodes.requestIp, values.requestIp), isNull(otpCodes.usedAt)));
  const [row] = await tx.insert(otpCodes).values(values).returning({ id: otpCodes.id });
  if (!row) throw new Error("insert otp_codes returned nothing");
  return row.id;
}

export async function deleteOtp(db: Db, id: string) {
  await db.delete(otpCodes).where(eq(otpCodes.id, id));
}

/**
 * Wrong guesses at this number's codes created since `since`: at every code, at the codes one address asked
 * for, or at the codes asked by a browser carrying one known_device token. A guess only ever checks a code
 * its own address or browser asked for, so a code's attempts are its asker's guesses.
 */
export async function wrongGuessesSince(
  db: Tx | Db,
  by: { phone: string; ip?: string; knownDeviceKey?: string },
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${otpCodes.attempts}), 0)::int` })
    .from(otpCodes)
    .where(
      and(
        eq(otpCodes.phone, by.phone),
        by.ip === undefined ? undefined : eq(otpCodes.requestIp, by.ip),
        by.knownDeviceKey === undefined ? undefined : eq(otpCodes.knownDeviceKey, by.knownDeviceKey),
        gt(otpCodes.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}

export async function recordFailedAttempt(db: Tx, id: string, maxAttempts: number) {
  await db
    .update(otpCodes)
    .set({
      attempts: sql`${otpCodes.attempts} + 1`,
      usedAt: sql`case when ${otpCodes.attempts} + 1 >= ${maxAttempts} then now() else ${otpCodes.usedAt} end`,
    })
    .where(eq(otpCodes.id, id));
}

/** Marks a code used; false when another request already consumed it (single use under races). */
export async function consumeOtp(tx: Tx, id: string): Promise<boolean> {
  const rows = await tx
    .update(otpCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(otpCodes.id, id), isNull(otpCodes.usedAt)))
    .returning({ id: otpCodes.id });
  return rows.length === 1;
}

export async function findUserByPhone(tx: Tx | Db, phone: string) {
  const [row] = await tx.select().from(users).where(eq(users.phone, phone)).limit(1);
  return row;
}

/** A user is born with a profile and preferences, in the caller's transaction. */
export async function createUser(tx: Tx, phone: string) {
  const [user] = await tx.insert(users).values({ phone, isNewUser: true }).returning();
  if (!user) throw new Error("insert users returned nothing");
  await tx.insert(profiles).values({ userId: user.id });
  await tx.insert(userPreferences).values({ userId: user.id });
  return user;
}

/** A returning user is no longer new from this sign-in on. */
export async function markReturning(tx: Tx, userId: string) {
  const [user] = await tx.update(users).set({ isNewUser: false }).where(eq(users.id, userId)).returning();
  if (!user) throw new Error("update users returned nothing");
  return user;
}

export async function insertSession(tx: Tx, values: typeof sessions.$inferInsert) {
  await tx.insert(sessions).values(values);
}

export async function findSessionUser(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      id: users.id,
      phone: users.phone,
      name: users.name,
      isNewUser: users.isNewUser,
      bannedAt: users.bannedAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  return row;
}

export async function deleteSession(db: Db, tokenHash: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteSessionsExpiredBy(db: Db, now: Date) {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
}

export async function deleteOtpsCreatedBefore(db: Db, cutoff: Date) {
  await db.delete(otpCodes).where(lt(otpCodes.createdAt, cutoff));
}

/** Whether this key (sha256 of number and address) signed in since `since`. */
export async function isKnownAddress(db: Tx | Db, keyHash: string, since: Date): Promise<boolean> {
  const [row] = await db
    .select({ keyHash: knownSignInAddresses.keyHash })
    .from(knownSignInAddresses)
    .where(and(eq(knownSignInAddresses.keyHash, keyHash), gt(knownSignInAddresses.lastSignedInAt, since)))
    .limit(1);
  return row !== undefined;
}

export async function rememberKnownAddress(tx: Tx, keyHash: string, userId: string, at: Date) {
  await tx
    .insert(knownSignInAddresses)
    .values({ keyHash, userId, lastSignedInAt: at })
    .onConflictDoUpdate({ target: knownSignInAddresses.keyHash, set: { userId, lastSignedInAt: at } });
}

export async function deleteKnownAddressesBefore(db: Db, cutoff: Date) {
  await db.delete(knownSignInAddresses).where(lt(knownSignInAddresses.lastSignedInAt, cutoff));
}

/** Whether this key (sha256 of number and known_device token) signed in since `since`. */
export async function isKnownDevice(db: Tx | Db, keyHash: string, since: Date): Promise<boolean> {
  const [row] = await db
    .select({ keyHash: knownSignInDevices.keyHash })
    .from(knownSignInDevices)
    .where(and(eq(knownSignInDevices.keyHash, keyHash), gt(knownSignInDevices.lastSignedInAt, since)))
    .limit(1);
  return row !== undefined;
}

/** Stores the browser's new token and drops the one it replaces (a token is rotated at every sign-in). */
export async function rememberKnownDevice(
  tx: Tx,
  keyHash: string,
  replaces: string | undefined,
  userId: string,
  at: Date,
) {
  if (replaces) await tx.delete(knownSignInDevices).where(eq(knownSignInDevices.keyHash, replaces));
  await tx.insert(knownSignInDevices).values({ keyHash, userId, lastSignedInAt: at });
}

export async function deleteKnownDevicesBefore(db: Db, cutoff: Date) {
  await db.delete(knownSignInDevices).where(lt(knownSignInDevices.lastSignedInAt, cutoff));
}

/** Whether the number belongs to a banned account. */
export async function isPhoneBanned(db: Tx | Db, phone: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phone, phone), isNotNull(users.bannedAt)))
    .limit(1);
  return row !== undefined;
}
