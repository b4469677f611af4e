import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { profiles, users } from "../../db/schema";

export type ProfileRow = typeof profiles.$inferSelect;
export type ProfileUpdate = Partial<Omit<typeof profiles.$inferInsert, "id" | "userId">>;

export async function findProfileByUserId(db: Db, userId: string): Promise<ProfileRow | undefined> {
  const [row] = await db.select().from(profiles).where(eq(profiles.userId, userId)).limit(1);
  return row;
}

/** The profile's name mirrors onto users.name, so both change in one transaction. */
export async function updateProfile(db: Db, userId: string, patch: ProfileUpdate): Promise<ProfileRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(profiles)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(profiles.userId, userId))
      .returning();
    if (row && patch.name !== undefined) await tx.update(users).set({ name: patch.name }).where(eq(users.id, userId));
    return row;
  });
}
