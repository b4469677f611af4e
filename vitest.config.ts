import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      { test: { name: "common", include: ["packages/common/src/**/*.test.ts"], environment: "node" } },
      {
        test: {
          name: "server",
          include: ["apps/server/src/**/*.test.ts"],
          exclude: ["**/*.redis.test.ts", "**/node_modules/**"],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      // Needs live services (TEST_REDIS_URL); run by `npm run test:infra` in CI.
      {
        test: {
          name: "infra",
          include: ["apps/server/src/**/*.redis.test.ts"],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: "apps/web/vite.config.ts",
        test: {
          name: "web",
          root: "apps/web",
          include: ["src/**/*.test.{ts,tsx}"],
          environment: "jsdom",
          setupFiles: ["src/test/setup.ts"],
          // Screen tests render whole pages in jsdom; on a loaded 2-core runner a first render can pass 5 s.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
