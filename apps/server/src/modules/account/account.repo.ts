import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { photoVerifications, users } from "../../db/schema";

/** Every row that belongs to the user goes with it: foreign keys cascade from users. */
export async function deleteUser(db: Db, userId: string) {
  await db.delete(users).where(eq(users.id, userId));
}

/** Storage keys of the person's verification selfies (private files). */
export async function selfieKeysOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ key: photoVerifications.selfieKey })
    .from(photoVerifications)
    .where(eq(photoVerifications.userId, userId));
  return rows.map((r) => r.key);
}
