import { type AnyColumn, and, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { blocks, users } from "../../db/schema";

/** A person's id inside a query: a value, a column, or an expression (the other side of a two-person row). */
export type PersonRef = string | AnyColumn | SQL;

/**
 * THE definition of "hidden either way" (docs/decisions/011-bans-hide-like-blocks.md): a block in either
 * direction, or a moderator's ban of either person. A ban hides a person from everyone the way a block
 * hides them from one, so every surface that filters asks this one condition.
 *
 * The tables are aliased (hidden_b, hidden_u) so the condition can sit inside a query over `blocks` or
 * `users` without its columns meaning the outer rows; a null `other` (a notification with no actor) is not
 * hidden. Each half walks an index: the blocks primary key (both orders) and the users primary key.
 * Use it in WHERE (or raw SQL): in the select list of a one-table query drizzle writes a column unqualified,
 * and an outer "id" would then mean hidden_u.id.
 */
export function hiddenEitherWay(a: PersonRef, other: PersonRef): SQL {
  return sql`(exists (select 1 from ${blocks} hidden_b
      where (hidden_b.blocker_id = ${a} and hidden_b.blocked_id = ${other})
        or (hidden_b.blocker_id = ${other} and hidden_b.blocked_id = ${a}))
    or exists (select 1 from ${users} hidden_u where hidden_u.id = ${a} and hidden_u.banned_at is not null)
    or exists (select 1 from ${users} hidden_u where hidden_u.id = ${other} and hidden_u.banned_at is not null))`;
}

/** The same rule negated: the WHERE condition of every list that shows other people. */
export const notHiddenEitherWay = (a: PersonRef, other: PersonRef): SQL => sql`(not ${hiddenEitherWay(a, other)})`;

/** Whether two people are hidden from each other: one statement. */
export async function isHiddenEitherWay(db: Tx | Db, a: string, b: string): Promise<boolean> {
  const { rows } = (await db.execute(sql`select ${hiddenEitherWay(a, b)} as hidden`)) as unknown as {
    rows: Array<{ hidden: boolean }>;
  };
  return rows[0]?.hidden === true;
}

/** Of `ids`, the people hidden from `viewerId` (ids of deleted accounts are not among them). */
export async function hiddenAmong(db: Tx | Db, viewerId: string, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, [...ids]), hiddenEitherWay(viewerId, users.id)));
  return new Set(rows.map((r) => r.id));
}

/**
 * Everyone `userId` blocked or was blocked by, as a set: for the search ranking, which must leave people
 * out before it knows who they are. Banned people are not listed here on purpose: a ban is a fact about
 * one person, not a pair, and the search index never lists them (the ban keeps their profile's hold,
 * decision 011), so a set of every banned account would only grow each search's cache key.
 */
export async function blockedIdsEitherWay(db: Tx | Db, userId: string): Promise<Set<string>> {
  const rows = await db
    .select({ blockerId: blocks.blockerId, blockedId: blocks.blockedId })
    .from(blocks)
    .where(or(eq(blocks.blockerId, userId), eq(blocks.blockedId, userId)));
  return new Set(rows.map((r) => (r.blockerId === userId ? r.blockedId : r.blockerId)));
}

/**
 * The same set as blockedIdsEitherWay, as one expression (text[], empty when none), for a statement that
 * reads it with the rest of what it needs: the search reads it with the viewer's own row, one statement
 * instead of two (bench/README.md, "Where the time goes at 50 clients").
 */
export function blockedIdsEitherWaySql(userId: string): SQL<string[]> {
  return sql<string[]>`coalesce((select array_agg(case when own_b.blocker_id = ${userId} then own_b.blocked_id
      else own_b.blocker_id end)::text[] from ${blocks} own_b
      where own_b.blocker_id = ${userId} or own_b.blocked_id = ${userId}), '{}'::text[])`;
}
