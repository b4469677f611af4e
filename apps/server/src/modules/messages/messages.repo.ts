import { and, desc, eq, getTableColumns, or, type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { customQuestions, matchRequests, messages, profiles } from "../../db/schema";
// The gate reads everything in one round trip, so the rule comes as a condition (decision 011).
import { hiddenEitherWay } from "../blocks/blocks.service";

export type MessageRow = typeof messages.$inferSelect;
export type QuestionRow = typeof customQuestions.$inferSelect;

/** Raw SQL results: both drivers (pg, PGlite) answer with `{ rows }`. */
export const rowsOf = async <T>(db: Tx | Db, query: SQL) => (await db.execute(query)) as unknown as { rows: T[] };

/**
 * Where a page ended: the last row's time as UTC ISO text with PostgreSQL's full microseconds, and its id.
 * A JavaScript Date keeps milliseconds only, so a cursor built from one would skip or repeat the rows that
 * share the cut-off millisecond; the time therefore travels as text from SQL and back into SQL.
 */
export interface Cursor {
  at: string;
  id: string;
}

/** A timestamptz as UTC ISO text to the microsecond ("2026-01-01T10:00:00.123456Z"), the cursor's time. */
export const isoMicros = (column: SQL | typeof messages.createdAt | typeof customQuestions.createdAt) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const pairOf = (table: typeof messages | typeof customQuestions, a: string, b: string) =>
  or(and(eq(table.senderId, a), eq(table.receiverId, b)), and(eq(table.senderId, b), eq(table.receiverId, a)));

/** Rows older than the cursor, ordered (createdAt, id) at full precision so equal times never repeat or skip. */
const olderThan = (table: typeof messages | typeof customQuestions, cursor: Cursor | null) =>
  cursor ? sql`(${table.createdAt}, ${table.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)` : undefined;

/**
 * A line's time is the moment it is written, under its pair's lock, not its transaction's start (now()): lines
 * of one group-committed batch share a transaction (group-commit.ts), and a pair's lines must sort in the
 * order they were written and delivered, which is the order the pair's lock let them in.
 */
const lineTime = sql`clock_timestamp()`;

export async function insertMessage(
  tx: Tx | Db,
  row: {
    senderId: string;
    receiverId: string;
    content: string;
    clientId: string | null;
    flag: MessageRow["flag"];
  },
): Promise<MessageRow | undefined> {
  const [inserted] = await tx
    .insert(messages)
    .values({ ...row, createdAt: lineTime })
    .onConflictDoNothing({ target: [messages.senderId, messages.clientId] })
    .returning();
  return inserted;
}

/**
 * Several messages in one statement (a group-committed batch), each timed as it is written (clock_timestamp,
 * in row order); a row whose (sender, clientId) already exists is skipped and not returned.
 */
/**
 * A message's time in a batch: when it is written, but always after the pair's newest line, and k
 * microseconds after the batch's first row (two lines of one pair can share a batch, one each way). The
 * embedded database's clock may not tick between two rows, and a pair's order must be the order its lock let
 * its lines in, which is the order they are delivered in.
 */
const pairTime = (senderId: string, receiverId: string, k: number) =>
  sql`greatest(clock_timestamp(),
      (select max(created_at) from ${messages} where sender_id = ${senderId} and receiver_id = ${receiverId})
        + interval '1 microsecond',
      (select max(created_at) from ${messages} where sender_id = ${receiverId} and receiver_id = ${senderId})
        + interval '1 microsecond')
    + ${k} * interval '1 microsecond'`;

export async function insertMessages(
  tx: Tx | Db,
  rows: ReadonlyArray<{
    senderId: string;
    receiverId: string;
    content: string;
    clientId: string | null;
    flag: MessageRow["flag"];
  }>,
): Promise<MessageRow[]> {
  if (rows.length === 0) return [];
  return tx
    .insert(messages)
    .values(rows.map((row, k) => ({ ...row, createdAt: pairTime(row.senderId, row.receiverId, k) })))
    .onConflictDoNothing({ target: [messages.senderId, messages.clientId] })
    .returning();
}

export async function findByClientId(db: Tx | Db, senderId: string, clientId: string) {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.senderId, senderId), eq(messages.clientId, clientId)))
    .limit(1);
  return row;
}

