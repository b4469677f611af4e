import { type SQL, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { rowsOf as rowsIn } from "../modules/messages/messages.repo";
import { createTestApp, signInReady, testDb } from "./test-app";

const rowsOf = async <T>(app: FastifyInstance, query: SQL) => (await rowsIn<T>(testDb(app), query)).rows;

/** Every public table's row count, as a test app sees its database. */
async function contents(app: FastifyInstance): Promise<Record<string, number>> {
  const tables = await rowsOf<{ name: string }>(
    app,
    sql`select quote_ident(tablename) as name from pg_tables where schemaname = 'public' order by 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await rowsOf<{ n: number }>(app, sql.raw(`select count(*)::int as n from ${name}`));
    counts[name] = row?.n ?? -1;
  }
  return counts;
}

describe.skipIf(process.env.TEST_DATABASE_URL)("a test app's embedded database (test/pglite-pool.ts)", () => {
  it("starts empty even when an earlier app of this worker used it", async () => {
    const first = await createTestApp();
    const empty = await contents(first);
    expect(Object.keys(empty).length).toBeGreaterThan(30);
    expect(Object.values(empty).every((n) => n === 0)).toBe(true);
    await signInReady(first); // a user, a session, a profile and the journal rows its triggers write
    const used = await contents(first);
    expect(used.users).toBe(1);
    expect(used.matching_changes).toBeGreaterThan(0);
    await first.close();

    const second = await createTestApp();
    expect(await contents(second)).toEqual(empty);
    const [journal] = await rowsOf<{ seq: string }>(second, sql`select nextval('matching_changes_seq_seq') as seq`);
    expect(Number(journal?.seq)).toBe(1);
    await second.close();
  });
});
