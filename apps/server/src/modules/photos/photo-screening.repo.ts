import { and, asc, count, eq, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { photoScreenings, profiles } from "../../db/schema";

export type ScreeningState = (typeof photoScreenings.$inferSelect)["state"];

export async function insertScreenings(db: Db, userId: string, urls: string[]): Promise<void> {
  if (urls.length === 0) return;
  await db.insert(photoScreenings).values(urls.map((url) => ({ userId, url })));
}

/** Photos of this person waiting for the screen or a moderator: they take room on the profile like photos. */
export async function countScreenings(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(photoScreenings).where(eq(photoScreenings.userId, userId));
  return row?.n ?? 0;
}

export function screeningsOf(db: Db, userId: string) {
  return db
    .select({ url: photoScreenings.url, state: photoScreenings.state })
    .from(photoScreenings)
    .where(eq(photoScreenings.userId, userId))
    .orderBy(asc(photoScreenings.createdAt), asc(photoScreenings.url));
}

export async function findScreening(db: Db, url: string) {
  const [row] = await db.select().from(photoScreenings).where(eq(photoScreenings.url, url));
  return row;
}

export async function holdScreening(db: Db, url: string, score: number): Promise<void> {
  await db
    .update(photoScreenings)
    .set({ state: "held", score, screenedAt: new Date() })
    .where(eq(photoScreenings.url, url));
}

/** Deletes the row; true when it was there (so the caller, not a racing delete, moves the photo on). */
export async function deleteScreening(db: Db, url: string, userId?: string): Promise<boolean> {
  const where = userId
    ? and(eq(photoScreenings.url, url), eq(photoScreenings.userId, userId))
    : eq(photoScreenings.url, url);
  const rows = await db.delete(photoScreenings).where(where).returning({ url: photoScreenings.url });
  return rows.length > 0;
}

/** Appends one screened photo to the profile (its room was counted while it was screened). */
export async function appendScreenedPhoto(db: Db, userId: string, url: string): Promise<void> {
  await db
    .update(profiles)
    .set({ photos: sql`array_append(${profiles.photos}, ${url})`, updatedAt: new Date() })
    .where(eq(profiles.userId, userId));
}

/** Photos still "checking" that nobody is screening: left by a restart, or older than `staleBefore`. */
export function unscreened(db: Db, staleBefore: Date, limit: number) {
  return db
    .select({ url: photoScreenings.url, userId: photoScreenings.userId })
    .from(photoScreenings)
    .where(and(eq(photoScreenings.state, "checking"), lt(photoScreenings.createdAt, staleBefore)))
    .orderBy(asc(photoScreenings.createdAt))
    .limit(limit);
}

/** The moderators' queue of held photos, oldest first (offset-paged, like the reports queue). */
export function heldPhotos(db: Db, limit: number, offset: number) {
  return db
    .select({
      url: photoScreenings.url,
      userId: photoScreenings.userId,
      score: photoScreenings.score,
      createdAt: photoScreenings.createdAt,
      name: profiles.name,
      age: profiles.age,
    })
    .from(photoScreenings)
    .innerJoin(profiles, eq(profiles.userId, photoScreenings.userId))
    .where(eq(photoScreenings.state, "held"))
    .orderBy(asc(photoScreenings.createdAt), asc(photoScreenings.url))
    .limit(limit)
    .offset(offset);
}
