import { availableParallelism } from "node:os";
import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";

describe("configuration", () => {
  it("defaults to port 3000, ./data and the embedded database", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.twilio).toBeUndefined();
  });

  it("refuses to start in production without an SMS provider, saying why", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(/SMS provider.*TWILIO_ACCOUNT_SID/);
  });

  it("starts in production once Twilio is configured", () => {
    const config = loadConfig({
      NODE_ENV: "production",
      TWILIO_ACCOUNT_SID: "AC1",
      TWILIO_AUTH_TOKEN: "t",
      TWILIO_FROM: "+16155550100",
    });
    expect(config.twilio).toEqual({ accountSid: "AC1", authToken: "t", from: "+16155550100" });
  });

  it("runs one worker on the embedded database, one per core on PostgreSQL with Redis (WORKERS)", () => {
    const pg = "postgres://db/down";
    expect(loadConfig({}).workers).toBe(1);
    expect(loadConfig({ DATABASE_URL: pg }).workers).toBe(1);
    expect(loadConfig({ DATABASE_URL: pg, REDIS_URL: "redis://r" }).workers).toBe(availableParallelism());
    expect(loadConfig({ DATABASE_URL: pg, REDIS_URL: "redis://r", WORKERS: "3" }).workers).toBe(3);
    expect(() => loadConfig({ WORKERS: "2" })).toThrow(/WORKERS > 1 needs PostgreSQL/);
    expect(() => loadConfig({ DATABASE_URL: pg, WORKERS: "2" })).toThrow(/WORKERS > 1 needs REDIS_URL/);
    // Worker 1 of N writes the matching snapshot; the others only read it.
    expect(loadConfig({ DOWN_WORKER: "1" }).matchingSnapshot.write).toBe(true);
    expect(loadConfig({ DOWN_WORKER: "2" }).matchingSnapshot.write).toBe(false);
  });

  it("names the bad setting", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/PORT/);
  });

  it("reads MODERATOR_PHONES in any format as E.164, and refuses a typo", () => {
    expect([...loadConfig({ MODERATOR_PHONES: "(615) 555-0199, +1 615 555 0100," }).moderatorPhones]).toEqual([
      "+16155550199",
      "+16155550100",
    ]);
    expect(loadConfig({}).moderatorPhones.size).toBe(0);
    expect(() => loadConfig({ MODERATOR_PHONES: "12" })).toThrow(/MODERATOR_PHONES/);
  });

  it("refuses to start with Instagram or Spotify but no PUBLIC_URL, since the redirect URI would follow the request's Host", () => {
    const spotify = {
      SPOTIFY_CLIENT_ID: "id",
      SPOTIFY_CLIENT_SECRET: "secret",
      TOKEN_ENCRYPTION_KEY: Buffer.alloc(32, 1).toString("base64"),
    };
    expect(() => loadConfig(spotify)).toThrow(/PUBLIC_URL/);
    expect(loadConfig({ ...spotify, PUBLIC_URL: "https://down.example/" }).publicUrl).toBe("https://down.example");
    // Without a provider, nothing needs it.
    expect(loadConfig({}).publicUrl).toBeUndefined();
  });

  it("reads UPLOADS_PER_HOUR, 30 by default", () => {
    expect(loadConfig({}).limits.uploadsPerHour).toBe(30);
    expect(loadConfig({ UPLOADS_PER_HOUR: "5" }).limits.uploadsPerHour).toBe(5);
    expect(() => loadConfig({ UPLOADS_PER_HOUR: "0" })).toThrow(/UPLOADS_PER_HOUR/);
  });
});
