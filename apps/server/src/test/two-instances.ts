import type { FastifyInstance } from "fastify";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import { openDatabase } from "../db/client";
import { scratchDatabaseUrl } from "./test-app";

export interface TwoInstances {
  a: FastifyInstance;
  b: FastifyInstance;
  /** Closes both instances, then drops the scratch database they share. */
  close: () => Promise<void>;
}

/**
 * Two instances of the app on one scratch PostgreSQL database and the Redis in TEST_REDIS_URL, as
 * behind a load balancer: each has its own pool, bus connection and in-memory state, so anything
 * that reaches B from A went through the database or the bus. Only A migrates, as in a deploy.
 */
export async function twoInstances(): Promise<TwoInstances> {
  const redisUrl = process.env.TEST_REDIS_URL;
  const dbServer = process.env.TEST_DATABASE_URL;
  if (!redisUrl || !dbServer) throw new Error("TEST_REDIS_URL and TEST_DATABASE_URL must be set for this suite");
  const scratch = await scratchDatabaseUrl();
  let a: FastifyInstance | undefined;
  let b: FastifyInstance | undefined;
  const close = async () => {
    await a?.close();
    await b?.close();
    await scratch.drop();
  };
  try {
    const config = loadConfig({
      NODE_ENV: "test",
      OTP_SEND_PER_IP_PER_HOUR: "100000",
      OTP_SEND_PER_PHONE_PER_HOUR: "100000",
      OTP_SEND_PER_PHONE_PER_15_MINUTES: "100000",
      OTP_RESEND_COOLDOWN_SECONDS: "0",
      DATABASE_URL: scratch.url,
      REDIS_URL: redisUrl,
    });
    const first = await openDatabase(config);
    await first.migrate();
    const second = await openDatabase(config);
    a = await buildApp(config, { database: first, logger: false });
    b = await buildApp(config, { database: second, logger: false });
    a.addHook("onClose", () => first.close());
    b.addHook("onClose", () => second.close());
    return { a, b, close };
  } catch (error) {
    // A half-built pair would otherwise keep the scratch database (and its connections) alive.
    await close();
    throw error;
  }
}
