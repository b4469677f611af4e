import { PGlite } from "@electric-sql/pglite";

/**
 * In-memory PGlite databases a closed test app gave back, emptied to the migrated state, for the next test
 * app in this worker. Loading the migrated data directory is ~0.9 s of a test app's ~1.2 s start; emptying a
 * used database takes a few tens of milliseconds (bench/README.md, "Test suite time", fourth pass). The
 * server project shares one module graph per worker (vitest.config.ts), so the pool outlives the file that
 * filled it; a file of its own still reuses within itself.
 */
const idle: PGlite[] = [];
/** Files open a handful of apps at once at most; more idle databases would only hold memory. */
const MAX_IDLE = 2;

/** The public tables and sequences of the migrated copy, as the first database loaded from it had them. */
let migratedShape: Promise<string> | undefined;

export async function leasePglite(snapshot: () => Promise<Blob | undefined>): Promise<PGlite> {
  const reused = idle.pop();
  if (reused) return reused;
  const client = await PGlite.create({ loadDataDir: await snapshot() });
  migratedShape ??= shape(client);
  return client;
}

/**
 * Empties every public table and restarts every sequence, then keeps the database for the next lease, unless
 * enough are kept already or the test changed the schema (then the database is closed, never reused).
 */
export async function givePgliteBack(client: PGlite): Promise<void> {
  if (idle.length >= MAX_IDLE || !(await emptied(client))) {
    await client.close();
    return;
  }
  idle.push(client);
}

async function emptied(client: PGlite): Promise<boolean> {
  try {
    if ((await shape(client)) !== (await migratedShape)) return false;
    const { rows: tables } = await client.query<{ name: string }>(
      "select quote_ident(tablename) as name from pg_tables where schemaname = 'public'",
    );
    const { rows: sequences } = await client.query<{ name: string }>(
      "select quote_ident(sequencename) as name from pg_sequences where schemaname = 'public'",
    );
    // As a replica, PostgreSQL skips triggers and foreign-key checks, so the tables empty in any order and
    // the journal triggers write nothing; every table of the migrated copy is empty (pglite-pool.test.ts).
    await client.exec(
      [
        "set session_replication_role = replica",
        ...tables.map(({ name }) => `delete from ${name}`),
        ...sequences.map(({ name }) => `alter sequence ${name} restart`),
        "reset session_replication_role",
      ].join(";\n"),
    );
    return true;
  } catch {
    return false;
  }
}

async function shape(client: PGlite): Promise<string> {
  const { rows } = await client.query<{ shape: string }>(
    `select string_agg(kind || ' ' || name, ', ' order by kind, name) as shape from (
       select 'table' as kind, tablename as name from pg_tables where schemaname = 'public'
       union all select 'sequence', sequencename from pg_sequences where schemaname = 'public'
       union all select 'trigger', tgname from pg_trigger where not tgisinternal
     ) parts`,
  );
  return rows[0]?.shape ?? "";
}
