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

interface Shape {
  /** Every public table, sequence and trigger, as one string to compare. */
  signature: string;
  tables: string[];
  sequences: string[];
}

/** The migrated copy's shape, read from the first database loaded from it. */
let migrated: Promise<Shape> | undefined;

export async function leasePglite(snapshot: () => Promise<Blob | undefined>): Promise<PGlite> {
  const reused = idle.pop();
  if (reused) return reused;
  const client = await PGlite.create({ loadDataDir: await snapshot() });
  migrated ??= shapeOf(client);
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
    const shape = await migrated;
    if (!shape || (await shapeOf(client)).signature !== shape.signature) return false;
    // As a replica, PostgreSQL skips triggers and foreign-key checks, so the tables empty in any order and
    // the journal triggers write nothing; every table of the migrated copy is empty (pglite-pool.test.ts).
    await client.exec(
      [
        "set session_replication_role = replica",
        ...shape.tables.map((name) => `delete from ${name}`),
        ...shape.sequences.map((name) => `alter sequence ${name} restart`),
        "reset session_replication_role",
      ].join(";\n"),
    );
    return true;
  } catch {
    return false;
  }
}

async function shapeOf(client: PGlite): Promise<Shape> {
  const { rows } = await client.query<{ kind: string; name: string }>(
    `select 'table' as kind, quote_ident(tablename) as name from pg_tables where schemaname = 'public'
     union all select 'sequence', quote_ident(sequencename) from pg_sequences where schemaname = 'public'
     union all select 'trigger', quote_ident(tgname) from pg_trigger where not tgisinternal
     order by 1, 2`,
  );
  const named = (kind: string) => rows.filter((row) => row.kind === kind).map((row) => row.name);
  return {
    signature: rows.map((row) => `${row.kind} ${row.name}`).join(", "),
    tables: named("table"),
    sequences: named("sequence"),
  };
}
