import { and, asc, count, eq, gte, or } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { dateEvents, invites, profiles } from "../../db/schema";

// Dates and invites have no module of their own yet; LOVE reads only the asker's own rows, read-only.

/** Scheduled dates from now on that the user is part of, soonest first, with the other person's name. */
export async function upcomingDates(db: Db, userId: string, now: Date, limit: number) {
  const other = alias(profiles, "other");
  return db
    .select({
      dateType: dateEvents.dateType,
      scheduledAt: dateEvents.scheduledAt,
      userId1: dateEvents.userId1,
      userId2: dateEvents.userId2,
      otherName: other.name,
    })
    .from(dateEvents)
    .leftJoin(
      other,
      or(
        and(eq(dateEvents.userId1, userId), eq(other.userId, dateEvents.userId2)),
        and(eq(dateEvents.userId2, userId), eq(other.userId, dateEvents.userId1)),
      ),
    )
    .where(
      and(
        or(eq(dateEvents.userId1, userId), eq(dateEvents.userId2, userId)),
        eq(dateEvents.status, "scheduled"),
        gte(dateEvents.scheduledAt, now),
      ),
    )
    .orderBy(asc(dateEvents.scheduledAt))
    .limit(limit);
}

/** Pending invites the user sent and received. */
export async function pendingInviteCounts(db: Db, userId: string) {
  const [sent] = await db
    .select({ n: count() })
    .from(invites)
    .where(and(eq(invites.senderId, userId), eq(invites.status, "pending")));
  const [received] = await db
    .select({ n: count() })
    .from(invites)
    .where(and(eq(invites.receiverId, userId), eq(invites.status, "pending")));
  return { sent: sent?.n ?? 0, received: received?.n ?? 0 };
}
