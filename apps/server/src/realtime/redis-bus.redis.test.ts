import { describe, it } from "vitest";
import { busContract } from "./bus-contract";
import { redisBus } from "./redis-bus";

/** Runs in CI's infrastructure pass (`npm run test:infra`), which needs a Redis server in TEST_REDIS_URL. */
const url = process.env.TEST_REDIS_URL;

describe("Redis event bus", () => {
  it("carries a user's events across instances", async () => {
    if (!url) throw new Error("TEST_REDIS_URL must point at a Redis server for this suite");
    await busContract(() => redisBus(url));
  });
});
