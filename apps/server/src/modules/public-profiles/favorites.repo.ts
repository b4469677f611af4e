import { and, desc, eq, or, type SQL } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
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

/** Both hearts between two people, either way (a block ends every tie between them). */
export async function removeFavoritesBetween(tx: Tx, a: string, b: string) {
  await tx
    .delete(favorites)
    .where(
      or(
        and(eq(favorites.userId, a), eq(favorites.favoriteId, b)),
        and(eq(favorites.userId, b), eq(favorites.favoriteId, a)),
      ),
    );
}

/** The people `visible` lets through (a condition on `favoriteColumn`), newest first. */
export async function favoriteIds(db: Db, userId: string, visible: SQL, limit: number, offset: number) {
  const rows = await db
    .select({ id: favorites.favoriteId })
    .from(favorites)
    .where(and(eq(favorites.userId, userId), visible))
    .orderBy(desc(favorites.createdAt), desc(favorites.favoriteId))
    .limit(limit)
    .offset(offset);
  return rows.map((r) => r.id);
}

export const favoriteColumn = favorites.favoriteId;
