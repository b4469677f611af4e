import { createHash, randomInt } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { rename, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { migrationsFolder, openDatabase } from "../db/client";

declare module "vitest" {
  export interface ProvidedContext {
    /** A file holding an in-memory PGlite's data directory after every migration (PGlite's dumpDataDir). */
    pgliteSnapshot: string;
    /** On TEST_DATABASE_URL's server: a migrated database each test database is copied from. */
    postgresTemplate: string;
  }
}

/**
 * Migrates once per run instead of once per test app. Initialising a PGlite cluster and applying the
 * migrations cost several seconds per app, on each of ~100 apps; loading the migrated data directory costs
 * a fraction of that, and on PostgreSQL `create database … template` copies a migrated database instead of
 * replaying the migrations (bench/README.md, "Test suite time"). test-app.ts still runs the migrator
 * after loading, so a stale snapshot can never hide a migration.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  project.provide("pgliteSnapshot", await pgliteSnapshot());
  const server = process.env.TEST_DATABASE_URL;
  if (!server) {
    project.provide("postgresTemplate", "");
    return async () => {};
  }
  const template = await postgresTemplate(server);
  project.provide("postgresTemplate", template);
  return async () => {
    const admin = new pg.Client({ connectionString: server });
    await admin.connect();
    await admin.query(`drop database if exists ${template} with (force)`);
    await admin.end();
  };
}

/**
 * The snapshot is cached in the temp directory under a hash of the migrations and the PGlite version, so a
 * run after the first one only reads it; a run that changes a migration makes a new one.
 */
async function pgliteSnapshot(): Promise<string> {
  const file = path.join(tmpdir(), `down-test-pglite-${migrationsHash()}.tar`);
  if (existsSync(file)) return file;
  const client = await PGlite.create();
  await migrate(drizzle(client), { migrationsFolder });
  const dump = await client.dumpDataDir("none");
  await client.close();
  // Written aside and renamed: a parallel run (or another worktree) never reads a half-written file.
  const partial = `${file}.${process.pid}.${randomInt(1_000_000)}`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, file);
  return file;
}

async function postgresTemplate(server: string): Promise<string> {
  const name = `down_template_${process.pid}_${randomInt(1_000_000_000)}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: tmpdir() });
  await database.migrate();
  await database.close();
  return name;
}

function migrationsHash(): string {
  const hash = createHash("sha256");
  // The dump's format belongs to the PGlite release that wrote it (its entry sits in dist/).
  const pglite = path.join(path.dirname(createRequire(import.meta.url).resolve("@electric-sql/pglite")), "..");
  hash.update(readFileSync(path.join(pglite, "package.json")));
  for (const folder of [migrationsFolder, path.join(migrationsFolder, "meta")]) {
    for (const name of readdirSync(folder).sort()) {
      if (name.endsWith(".sql") || name.endsWith(".json"))
        hash.update(name).update(readFileSync(path.join(folder, name)));
    }
  }
  return hash.digest("hex").slice(0, 16);
}