export async function pageOfMessages(db: Db, a: string, b: string, limit: number, cursor: Cursor | null) {
  return db
    .select({ ...getTableColumns(messages), cursorAt: isoMicros(messages.createdAt) })
    .from(messages)
    .where(and(pairOf(messages, a, b), olderThan(messages, cursor)))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(limit + 1);
}

export async function pageOfQuestions(db: Db, a: string, b: string, limit: number, cursor: Cursor | null) {
  return db
    .select({ ...getTableColumns(customQuestions), cursorAt: isoMicros(customQuestions.createdAt) })
    .from(customQuestions)
    .where(and(pairOf(customQuestions, a, b), olderThan(customQuestions, cursor)))
    .orderBy(desc(customQuestions.createdAt), desc(customQuestions.id))
    .limit(limit + 1);
}

/** Marks what `otherId` sent `readerId` as read; returns how many changed (0: nothing new to announce). */
export async function markRead(db: Tx | Db, readerId: string, otherId: string): Promise<number> {
  const rows = await db
    .update(messages)
    .set({ read: true })
    .where(and(eq(messages.receiverId, readerId), eq(messages.senderId, otherId), eq(messages.read, false)))
    .returning({ id: messages.id });
  return rows.length;
}

export interface SendGate {
  matched: boolean;
  blocked: boolean;
  /** Messages and custom questions the sender wrote since `since` (the per-minute cap counts both). */
  sentSince: number;
  /**
   * Whether the two have written to each other before, in messages or questions: a first line opens a
   * conversation, which counts toward the daily cap.
   */
  talked: boolean;
  senderName: string | null;
  /** The sender's age, for the adults-with-a-profile rule (read here to spare a round trip). */
  senderAge: number | null;
  /** A line of this kind with this send's client id is already stored: this is a retry. */
  landed: boolean;
  /** The sender's messages the receiver has not read yet (the message notification's count). */
  unreadFromSender: number;
}

/**
 * Everything a send (a message or a custom question) must know before it inserts, in one round trip: the
 * hot path of messaging, where five separate queries were most of a message's cost (see bench/README.md).
 */
export async function sendGate(
  db: Tx | Db,
  line: { kind: "message" | "question"; senderId: string; receiverId: string; clientId: string | null },
  since: Date,
): Promise<SendGate> {
  const [gate] = await sendGates(db, [line], since);
  return gate as SendGate;
}

interface GateRow {
  matched: boolean;
  blocked: boolean;
  sent_since: number;
  talked: boolean;
  sender_name: string | null;
  sender_age: number | null;
  landed: boolean;
  unread_from_sender: number;
}

/**
 * The gates of several lines (a group-committed batch, group-commit.ts) in one round trip, in their order.
 * Each is judged on what was committed before the batch: a batch holds at most one line per sender
 * (db/in-turn.ts queues a sender's lines), so no line's caps count another's in the same batch.
 *
 * The lines travel as four arrays and the statement's text is the same for any batch: a select per line
 * joined by UNION ALL made PostgreSQL plan a new statement of up to 64 × 12 subqueries for every batch, ~100 ms
 * of a busy second's batches (bench/README.md, "Realtime").
 */
