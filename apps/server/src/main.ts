import { buildApp } from "./app";
import { loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { purgeStaleAuthRows, startAuthPurge } from "./modules/auth/auth.service";
import { isEmpty, livingDemoWanted, seedDemoData } from "./seed/demo-seed";

/** Reads config, migrates, seeds demo data on an empty embedded database, listens, shuts down cleanly. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase(config);
  await database.migrate();
  const seedWanted = config.demoSeed ?? database.driver === "pglite";
  if (seedWanted && (await isEmpty(database.db))) {
    const started = Date.now();
    const n = await seedDemoData(database.db);
    console.log(`Seeded ${n} demo people near Nashville in ${Date.now() - started} ms`);
  }
  const livingDemo = await livingDemoWanted(config.demoSeed, database.db);
  const app = await buildApp(config, { database, livingDemo, jobs: true });
  // Here rather than in buildApp: one purge per server process, none in every test app.
  const stopPurge = startAuthPurge(
    () => purgeStaleAuthRows(database.db),
    (error) => app.log.error({ err: error }, "purging expired sessions and old codes failed"),
  );
  app.addHook("onClose", async () => stopPurge());
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

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
