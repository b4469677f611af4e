import { and, count, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { customQuestions, matchRequests, messages, profiles } from "../../db/schema";
import { notHiddenEitherWay } from "../blocks/blocks.service";
import { type Cursor, isoMicros, rowsOf } from "./messages.repo";

// What a person's conversations look like from the outside: the list and the unread total.
// messages.repo.ts holds the lines themselves.

export async function unreadTotal(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .innerJoin(
      matchRequests,
      and(
        eq(matchRequests.fromUserId, messages.receiverId),
        eq(matchRequests.toUserId, messages.senderId),
        eq(matchRequests.status, "matched"),
      ),
    )
    .where(
      and(eq(messages.receiverId, userId), eq(messages.read, false), notHiddenEitherWay(userId, messages.senderId)),
    );
  return row?.n ?? 0;
}

export interface ConversationRow {
  other_id: string;
  name: string | null;
  photo: string | null;
  matched_at: string | null;
  last_kind: "message" | "question" | null;
  last_text: string | null;
  last_sender: string | null;
  last_at: string | null;
  unread: number;
  activity_at: string;
  /** activity_at to the microsecond, for the page cursor. */
  activity_cursor: string;
}

/**
 * Every match of `userId` with its last message or question and unread count, newest activity first, in
 * one statement: the lateral subqueries each walk an index (pair, time) for one row, so it costs per page,
 * not per message.
 */
export async function conversations(db: Db, userId: string, limit: number, cursor: Cursor | null) {
  const after = cursor
    ? sql`where (c.activity_at, c.other_id) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`
    : sql``;
  const { rows } = await rowsOf<ConversationRow>(
    db,
    sql`
    select *, ${isoMicros(sql`c.activity_at`)} as activity_cursor from (
      select match_requests.to_user_id as other_id, p.name, p.photos[1] as photo, match_requests.matched_at,
        lm.kind as last_kind, lm.text as last_text, lm.sender_id as last_sender, lm.created_at as last_at,
        coalesce(unread.n, 0)::int as unread,
        coalesce(lm.created_at, match_requests.matched_at, match_requests.created_at) as activity_at
      from ${matchRequests}
      join ${profiles} p on p.user_id = match_requests.to_user_id
      left join lateral (
        select * from (
          (select 'message' as kind, content as text, sender_id, created_at from ${messages}
            where sender_id = ${userId} and receiver_id = match_requests.to_user_id order by created_at desc limit 1)
          union all
          (select 'message', content, sender_id, created_at from ${messages}
            where sender_id = match_requests.to_user_id and receiver_id = ${userId} order by created_at desc limit 1)
          union all
          (select 'question', question_text, sender_id, created_at from ${customQuestions}
            where sender_id = ${userId} and receiver_id = match_requests.to_user_id order by created_at desc limit 1)
          union all
          (select 'question', question_text, sender_id, created_at from ${customQuestions}
            where sender_id = match_requests.to_user_id and receiver_id = ${userId} order by created_at desc limit 1)
        ) four order by created_at desc limit 1
      ) lm on true
      left join lateral (
        select count(*) as n from ${messages}
        where receiver_id = ${userId} and sender_id = match_requests.to_user_id and read = false
      ) unread on true
      where match_requests.from_user_id = ${userId} and match_requests.status = 'matched'
        and ${notHiddenEitherWay(userId, matchRequests.toUserId)}
    ) c
    ${after}
    order by c.activity_at desc, c.other_id desc
    limit ${limit + 1}`,
  );
  return rows;
}
