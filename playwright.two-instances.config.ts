import { randomInt } from "node:crypto";
import { defineConfig } from "@playwright/test";
import type { SecondInstanceOptions } from "./e2e/support/second-instance";
import base from "./playwright.config";

/**
 * The chat journey with its two people on two server instances: one PostgreSQL database (made for the run
 * and dropped after it) and one Redis carrying the realtime events between the instances. Needs the web
 * app already built (apps/web/dist, or WEB_DIST) and PostgreSQL and Redis running:
 *   TEST_DATABASE_URL (a server's admin URL; default postgres://postgres:postgres@127.0.0.1:5432/postgres)
 *   TEST_REDIS_URL (default redis://127.0.0.1:6379)
 */
const firstPort = Number(process.env.E2E_PORT ?? 3100);
const secondPort = firstPort + 1;
const server = process.env.TEST_DATABASE_URL ?? "postgres://postgres:postgres@127.0.0.1:5432/postgres";
const redisUrl = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const databaseUrl = new URL(server);
databaseUrl.pathname = `/down_e2e_${process.pid}_${randomInt(1_000_000)}`;

function instanceEnv(port: number): Record<string, string> {
  return {
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: `/tmp/down-e2e-two-${process.pid}-${port}`,
    NODE_ENV: "development",
    DATABASE_URL: databaseUrl.toString(),
    TEST_DATABASE_URL: server,
    REDIS_URL: redisUrl,
    // The journey signs up its own people; demo people would also act on their own (the living demo).
    DEMO_SEED: "0",
    // One process per instance: the point is two instances, not node:cluster inside each.
    WORKERS: "1",
    MATCHING_SNAPSHOT: "off",
    OTP_SEND_PER_IP_PER_HOUR: "1000",
    OTP_RESEND_COOLDOWN_SECONDS: "0",
  };
}

const serverCommand = "node --import tsx apps/server/src/main.ts";

export default defineConfig<SecondInstanceOptions>({
  ...base,
  testMatch: "messages.spec.ts",
  use: {
    ...base.use,
    baseURL: `http://127.0.0.1:${firstPort}`,
    secondBaseURL: `http://127.0.0.1:${secondPort}`,
  },
  // Playwright starts these in order, each once the one before answers its url: the first creates the
  // database and migrates it, so the second finds it ready. They stop in reverse order.
  webServer: [
    {
      name: "instance 1",
      command: `node --import tsx e2e/support/throwaway-database.ts ${serverCommand}`,
      url: `http://127.0.0.1:${firstPort}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
      env: instanceEnv(firstPort),
    },
    {
      name: "instance 2",
      command: serverCommand,
      url: `http://127.0.0.1:${secondPort}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
      env: instanceEnv(secondPort),
    },
  ],
});
