import { HOLD_REASONS } from "@down/common/schemas/safety";
import { and, asc, count, countDistinct, desc, eq, inArray, min, or, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { matchRequests, moderationActions, profiles, reports, sessions, users } from "../../db/schema";
import { visibleProfileColumns } from "../../db/visible-profile-columns";

export type ReportStatus = (typeof reports.$inferSelect)["status"];

/**
 * Reported people with open reports, paged by offset: people on hold first, then anyone with an open report
 * of a hold reason ('underage'), then longest waiting first (decision 019: these are the ones to look at now).
 */
export async function openReportedPeople(db: Db, limit: number, offset: number) {
  const firstReported = min(reports.createdAt);
  const onHold = sql<boolean>`coalesce(bool_or(${profiles.moderationHold}), false)`;
  const holdReason = sql<boolean>`bool_or(${inArray(reports.reason, [...HOLD_REASONS])})`;
  return db
    .select({ userId: reports.reportedId, reporterCount: countDistinct(reports.reporterId), firstReported })
    .from(reports)
    .leftJoin(profiles, eq(profiles.userId, reports.reportedId))
    .where(eq(reports.status, "open"))
    .groupBy(reports.reportedId)
    .orderBy(desc(onHold), desc(holdReason), asc(firstReported), asc(reports.reportedId))
    .limit(limit)
    .offset(offset);
}

/**
 * How many different people filed an open report of a hold reason about `userId` after having been reached
 * by them (a match request, a message or an invite; reports.reporter_had_contact). Decision 019.
 */
export async function credibleHoldReporters(tx: Tx, userId: string): Promise<number> {
  const [row] = await tx
    .select({ n: countDistinct(reports.reporterId) })
    .from(reports)
    .where(
      and(
        eq(reports.reportedId, userId),
        eq(reports.status, "open"),
        eq(reports.reporterHadContact, true),
        inArray(reports.reason, [...HOLD_REASONS]),
      ),
    );
  return row?.n ?? 0;
}

export async function isOnHold(tx: Tx, userId: string): Promise<boolean> {
  const [row] = await tx
    .select({ hold: profiles.moderationHold })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .limit(1);
  return row?.hold ?? false;
}

/** The accounts of the moderators' numbers (MODERATOR_PHONES) that exist and are not banned. */
export async function moderatorIds(tx: Tx, phones: ReadonlySet<string>): Promise<string[]> {
  if (phones.size === 0) return [];
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.phone, [...phones]), sql`${users.bannedAt} is null`));
  return rows.map((r) => r.id);
}

/** The open reports about these people, oldest first. Reporter ids are not read: moderators don't need them. */
export async function openReportsAbout(db: Db, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db
    .select({
      id: reports.id,
      reportedId: reports.reportedId,
      reason: reports.reason,
      details: reports.details,
      message: reports.messageContent,
      createdAt: reports.createdAt,
    })
    .from(reports)
    .where(and(eq(reports.status, "open"), inArray(reports.reportedId, userIds)))
    .orderBy(asc(reports.createdAt), asc(reports.id));
}

/**
 * What a moderator needs to judge: the profile as others see it (db/visible-profile-columns.ts) and whether
 * it is held out of sight (docs/decisions/019).
 */
export async function profilesOf(db: Db, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db
    .select({
      ...visibleProfileColumns("userId", "name", "age", "location", "bio", "photos"),
      moderationHold: profiles.moderationHold,
    })
    .from(profiles)
    .where(inArray(profiles.userId, userIds));
}

export async function countOpenReports(tx: Tx, userId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(reports)
    .where(and(eq(reports.reportedId, userId), eq(reports.status, "open")));
  return row?.n ?? 0;
}

export async function closeOpenReports(tx: Tx, userId: string, status: Exclude<ReportStatus, "open">) {
  const closed = await tx
    .update(reports)
    .set({ status, resolvedAt: new Date() })
    .where(and(eq(reports.reportedId, userId), eq(reports.status, "open")))
    .returning({ id: reports.id });
  return closed.length;
}

export async function setModerationHold(tx: Tx | Db, userId: string, hold: boolean) {
  await tx.update(profiles).set({ moderationHold: hold }).where(eq(profiles.userId, userId));
}

/** Bans: the mark that refuses sign-in, and every session ended. */
export async function banUser(tx: Tx, userId: string) {
  await tx.update(users).set({ bannedAt: new Date() }).where(eq(users.id, userId));
  await tx.delete(sessions).where(eq(sessions.userId, userId));
}

/** Everyone the person has a request or a match with, either way, in id order (the order their pairs are locked in). */
export async function pairPartners(tx: Tx, userId: string): Promise<string[]> {
  const rows = await tx
    .select({ fromUserId: matchRequests.fromUserId, toUserId: matchRequests.toUserId })
    .from(matchRequests)
    .where(or(eq(matchRequests.fromUserId, userId), eq(matchRequests.toUserId, userId)));
  return [...new Set(rows.map((r) => (r.fromUserId === userId ? r.toUserId : r.fromUserId)))].sort();
}

/** Ends every request and match the person has, either way; returns the other people. */
export async function endAllPairs(tx: Tx, userId: string): Promise<string[]> {
  const rows = await tx
    .delete(matchRequests)
    .where(or(eq(matchRequests.fromUserId, userId), eq(matchRequests.toUserId, userId)))
    .returning({ fromUserId: matchRequests.fromUserId, toUserId: matchRequests.toUserId });
  return [...new Set(rows.map((r) => (r.fromUserId === userId ? r.toUserId : r.fromUserId)))];
}

export async function logAction(tx: Tx, values: typeof moderationActions.$inferInsert) {
  await tx.insert(moderationActions).values(values);
}

/** Whether the account exists and is not already banned. */
export async function isActiveUser(tx: Tx, userId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), sql`${users.bannedAt} is null`))
    .limit(1);
  return row !== undefined;
}
