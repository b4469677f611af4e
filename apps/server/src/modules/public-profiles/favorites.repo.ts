import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { favorites } from "../../db/schema";

export async function isFavorite(db: Db, userId: string, favoriteId: string): Promise<boolean> {
  const rows = await db
    .select({ favoriteId: favorites.favoriteId })
    .from(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.favoriteId, favoriteId)))
    .limit(1);
  return rows.length > 0;
}

/** Idempotent: saving a favourite twice keeps one row. */
export async function addFavorite(db: Db, userId: string, favoriteId: string) {
  await db.insert(favorites).values({ userId, favoriteId }).onConflictDoNothing();
}

export async function removeFavorite(db: Db, userId: string, favoriteId: string) {
  await db.delete(favorites).where(and(eq(favorites.userId, userId), eq(favorites.favoriteId, favoriteId)));
}

export async function favoriteIds(db: Db, userId: string, limit: number, offset: number) {
  const rows = await db
    .select({ id: favorites.favoriteId })
    .from(favorites)
    .where(eq(favorites.userId, userId))
    .orderBy(desc(favorites.createdAt), desc(favorites.favoriteId))
    .limit(limit)
    .offset(offset);
  return rows.map((r) => r.id);
}