export async function sendGates(
  db: Tx | Db,
  lines: ReadonlyArray<{ kind: "message" | "question"; senderId: string; receiverId: string; clientId: string | null }>,
  since: Date,
): Promise<SendGate[]> {
  if (lines.length === 0) return [];
  // Ids are uuids and kinds words: a comma never occurs in one; an empty client id stands for none.
  const array = (pick: (line: (typeof lines)[number]) => string) => lines.map(pick).join(",");
  const sender = sql`l.sender`;
  const receiver = sql`l.receiver`;
  const after = since.toISOString();
  const { rows } = await rowsOf<GateRow & { i: number }>(
    db,
    sql`
    select l.n - 1 as i,
      exists (select 1 from ${matchRequests} where from_user_id = ${sender} and to_user_id = ${receiver}
        and status = 'matched') as matched,
      ${hiddenEitherWay(sender, receiver)} as blocked,
      (select count(*)::int from ${messages} where sender_id = ${sender} and created_at > ${after})
        + (select count(*)::int from ${customQuestions} where sender_id = ${sender} and created_at > ${after})
        as sent_since,
      (exists (select 1 from ${messages} where sender_id = ${sender} and receiver_id = ${receiver})
        or exists (select 1 from ${messages} where sender_id = ${receiver} and receiver_id = ${sender})
        or exists (select 1 from ${customQuestions} where sender_id = ${sender} and receiver_id = ${receiver})
        or exists (select 1 from ${customQuestions} where sender_id = ${receiver} and receiver_id = ${sender}))
        as talked,
      (select name from ${profiles} where user_id = ${sender}) as sender_name,
      (select age from ${profiles} where user_id = ${sender}) as sender_age,
      case when l.kind = 'message'
        then exists (select 1 from ${messages} where sender_id = ${sender} and client_id = l.client)
        else exists (select 1 from ${customQuestions} where sender_id = ${sender} and client_id = l.client)
      end as landed,
      (select count(*)::int from ${messages} where sender_id = ${sender} and receiver_id = ${receiver}
        and read = false) as unread_from_sender
    from (
      select sender, receiver, nullif(client, '')::uuid as client, kind, n
      from unnest(
        string_to_array(${array((line) => line.senderId)}, ',')::uuid[],
        string_to_array(${array((line) => line.receiverId)}, ',')::uuid[],
        string_to_array(${array((line) => line.clientId ?? "")}, ','),
        string_to_array(${array((line) => line.kind)}, ',')
      ) with ordinality as t(sender, receiver, client, kind, n)
    ) l`,
  );
  const byIndex = new Map(rows.map((row) => [Number(row.i), row]));
  return lines.map((_, i) => {
    const row = byIndex.get(i);
    return {
      matched: Boolean(row?.matched),
      blocked: Boolean(row?.blocked),
      sentSince: Number(row?.sent_since ?? 0),
      talked: Boolean(row?.talked),
      senderName: row?.sender_name ?? null,
      senderAge: row?.sender_age ?? null,
      landed: Boolean(row?.landed),
      unreadFromSender: Number(row?.unread_from_sender ?? 0),
    };
  });
}

/**
 * People the sender wrote to (a message or a custom question) since `since` who have never replied: no
 * message or question back, and no answer to one of the sender's questions. Conversations opened without
 * a reply.
 */
export async function unansweredOpenedSince(tx: Tx | Db, senderId: string, since: Date): Promise<number> {
  const { rows } = await rowsOf<{ n: number }>(
    tx,
    sql`
    select count(*)::int as n from (
      select receiver_id from ${messages} where sender_id = ${senderId} and created_at > ${since.toISOString()}
      union
      select receiver_id from ${customQuestions} where sender_id = ${senderId} and created_at > ${since.toISOString()}
    ) opened
    where not exists (select 1 from ${messages} r where r.sender_id = opened.receiver_id and r.receiver_id = ${senderId})
      and not exists (select 1 from ${customQuestions} r
        where r.sender_id = opened.receiver_id and r.receiver_id = ${senderId})
      and not exists (select 1 from ${customQuestions} q
        where q.sender_id = ${senderId} and q.receiver_id = opened.receiver_id and q.receiver_response is not null)`,
  );
  return Number(rows[0]?.n ?? 0);
}

