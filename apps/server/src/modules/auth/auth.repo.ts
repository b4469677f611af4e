import { and, count, desc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { otpCodes, profiles, sessions, userPreferences, users } from "../../db/schema";

export async function latestOtpFor(db: Db, phone: string) {
  const [row] = await db
    .select()
    .from(otpCodes)
    .where(eq(otpCodes.phone, phone))
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  return row;
}

export async function countOtpsSince(db: Db, by: { phone: string } | { ip: string }, since: Date) {
  const where =
    "phone" in by
      ? and(eq(otpCodes.phone, by.phone), gt(otpCodes.createdAt, since))
      : and(eq(otpCodes.requestIp, by.ip), gt(otpCodes.createdAt, since));
  const [row] = await db.select({ n: count() }).from(otpCodes).where(where);
  return row?.n ?? 0;
}

export async function insertOtp(db: Db, values: typeof otpCodes.$inferInsert) {
  await db.transaction(async (tx) => {
    // Only the newest code for a number is live.
    await tx
      .update(otpCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(otpCodes.phone, values.phone), isNull(otpCodes.usedAt)));
    await tx.insert(otpCodes).values(values);
  });
}

export async function recordFailedAttempt(db: Db, id: string, maxAttempts: number) {
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
  const [user] = await tx.insert(users).values({ phone, isNewUser: false }).returning();
  if (!user) throw new Error("insert users returned nothing");
  await tx.insert(profiles).values({ userId: user.id });
  await tx.insert(userPreferences).values({ userId: user.id });
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

export async function deleteExpiredSessions(db: Db) {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
}
