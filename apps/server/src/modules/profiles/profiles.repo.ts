import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { profiles, users } from "../../db/schema";

export type ProfileRow = typeof profiles.$inferSelect;
export type ProfileUpdate = Partial<Omit<typeof profiles.$inferInsert, "id" | "userId">>;

export async function findProfileByUserId(db: Db, userId: string): Promise<ProfileRow | undefined> {
  const [row] = await db.select().from(profiles).where(eq(profiles.userId, userId)).limit(1);
  return row;
}

/**
 * The profile's name mirrors onto users.name, so both change in one transaction. `check` sees the saved row,
 * locked until commit (docs/decisions/020-rules-that-read-then-write-take-a-lock.md), and may refuse by throwing.
 */
export async function updateProfile(
  db: Db,
  userId: string,
  patch: ProfileUpdate,
  check: (saved: ProfileRow) => void = () => {},
): Promise<ProfileRow | undefined> {
  return db.transaction(async (tx) => {
    const [saved] = await tx.select().from(profiles).where(eq(profiles.userId, userId)).for("update").limit(1);
    if (!saved) return undefined;
    check(saved);
    const [row] = await tx
      .update(profiles)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(profiles.userId, userId))
      .returning();
    if (row && patch.name !== undefined) await tx.update(users).set({ name: patch.name }).where(eq(users.id, userId));
    return row;
  });
}
