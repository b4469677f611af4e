import { and, count, desc, eq, gte, inArray, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { blocks, invites, matchRequests, messages, profiles, reports, users } from "../../db/schema";

/** Inserts the block unless it exists; true when it is new. */
export async function insertBlock(tx: Tx | Db, blockerId: string, blockedId: string): Promise<boolean> {
  const inserted = await tx
    .insert(blocks)
    .values({ blockerId, blockedId })
    .onConflictDoNothing({ target: [blocks.blockerId, blocks.blockedId] })
    .returning({ blockedId: blocks.blockedId });
  return inserted.length > 0;
}

export async function deleteBlock(db: Db, blockerId: string, blockedId: string): Promise<boolean> {
  const removed = await db
    .delete(blocks)
    .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)))
    .returning({ blockedId: blocks.blockedId });
  return removed.length > 0;
}

export async function blocksSince(db: Tx | Db, blockerId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(blocks)
    .where(and(eq(blocks.blockerId, blockerId), gte(blocks.createdAt, since)));
  return row?.n ?? 0;
}

/** The people `blockerId` blocked, newest first, with only their name and first photo. */
export async function listBlocked(db: Db, blockerId: string, limit: number, offset: number) {
  return db
    .select({
      userId: blocks.blockedId,
      name: profiles.name,
      photo: sql<string | null>`${profiles.photos}[1]`,
      blockedAt: blocks.createdAt,
    })
    .from(blocks)
    .leftJoin(profiles, eq(profiles.userId, blocks.blockedId))
    .where(eq(blocks.blockerId, blockerId))
    .orderBy(desc(blocks.createdAt), desc(blocks.blockedId))
    .limit(limit)
    .offset(offset);
}

export async function reportsSince(db: Tx | Db, reporterId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(reports)
    .where(and(eq(reports.reporterId, reporterId), gte(reports.createdAt, since)));
  return row?.n ?? 0;
}

/** The reporter's reports of these reasons since `since` (the lower daily cap on reports that can hold). */
export async function reportsWithReasonSince(
  db: Tx | Db,
  reporterId: string,
  reasons: readonly string[],
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(reports)
    .where(
      and(eq(reports.reporterId, reporterId), inArray(reports.reason, [...reasons]), gte(reports.createdAt, since)),
    );
  return row?.n ?? 0;
}

/**
 * Whether `reportedId` had reached `reporterId`: a match request from them (pending, or matched either way),
 * a message or a date invite. Each takes the reported person's own act, so nobody can make it up alone;
 * opening a listed profile does not count, since any signed-in person can do that (decision 019).
 */
export async function wasReachedBy(tx: Tx, reporterId: string, reportedId: string): Promise<boolean> {
  const [row] = await tx
    .select({
      reached: sql<boolean>`(
        exists (select 1 from ${matchRequests} where ${matchRequests.fromUserId} = ${reportedId} and ${matchRequests.toUserId} = ${reporterId})
        or exists (select 1 from ${messages} where ${messages.senderId} = ${reportedId} and ${messages.receiverId} = ${reporterId})
        or exists (select 1 from ${invites} where ${invites.senderId} = ${reportedId} and ${invites.receiverId} = ${reporterId}))`,
    })
    .from(users)
    .where(eq(users.id, reporterId));
  return row?.reached === true;
}

export async function insertReport(
  tx: Tx | Db,
  values: {
    reporterId: string;
    reportedId: string;
    reason: string;
    details: string | null;
    reporterHadContact: boolean;
    messageId?: string | null;
    messageContent?: string | null;
  },
) {
  const [row] = await tx.insert(reports).values(values).returning({ id: reports.id });
  if (!row) throw new Error("report not stored");
  return row;
}
