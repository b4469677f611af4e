import { randomInt } from "node:crypto";
import { readFile } from "node:fs/promises";
import { toE164 } from "@down/common/phone";
import type { Logger } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import pg from "pg";
import { inject } from "vitest";
import { type BuildOptions, buildApp } from "../app";
import { loadConfig } from "../config";
import { type Db, openDatabase } from "../db/client";
import { matchRequests } from "../db/schema";
import { egressGuard, type Resolver } from "../lib/egress";
import { givePgliteBack, leasePglite } from "./pglite-pool";

/**
 * The app on a real database: in-memory PGlite by default, or the PostgreSQL in TEST_DATABASE_URL
 * (CI runs the same suite on both), started from the run's migrated copy (test/global-setup.ts; the
 * migrator still runs and finds nothing to do); on PGlite the database may be one an earlier app of the worker
 * gave back, emptied (test/pglite-pool.ts). Each file gets its own app; tests use fresh phone numbers, so
 * they never depend on each other's rows. `options.sms` stands in for a real SMS provider;
 * `options.bus` lets a test listen to the events published after commits; `options.queryLogger` sees every
 * statement (to count what a path costs). Tests never ask DNS: the egress guard's resolver knows no name
 * unless `options.egress` brings a fake one (lib/egress.test.ts).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: Pick<BuildOptions, "sms" | "pushSender" | "egress" | "bus" | "livingDemo"> & { queryLogger?: Logger } = {},
): Promise<FastifyInstance> {
  const { queryLogger, ...buildOptions } = options;
  const scratch = await scratchDatabaseUrl({ migrated: true });
  const config = loadConfig({
    NODE_ENV: "test",
    OTP_SEND_PER_IP_PER_HOUR: "100000",
    OTP_SEND_PER_PHONE_PER_HOUR: "100000",
    OTP_SEND_PER_PHONE_PER_15_MINUTES: "100000",
    OTP_RESEND_COOLDOWN_SECONDS: "0",
    ...env,
    DATABASE_URL: scratch.url,
  });
  // On the embedded database, a database an earlier app of this worker gave back, emptied (test/pglite-pool.ts).
  const pglite =
    scratch.url === "memory://" && (await migratedSnapshot()) ? await leasePglite(migratedSnapshot) : undefined;
  const database = await openDatabase({ ...config, logger: queryLogger, pglite });
  await database.migrate();
  const egress = egressGuard({ resolve: noDns, allowLoopback: config.allowLocalPushEndpoints });
  const app = await buildApp(config, { egress, ...buildOptions, database, logger: false });
  databases.set(app, database.db);
  app.addHook("onClose", async () => {
    await (pglite ? givePgliteBack(pglite) : database.close());
    await scratch.drop();
  });
  return app;
}

const noDns: Resolver = async (hostname) => {
  throw new Error(`tests do not resolve ${hostname}; pass options.egress with a fake resolver`);
};

const databases = new WeakMap<FastifyInstance, Db>();
/** The test app's database, for arranging rows a scenario needs. */
export function testDb(app: FastifyInstance): Db {
  const db = databases.get(app);
  if (!db) throw new Error("not a test app");
  return db;
}

let snapshot: Promise<Blob | undefined> | undefined;
/** The migrated PGlite data directory global-setup.ts wrote, read once per file (none outside that setup). */
function migratedSnapshot(): Promise<Blob | undefined> {
  snapshot ??= (async () => {
    const file = providedOrEmpty("pgliteSnapshot");
    return file ? new Blob([await readFile(file)]) : undefined;
  })();
  return snapshot;
}

function providedOrEmpty(key: "pgliteSnapshot" | "postgresTemplate"): string {
  try {
    return inject(key) ?? "";
  } catch {
    return ""; // outside a vitest worker: no provided context
  }
}

