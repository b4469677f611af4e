import { and, eq, gt, sql, sum } from "drizzle-orm";
import type { Db } from "../../db/client";
import { photoUploadHolds, profiles } from "../../db/schema";

/** Photos other uploads of this person hold room for right now (decoding, not yet appended). */
export async function heldPhotos(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sum(photoUploadHolds.photos).mapWith(Number) })
    .from(photoUploadHolds)
    .where(and(eq(photoUploadHolds.userId, userId), gt(photoUploadHolds.expiresAt, new Date())));
  return row?.n ?? 0;
}

export async function insertHold(db: Db, userId: string, photos: number, expiresAt: Date): Promise<string> {
  const [row] = await db
    .insert(photoUploadHolds)
    .values({ userId, photos, expiresAt })
    .returning({ id: photoUploadHolds.id });
  if (!row) throw new Error("the hold was not stored");
  return row.id;
}

/** Ends a hold (and this person's expired ones, left by a crashed upload). */
export async function releaseHold(db: Db, userId: string, id: string): Promise<void> {
  await db
    .delete(photoUploadHolds)
    .where(
      and(
        eq(photoUploadHolds.userId, userId),
        sql`(${photoUploadHolds.id} = ${id} or ${photoUploadHolds.expiresAt} <= now())`,
      ),
    );
}

export async function findPhotos(db: Db, userId: string): Promise<string[] | undefined> {
  const [row] = await db.select({ photos: profiles.photos }).from(profiles).where(eq(profiles.userId, userId));
  return row?.photos;
}

/** Removes one URL; undefined when the profile does not hold it (so nothing changed). */
export async function removePhoto(db: Db, userId: string, url: string) {
  const [row] = await db
    .update(profiles)
    .set({ photos: sql`array_remove(${profiles.photos}, ${url})`, updatedAt: new Date() })
    .where(and(eq(profiles.userId, userId), sql`${url} = any(${profiles.photos})`))
    .returning({ photos: profiles.photos });
  return row?.photos;
}

/**
 * Writes the new order only when it holds exactly the photos already there (same set, same count), in
 * one UPDATE, so a delete or upload racing the reorder cannot be undone by it.
 */
export async function reorderPhotos(db: Db, userId: string, order: string[]) {
  const list = sql`array[${sql.join(
    order.map((url) => sql`${url}`),
    sql`, `,
  )}]::text[]`;
  const [row] = await db
    .update(profiles)
    .set({ photos: list, updatedAt: new Date() })
    .where(
      and(
        eq(profiles.userId, userId),
        sql`cardinality(${profiles.photos}) = ${order.length} and ${profiles.photos} @> ${list} and ${list} @> ${profiles.photos}`,
      ),
    )
    .returning({ photos: profiles.photos });
  return row?.photos;
}
