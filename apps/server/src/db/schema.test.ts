import { type SQL, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp, testDb } from "../test/test-app";

let app: FastifyInstance;
// Both drivers (PGlite and node-postgres) answer raw SQL with { rows }.
const selectRows = async <T>(query: SQL) => ((await testDb(app).execute(query)) as { rows: T[] }).rows;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

it("gives every foreign key an index that starts with it, so deleting an account never scans a table", async () => {
  const rows = await selectRows<{ fk: string }>(sql`
    select c.conrelid::regclass::text || '.' || a.attname as fk
    from pg_constraint c
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
    where c.contype = 'f'
      and not exists (select 1 from pg_index i where i.indrelid = c.conrelid and i.indkey[0] = c.conkey[1])
    order by 1`);
  expect(rows.map((r) => r.fk)).toEqual([]);
  const all = await selectRows<{ n: number }>(sql`select count(*)::int as n from pg_constraint where contype = 'f'`);
  expect(all[0]!.n).toBeGreaterThan(20);
});
