import { and, asc, count, eq, gt, lte, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { photoVerifications, profiles, verificationPoses } from "../../db/schema";

export type VerificationRow = typeof photoVerifications.$inferSelect;

export async function latestAttempt(db: Db, userId: string): Promise<VerificationRow | undefined> {
  const [row] = await db
    .select()
    .from(photoVerifications)
    .where(and(eq(photoVerifications.userId, userId), sql`${photoVerifications.status} <> 'superseded'`))
    .orderBy(sql`${photoVerifications.createdAt} desc`)
    .limit(1);
  return row;
}

export async function attemptsSince(tx: Tx | Db, userId: string, since: Date): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(photoVerifications)
    .where(and(eq(photoVerifications.userId, userId), gt(photoVerifications.createdAt, since)));
  return row?.n ?? 0;
}

/** A new attempt replaces a pending one, so the queue holds one per person; returns the replaced selfie keys. */
export async function insertAttempt(tx: Tx, userId: string, pose: string, selfieKey: string) {
  const replaced = await tx
    .update(photoVerifications)
    .set({ status: "superseded" })
    .where(and(eq(photoVerifications.userId, userId), eq(photoVerifications.status, "pending")))
    .returning({ key: photoVerifications.selfieKey });
  const [row] = await tx.insert(photoVerifications).values({ userId, pose, selfieKey }).returning();
  return { row: row!, replaced: replaced.map((r) => r.key) };
}

export async function pendingPage(db: Db, limit: number, before?: Date) {
  return db
    .select({
      id: photoVerifications.id,
      userId: photoVerifications.userId,
      pose: photoVerifications.pose,
      selfieKey: photoVerifications.selfieKey,
      createdAt: photoVerifications.createdAt,
      name: profiles.name,
      photos: profiles.photos,
    })
    .from(photoVerifications)
    .innerJoin(profiles, eq(profiles.userId, photoVerifications.userId))
    .where(and(eq(photoVerifications.status, "pending"), before ? gt(photoVerifications.createdAt, before) : undefined))
    .orderBy(asc(photoVerifications.createdAt))
    .limit(limit);
}

/** Decides a pending attempt; undefined when it is not pending any more (decided, or replaced). */
export async function decide(
  tx: Tx,
  id: string,
  status: "approved" | "rejected",
  decidedBy: string,
  reason: string | null,
) {
  const [row] = await tx
    .update(photoVerifications)
    .set({ status, reason, decidedBy, decidedAt: new Date() })
    .where(and(eq(photoVerifications.id, id), eq(photoVerifications.status, "pending")))
    .returning();
  return row;
}

export async function setVerified(tx: Tx | Db, userId: string, verified: boolean) {
  const rows = await tx
    .update(profiles)
    .set({ verified, updatedAt: new Date() })
    .where(and(eq(profiles.userId, userId), eq(profiles.verified, !verified)))
    .returning({ id: profiles.id });
  return rows.length > 0;
}

/** Verification no longer describes the photos: the approved attempt stays as history, the badge goes. */
export async function unverify(db: Db, userId: string) {
  return db.transaction(async (tx) => {
    const changed = await setVerified(tx, userId, false);
    if (changed) {
      await tx
        .update(photoVerifications)
        .set({ status: "superseded" })
        .where(and(eq(photoVerifications.userId, userId), eq(photoVerifications.status, "approved")));
    }
    return changed;
  });
}

/**
 * The pose for the person's next selfie: the recorded one while it is newer than `freshAfter`, else
 * `fresh` recorded in one statement (two tabs asking at once see the same pose, never two).
 */
export async function issuePose(db: Db, userId: string, fresh: string, freshAfter: Date) {
  const [issued] = await db
    .insert(verificationPoses)
    .values({ userId, pose: fresh, issuedAt: new Date() })
    .onConflictDoUpdate({
      target: verificationPoses.userId,
      set: { pose: fresh, issuedAt: new Date() },
      setWhere: lte(verificationPoses.issuedAt, freshAfter),
    })
    .returning();
  return issued ?? (await issuedPose(db, userId));
}

export async function issuedPose(tx: Tx | Db, userId: string) {
  const [row] = await tx.select().from(verificationPoses).where(eq(verificationPoses.userId, userId));
  return row;
}

/** A selfie was sent with this pose: `next` (another pose) is handed out in its place, from now. */
export async function usePose(tx: Tx, userId: string, next: string) {
  const issuedAt = new Date();
  await tx
    .insert(verificationPoses)
    .values({ userId, pose: next, issuedAt })
    .onConflictDoUpdate({ target: verificationPoses.userId, set: { pose: next, issuedAt } });
}
