import { QUESTIONS_PER_SESSION, type Response } from "@down/common/constants";
import { and, count, eq, gte, inArray, ne, or } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { dateEvents, invites, matchRequests, messages, profiles, userResponses, users } from "../../db/schema";

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
  name: string | null;
  age: number | null;
  gender: string | null;
  interestedIn: string[];
  acceptingMatches: boolean;
  paused: boolean;
  moderationHold: boolean;
}

export async function fitsOf(db: Db, ids: string[]): Promise<Fit[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      userId: profiles.userId,
      name: profiles.name,
      age: profiles.age,
      gender: profiles.gender,
      interestedIn: profiles.interestedIn,
      acceptingMatches: profiles.acceptingMatches,
      paused: profiles.paused,
      moderationHold: profiles.moderationHold,
    })
    .from(profiles)
    .where(inArray(profiles.userId, ids));
}

export async function findInvite(db: Db, id: string) {
  const [row] = await db
    .select({
      id: invites.id,
      senderId: invites.senderId,
      receiverId: invites.receiverId,
      status: invites.status,
      proposedDateTime: invites.proposedDateTime,
    })
    .from(invites)
    .where(eq(invites.id, id));
  return row;
}

/** How many invites one person has ever sent another (the first one to a demo person is always accepted). */
export async function invitesSent(db: Db, senderId: string, receiverId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(invites)
    .where(and(eq(invites.senderId, senderId), eq(invites.receiverId, receiverId)));
  return row?.n ?? 0;
}

export async function findDate(db: Db, id: string) {
  const [row] = await db
    .select({ id: dateEvents.id, status: dateEvents.status, scheduledAt: dateEvents.scheduledAt })
    .from(dateEvents)
    .where(eq(dateEvents.id, id));
  return row;
}

/**
 * Scheduled dates a demo person said yes to, waiting to be completed: their timers live in memory, so a
 * restart would otherwise leave them scheduled for ever. Demo people never invite, so every such date
 * between a demo person and a real one came from the demo person's yes.
 */
export async function openDemoDates(db: Db, limit: number) {
  const u1 = alias(users, "u1");
  const u2 = alias(users, "u2");
  const rows = await db
    .select({
      id: dateEvents.id,
      userId1: dateEvents.userId1,
      userId2: dateEvents.userId2,
      scheduledAt: dateEvents.scheduledAt,
      demo1: u1.isDemo,
      demo2: u2.isDemo,
    })
    .from(dateEvents)
    .innerJoin(u1, eq(u1.id, dateEvents.userId1))
    .innerJoin(u2, eq(u2.id, dateEvents.userId2))
    .where(and(eq(dateEvents.status, "scheduled"), ne(u1.isDemo, u2.isDemo)))
    .limit(limit);
  return rows.map((r) => ({ id: r.id, demoId: r.demo1 ? r.userId1 : r.userId2, scheduledAt: r.scheduledAt }));
}

/** Whether either of two people has written to the other yet. */
export async function haveTalked(db: Db, a: string, b: string): Promise<boolean> {
  const rows = await db
    .select({ id: messages.id })
    .from(messages)
    .where(
      or(
        and(eq(messages.senderId, a), eq(messages.receiverId, b)),
        and(eq(messages.senderId, b), eq(messages.receiverId, a)),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Whether a date between two people is already in the making: an invite waiting, or a date ahead. */
export async function datePlanned(db: Db, a: string, b: string): Promise<boolean> {
  const [invite] = await db
    .select({ id: invites.id })
    .from(invites)
    .where(
      and(
        eq(invites.status, "pending"),
        or(
          and(eq(invites.senderId, a), eq(invites.receiverId, b)),
          and(eq(invites.senderId, b), eq(invites.receiverId, a)),
        ),
      ),
    )
    .limit(1);
  if (invite) return true;
  const [date] = await db
    .select({ id: dateEvents.id })
    .from(dateEvents)
    .where(
      and(
        eq(dateEvents.status, "scheduled"),
        or(
          and(eq(dateEvents.userId1, a), eq(dateEvents.userId2, b)),
          and(eq(dateEvents.userId1, b), eq(dateEvents.userId2, a)),
        ),
      ),
    )
    .limit(1);
  return Boolean(date);
}