/**
 * In-memory PGlite, or a throwaway database on the PostgreSQL server in TEST_DATABASE_URL: empty, or with
 * `migrated` a copy of the run's migrated template (global-setup.ts) when there is one. A migration test
 * wants it empty, to migrate it itself.
 */
export async function scratchDatabaseUrl(
  options: { migrated?: boolean } = {},
): Promise<{ url: string; drop: () => Promise<void> }> {
  const server = process.env.TEST_DATABASE_URL;
  if (!server) return { url: "memory://", drop: async () => {} };
  const name = `down_test_${process.pid}_${randomInt(1_000_000_000)}`;
  const template = options.migrated ? providedOrEmpty("postgresTemplate") : "";
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: server });
      await client.connect();
      // pool.end() resolves while its backends are still exiting; forcing the drop then sends them a
      // "terminating connection" error that their closing clients raise as an uncaught exception.
      for (let tries = 0; tries < 50; tries++) {
        const { rows } = await client.query("select count(*)::int as n from pg_stat_activity where datname = $1", [
          name,
        ]);
        if (rows[0].n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

const usedPhones = new Set<string>();
/** A valid, unique US number per call, so suites can share one database without colliding. */
export function freshPhone(): string {
  for (;;) {
    const phone = `+1615${randomInt(2_000_000, 10_000_000)}`;
    if (!usedPhones.has(phone) && toE164(phone) === phone) {
      usedPhones.add(phone);
      return phone;
    }
  }
}

let ipCounter = 0;
export function freshIp(): string {
  ipCounter += 1;
  return `10.${process.pid % 250}.${Math.floor(ipCounter / 250) % 250}.${ipCounter % 250}`;
}

export interface SignedIn {
  id: string;
  phone: string;
  cookie: string;
  isNewUser: boolean;
}

export async function signIn(app: FastifyInstance, phone = freshPhone()): Promise<SignedIn> {
  // A code is checked only from the address that asked for it (docs/decisions/001).
  const remoteAddress = freshIp();
  const sent = await app.inject({ method: "POST", url: "/api/auth/send-otp", payload: { phone }, remoteAddress });
  const { devOtp } = sent.json<{ devOtp: string }>();
  const verified = await app.inject({
    method: "POST",
    url: "/api/auth/verify-otp",
    payload: { phone, otp: devOtp },
    remoteAddress,
  });
  if (verified.statusCode !== 200) throw new Error(`sign-in failed: ${verified.body}`);
  const user = verified.json<{ id: string; isNewUser: boolean }>();
  return { id: user.id, phone, cookie: sessionCookie(verified), isNewUser: user.isNewUser };
}

export function sessionCookie(response: LightMyRequestResponse): string {
  const sid = response.cookies.find((c) => c.name === "sid");
  if (!sid) throw new Error("no session cookie");
  return `sid=${sid.value}`;
}

/**
 * Signs in someone whose profile has what searching, match requests and chats need (a name and an adult
 * age), as most scenarios assume; `signIn` alone leaves the profile as a brand-new person's.
 */
export async function signInReady(app: FastifyInstance, phone = freshPhone()): Promise<SignedIn> {
  const user = await signIn(app, phone);
  const res = await app.inject({
    method: "PATCH",
    url: `/api/profiles/${user.id}`,
    headers: { cookie: user.cookie },
    payload: { name: "Test", age: 30 },
  });
  if (res.statusCode !== 200) throw new Error(`profile not saved: ${res.body}`);
  return user;
}

/**
 * `x` and `y` matched, written straight as the two 'matched' rows a second match request leaves, for tests
 * about what comes after a match (the match request itself is raced in parallel-cases.ts).
 */
export async function matchedRows(db: Db, x: SignedIn, y: SignedIn): Promise<void> {
  const matchedAt = new Date();
  await db.insert(matchRequests).values([
    { fromUserId: x.id, toUserId: y.id, status: "matched", matchedAt },
    { fromUserId: y.id, toUserId: x.id, status: "matched", matchedAt },
  ]);
}
