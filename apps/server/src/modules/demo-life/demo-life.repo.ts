import { QUESTIONS_PER_SESSION, type Response } from "@down/common/constants";
import { and, count, eq, gte, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { matchRequests, profiles, userResponses, users } from "../../db/schema";

export async function demoIds(db: Db): Promise<Set<string>> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.isDemo, true));
  return new Set(rows.map((r) => r.id));
}

export async function answersOf(db: Db, userId: string): Promise<Map<string, Response>> {
  const rows = await db
    .select({ questionId: userResponses.questionId, response: userResponses.response })
    .from(userResponses)
    .where(eq(userResponses.userId, userId));
  return new Map(rows.map((r) => [r.questionId, r.response as Response]));
}

/** Categories the person has answered in full. */
export async function completedCategories(db: Db, userId: string): Promise<number> {
  const rows = await db
    .select({ categoryId: userResponses.categoryId })
    .from(userResponses)
    .where(eq(userResponses.userId, userId))
    .groupBy(userResponses.categoryId)
    .having(gte(count(), QUESTIONS_PER_SESSION));
  return rows.length;
}

/** Whether any demo person has already asked this person to match (the welcome happens once). */
export async function demoAskedAlready(db: Db, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: matchRequests.id })
    .from(matchRequests)
    .innerJoin(users, eq(users.id, matchRequests.fromUserId))
    .where(and(eq(matchRequests.toUserId, userId), eq(users.isDemo, true)))
    .limit(1);
  return rows.length > 0;
}

export interface Fit {
  userId: string;
  gender: string | null;
  interestedIn: string[];
  acceptingMatches: boolean;
  adult: boolean;
}

export async function fitsOf(db: Db, ids: string[]): Promise<Fit[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      userId: profiles.userId,
      gender: profiles.gender,
      interestedIn: profiles.interestedIn,
      acceptingMatches: profiles.acceptingMatches,
      adult: sql<boolean>`${profiles.name} is not null and ${profiles.age} >= 18`,
    })
    .from(profiles)
    .where(inArray(profiles.userId, ids));
  return rows.map((r) => ({ ...r, adult: Boolean(r.adult) }));
}
