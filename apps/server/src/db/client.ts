import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { Logger } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema";

export type Schema = typeof schema;
/** Both drivers share this surface; services and repos only see it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface Database {
  db: Db;
  driver: "pglite" | "pg";
  /** Applies the migrations not yet applied; a test may point at a copy that stops at an older one. */
  migrate(folder?: string): Promise<void>;
  /** The PostgreSQL pool's connections, for GET /metrics; undefined on the embedded database. */
  pool?(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

export const migrationsFolder = path.join(import.meta.dirname, "migrations");

/**
 * `logger` sees every statement either driver runs (tests count the queries a path costs with it).
 * `snapshot` starts an in-memory PGlite from a dumped data directory (PGlite's `dumpDataDir`) instead of an
 * empty cluster: the tests' migrated copy (test/global-setup.ts), so each test app skips initdb and the
 * migrations (bench/README.md, "Test suite time").
 */
export async function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
  logger?: Logger;
  snapshot?: Blob;
  /** An open in-memory PGlite to use instead of starting one (the tests' pool, test/pglite-pool.ts). */
  pglite?: PGlite;
}): Promise<Database> {
  const { databaseUrl } = options;
  if (databaseUrl && !databaseUrl.startsWith("memory://")) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 20 });
    const db = drizzlePg(pool, { schema, logger: options.logger });
    return {
      db: db as unknown as Db,
      driver: "pg",
      migrate: (folder = migrationsFolder) => migratePg(db, { migrationsFolder: folder }),
      pool: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: () => pool.end(),
    };
  }
  let dir: string | undefined;
  if (!databaseUrl) {
    dir = path.join(options.dataDir, "db");
    mkdirSync(dir, { recursive: true });
  }
  // Here a databaseUrl can only be memory://, the one place a snapshot is loaded.
  const client =
    options.pglite ??
    (databaseUrl && options.snapshot
      ? await PGlite.create({ loadDataDir: options.snapshot })
      : await PGlite.create(dir));
  const db = drizzlePglite(client, { schema, logger: options.logger });
  return {
    db: db as unknown as Db,
    driver: "pglite",
    migrate: (folder = migrationsFolder) => migratePglite(db, { migrationsFolder: folder }),
    close: () => client.close(),
  };
}
