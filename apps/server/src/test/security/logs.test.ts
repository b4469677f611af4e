import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { loadConfig } from "../../config";
import { openDatabase } from "../../db/client";
import { type SignedIn, scratchDatabaseUrl, signIn } from "../test-app";

/**
 * Issue 6, finding 2: "the raw input lands in the log". The app is built with its real logger (tests
 * otherwise run silent), and every line it writes is kept here to be searched for what the client sent.
 */
let app: FastifyInstance;
let drop: () => Promise<void>;
let database: Awaited<ReturnType<typeof openDatabase>>;
let me: SignedIn;
const lines: string[] = [];

/**
 * Fastify's logger is pino, whose request loggers are children that reach the root's stream through the
 * prototype chain; pointing the root's stream at an array captures every line without a build option
 * that exists only for tests.
 */
function captureLogs(instance: FastifyInstance) {
  const logger = instance.log as unknown as Record<symbol, unknown>;
  const streamSymbol = Object.getOwnPropertySymbols(logger).find((s) => s.description === "pino.stream");
  if (!streamSymbol) throw new Error("pino's stream symbol is gone: capture the log another way");
  logger[streamSymbol] = { write: (line: string) => lines.push(line) };
}

beforeAll(async () => {
  const scratch = await scratchDatabaseUrl();
  drop = scratch.drop;
  const config = loadConfig({
    NODE_ENV: "test",
    OTP_SEND_PER_IP_PER_HOUR: "100000",
    OTP_SEND_PER_PHONE_PER_HOUR: "100000",
    OTP_RESEND_COOLDOWN_SECONDS: "0",
    SPOTIFY_CLIENT_ID: "client",
    SPOTIFY_CLIENT_SECRET: "secret",
    PUBLIC_URL: "http://down.test",
    TOKEN_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString("base64"),
    DATABASE_URL: scratch.url,
  });
  database = await openDatabase(config);
  await database.migrate();
  app = await buildApp(config, { database, logger: true });
  captureLogs(app);
  me = await signIn(app);
});
afterAll(async () => {
  await app.close();
  await database.close();
  await drop();
});
beforeEach(() => {
  lines.length = 0;
});

const logText = () => lines.join("");

describe("the log never holds what a client sent", () => {
  it("is really capturing: a request leaves a line", async () => {
    await app.inject({ method: "GET", url: "/api/health" });
    expect(logText()).toContain("/api/health");
  });

  it("leaves a body with a NUL byte out of the log (400)", async () => {
    const res = await app.inject({
      method: "PATCH",
      url: `/api/profiles/${me.id}`,
      headers: { cookie: me.cookie },
      payload: { bio: "secret-bio-7f3a\u0000" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe("validation_failed");
    expect(lines.length).toBeGreaterThan(0);
    expect(logText()).not.toContain("secret-bio-7f3a");
  });

  it("refuses a NUL in the provider's callback query with 400", async () => {
    const res = await app.inject({
      method: "GET",
      url: "/auth/spotify/callback?code=abc%00def&state=s",
      headers: { cookie: me.cookie },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe("validation_failed");
  });

  it("logs a callback's path but never its query (the provider's code and state)", async () => {
    await app.inject({
      method: "GET",
      url: "/auth/spotify/callback?code=oauth-code-5d1e&state=oauth-state-88aa",
      headers: { cookie: me.cookie },
    });
    expect(logText()).toContain("/auth/spotify/callback");
    expect(logText()).not.toContain("oauth-code-5d1e");
    expect(logText()).not.toContain("oauth-state-88aa");
  });

  it("still takes the callback's extra provider parameters (not strict, on purpose)", async () => {
    const res = await app.inject({
      method: "GET",
      url: "/auth/spotify/callback?code=abc&state=s&scope=user-top-read&iss=https%3A%2F%2Faccounts.spotify.com",
      headers: { cookie: me.cookie },
    });
    // No sealed state cookie, so it lands back on the profile as expired: parsed, not refused.
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toContain("connect=expired");
  });

  it("logs a database failure (500) without the values of the failed query", async () => {
    // The feedback table goes away under the running app, so the insert fails inside the database.
    await database.db.execute(sql`alter table feedback rename to feedback_gone`);
    try {
      lines.length = 0;
      const res = await app.inject({
        method: "POST",
        url: "/api/feedback",
        headers: { cookie: me.cookie },
        payload: { message: "secret-feedback-91bc" },
      });
      expect(res.statusCode).toBe(500);
      expect(res.json().error).toEqual({
        code: "internal",
        message: "Something went wrong on our side. Please try again.",
      });
      expect(res.body).not.toContain("feedback_gone");
      // The failure is logged (someone must see it), but not the person's words.
      expect(logText()).toMatch(/"level":50/);
      // Enough to find the fault: the statement with placeholders and PostgreSQL's code (undefined table).
      expect(logText()).toContain('insert into \\"feedback\\"');
      expect(logText()).toContain('"code":"42P01"');
      expect(logText()).not.toContain("secret-feedback-91bc");
    } finally {
      await database.db.execute(sql`alter table feedback_gone rename to feedback`);
    }
  });
});