/** Undefined when a question with this client id is already stored (a retry, or two copies racing). */
export async function insertQuestion(
  tx: Tx | Db,
  row: {
    senderId: string;
    receiverId: string;
    questionText: string;
    clientId: string | null;
    flag: QuestionRow["flag"];
  },
) {
  const [inserted] = await tx
    .insert(customQuestions)
    .values({ ...row, createdAt: lineTime })
    .onConflictDoNothing({ target: [customQuestions.senderId, customQuestions.clientId] })
    .returning();
  return inserted;
}

export async function findQuestionByClientId(db: Tx | Db, senderId: string, clientId: string) {
  const [row] = await db
    .select()
    .from(customQuestions)
    .where(and(eq(customQuestions.senderId, senderId), eq(customQuestions.clientId, clientId)))
    .limit(1);
  return row;
}

export async function findQuestion(db: Tx | Db, id: string) {
  const [row] = await db.select().from(customQuestions).where(eq(customQuestions.id, id)).limit(1);
  return row;
}

/** Sets one side's answer only while it is still empty; undefined when it was already answered. */
export async function answerQuestion(
  db: Tx | Db,
  id: string,
  side: "sender" | "receiver",
  response: "D" | "O" | "W" | "N",
) {
  const column = side === "sender" ? customQuestions.senderResponse : customQuestions.receiverResponse;
  const [row] = await db
    .update(customQuestions)
    .set(side === "sender" ? { senderResponse: response } : { receiverResponse: response })
    .where(and(eq(customQuestions.id, id), sql`${column} is null`))
    .returning();
  return row;
}

/**
 * How many lines (messages and questions, both ways) the two have written, counting no further than `cap`:
 * whether the conversation is still young enough for a scam ask to earn its safety tip.
 */
export async function linesBetween(db: Tx | Db, a: string, b: string, cap: number): Promise<number> {
  const { rows } = await rowsOf<{ n: number }>(
    db,
    sql`
    select count(*)::int as n from (
      (select 1 from ${messages} where ${pairOf(messages, a, b)} limit ${cap})
      union all
      (select 1 from ${customQuestions} where ${pairOf(customQuestions, a, b)} limit ${cap})
    ) lines`,
  );
  return Number(rows[0]?.n ?? 0);
}

/** A message with both its people: a report may attach only one the reporter received from the reported. */
export async function findMessage(db: Tx | Db, id: string) {
  const [row] = await db.select().from(messages).where(eq(messages.id, id)).limit(1);
  return row;
}

/**
 * The messages to or from `userId` written after `since`, oldest first, each with its sender's name: what a
 * socket that comes back missed (the live socket's replay, issue 28). Two index-friendly halves (by sender,
 * time; by receiver) rather than one OR. Nothing between people hidden from each other.
 */
export async function messagesSince(db: Db, userId: string, since: string, limit: number) {
  const { rows } = await rowsOf<{
    id: string;
    sender_id: string;
    receiver_id: string;
    content: string;
    read: boolean;
    client_id: string | null;
    created_at: string | Date;
    flag: MessageRow["flag"];
    sender_name: string | null;
  }>(
    db,
    sql`
    select m.id, m.sender_id, m.receiver_id, m.content, m.read, m.client_id, m.created_at, m.flag, p.name as sender_name
    from (
      (select * from ${messages} where sender_id = ${userId} and created_at > ${since}::timestamptz
        order by created_at limit ${limit})
      union all
      (select * from ${messages} where receiver_id = ${userId} and created_at > ${since}::timestamptz
        order by created_at limit ${limit})
    ) m
    left join ${profiles} p on p.user_id = m.sender_id
    where not ${hiddenEitherWay(sql`m.sender_id`, sql`m.receiver_id`)}
    order by m.created_at, m.id
    limit ${limit}`,
  );
  return rows.map((r) => ({
    row: {
      id: r.id,
      senderId: r.sender_id,
      receiverId: r.receiver_id,
      content: r.content,
      read: r.read,
      clientId: r.client_id,
      createdAt: new Date(r.created_at),
      flag: r.flag,
    } as MessageRow,
    senderName: r.sender_name,
  }));
}
