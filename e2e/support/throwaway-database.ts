/**
 * Runs a command (a server) on a PostgreSQL database made for it, and drops that database once the command
 * has exited:
 *
 *   DATABASE_URL=postgres://…/down_e2e_123 TEST_DATABASE_URL=postgres://…/postgres \
 *     node --import tsx e2e/support/throwaway-database.ts node --import tsx apps/server/src/main.ts
 *
 * A wrapper rather than Playwright's globalSetup/globalTeardown: Playwright starts its webServers before
 * globalSetup runs and stops them after globalTeardown, so the database would be missing when the first
 * server migrates, and still in use when the teardown drops it. Here the drop waits for the server's own
 * clean exit (the config's webServer.gracefulShutdown sends SIGTERM to the whole process group).
 */
import { spawn } from "node:child_process";
import pg from "pg";

const [command, ...args] = process.argv.slice(2);
const target = process.env.DATABASE_URL;
const admin = process.env.TEST_DATABASE_URL;
if (!command || !target || !admin) {
  console.error("usage: DATABASE_URL=… TEST_DATABASE_URL=… throwaway-database.ts <command> [args…]");
  process.exit(2);
}
const name = new URL(target).pathname.slice(1);
// Interpolated into DDL below: only the names this repository's configs make.
if (!/^down_e2e_[a-z0-9_]+$/.test(name)) {
  console.error(`throwaway-database.ts: refusing database name "${name}" (expected down_e2e_…)`);
  process.exit(2);
}

async function onServer(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

await onServer(`create database ${name}`);
const child = spawn(command, args, { stdio: "inherit" });
// The group's SIGTERM reaches the server too; the wrapper stays alive to drop the database after it.
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => child.kill(signal));
}
const code = await new Promise<number>((resolve) => {
  child.on("exit", (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
  child.on("error", (error) => {
    console.error(error);
    resolve(1);
  });
});
// WITH (FORCE): a second server sharing the database may still be closing its connections.
await onServer(`drop database if exists ${name} with (force)`);
process.exit(code);
