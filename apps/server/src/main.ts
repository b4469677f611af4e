import cluster from "node:cluster";
import { buildApp } from "./app";
import { type AppConfig, loadConfig } from "./config";
import { type Database, openDatabase } from "./db/client";
import { purgeStaleAuthRows, startAuthPurge } from "./modules/auth/auth.service";
import { isEmpty, livingDemoWanted, seedDemoData } from "./seed/demo-seed";

/**
 * Reads config, migrates, seeds demo data on an empty embedded database, listens, shuts down cleanly.
 * With WORKERS > 1 this process becomes the primary: it migrates and seeds once, then forks the workers,
 * which share the port (node:cluster) and each run this same function as worker 1…N.
 */
async function main() {
  const config = loadConfig();
  if (config.workers > 1 && cluster.isPrimary) return primary(config);
  const database = await openDatabase(config);
  // A forked worker finds the database already migrated and seeded by its primary.
  if (config.workerNumber === undefined) await prepare(config, database);
  // One process runs the jobs (reminders, purges) and the living demo: N copies would act N times.
  const leader = config.workerNumber === undefined || config.workerNumber === 1;
  const livingDemo = leader && (await livingDemoWanted(config.demoSeed, database.db));
  const app = await buildApp(config, { database, livingDemo, jobs: leader });
  if (leader) {
    // Here rather than in buildApp: one purge per server, none in every test app.
    const stopPurge = startAuthPurge(
      () => purgeStaleAuthRows(database.db),
      (error) => app.log.error({ err: error }, "purging expired sessions and old codes failed"),
    );
    app.addHook("onClose", async () => stopPurge());
  }
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  await app.listen({ port: config.port, host: config.host });
}

async function prepare(config: AppConfig, database: Database) {
  await database.migrate();
  const seedWanted = config.demoSeed ?? database.driver === "pglite";
  if (seedWanted && (await isEmpty(database.db))) {
    const started = Date.now();
    const n = await seedDemoData(database.db);
    console.log(`Seeded ${n} demo people near Nashville in ${Date.now() - started} ms`);
  }
}

/**
 * Migrates and seeds, then keeps `config.workers` workers running: one that dies after it was serving is
 * replaced (same number, so worker 1 keeps the jobs); one that dies before it ever listened means the
 * start itself fails, and the whole server stops rather than retrying forever.
 */
async function primary(config: AppConfig) {
  const database = await openDatabase(config);
  await prepare(config, database);
  await database.close();
  console.log(`Starting ${config.workers} workers on port ${config.port}`);
  let closing = false;
  const running = new Set<number>();
  const stopAll = (signal: NodeJS.Signals, code: number) => {
    if (closing) return;
    closing = true;
    process.exitCode = code;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
  };
  const fork = (n: number) => {
    const worker = cluster.fork({ DOWN_WORKER: String(n) });
    let listening = false;
    running.add(worker.id);
    worker.on("listening", () => {
      listening = true;
    });
    worker.on("exit", (code, signal) => {
      running.delete(worker.id);
      if (closing) {
        if (running.size === 0) process.exit();
        return;
      }
      if (!listening) {
        console.error(`Worker ${n} stopped before it could serve (${signal ?? `exit ${code}`}); stopping.`);
        stopAll("SIGTERM", 1);
        if (running.size === 0) process.exit();
        return;
      }
      console.error(`Worker ${n} stopped (${signal ?? `exit ${code}`}); starting another.`);
      fork(n);
    });
  };
  for (let n = 1; n <= config.workers; n++) fork(n);
  process.on("SIGINT", () => stopAll("SIGINT", 0));
  process.on("SIGTERM", () => stopAll("SIGTERM", 0));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
