import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

/**
 * Tests that spawn processes or measure time: they run alone, after everything else has finished, so the
 * rest of the suite never holds the cores they time (bench/README.md, "Test suite time").
 */
const serialFiles = [
  "apps/server/src/test/security/durability.test.ts", // spawns the real server, kills it with -9
  "apps/server/src/modules/live/ws.limits.test.ts", // a flooding child process; latency bounds
  "apps/server/src/test/security/flood.test.ts", // latency bounds under a flood
  "apps/server/src/adapters/photo-screener.test.ts", // loads the nudity model in a worker (tens of seconds of CPU)
];

/**
 * Server files that replace a module with vi.mock: they need a module graph of their own. Every other server
 * file shares its worker's (bench/README.md, "Test suite time"), so the app's ~600 modules are evaluated once
 * per worker, not once per file: the server project ran in 639 s isolated, 319 s shared.
 */
const mockingFiles = ["apps/server/src/modules/chatbot/chatbot.test.ts"];

/**
 * Web files (under apps/web) that mock a module, count the window's history entries or leave answers held in a
 * module for later requests: each in a window of its own.
 */
const webIsolatedFiles = [
  "src/app/register-service-worker.test.ts",
  "src/features/profile/lib/use-photo-files.test.tsx",
  "src/lib/your-turn.test.ts",
  "src/lib/back-closes.test.tsx", // expects history.length to grow by one from where it starts
  // These leave answers held in a module for whoever asks next: primed GETs the next 10 s of apiRequest calls
  // take instead of fetching (route-prefetch.test saw 3 of its 4 requests), the early session check, the
  // first paint's answers. test-isolation.test.ts lists the calls (HOLDS_STATE).
  "src/app/route-boot.test.ts",
  "src/app/router.test.tsx",
  "src/first-paint/render-first-paint.test.tsx",
  "src/lib/api-client.test.ts",
  "src/lib/auth/auth-provider.test.tsx",
  "src/lib/realtime/reconnecting-socket.test.ts", // its first test needs the event schema not yet loaded
];

const webTest = {
  root: "apps/web",
  environment: "jsdom",
  // A worker thread per file starts faster than a process; jsdom runs the same in either (bench/README.md,
  // "Test suite time": 16 screen files, CPU 81 s → 75 s, wall 325 s → 263 s under load ~20).
  pool: "threads",
  setupFiles: ["src/test/setup.ts"],
  // Screen tests render whole pages in jsdom; on a loaded 2-core runner a first render can pass 5 s.
  testTimeout: 20_000,
} as const;

const serverTest = {
  environment: "node",
  testTimeout: 60_000,
  hookTimeout: 60_000,
  // Migrates once per run; each test app starts from that copy (apps/server/src/test/global-setup.ts).
  globalSetup: ["apps/server/src/test/global-setup.ts"],
  setupFiles: ["apps/server/src/test/each-file-setup.ts"],
} as const;

export default defineConfig({
  test: {
    // Vitest's default leaves one core idle (cores − 1 workers); on a 2-core machine that ran every file
    // one at a time. The test apps wait on their database often enough that one worker per core pays.
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: "common",
          include: ["packages/common/src/**/*.test.ts"],
          environment: "node",
          // Pure functions, no mocks: one module graph per worker instead of one per file (bench/README.md,
          // "Test suite time"); most of this project's time was importing the same modules again.
          isolate: false,
        },
      },
      {
        test: {
          ...serverTest,
          name: "server",
          include: ["apps/server/src/**/*.test.ts"],
          exclude: ["**/*.redis.test.ts", "**/node_modules/**", ...serialFiles, ...mockingFiles],
          // Each file starts its own app on its own database (an embedded one another file gave back emptied,
          // test/pglite-pool.ts); what a file leaves in a module (a test helper's cursor, the geocoder's loaded
          // cities) must not matter to the next file. 639 s isolated, 319 s shared, 97 s with the pool.
          isolate: false,
        },
      },
      {
        test: {
          ...serverTest,
          name: "server-mocks",
          include: mockingFiles,
        },
      },
      {
        test: {
          ...serverTest,
          name: "serial",
          include: serialFiles,
          fileParallelism: false,
          // After every other project in the run (groups run from lowest to highest).
          sequence: { groupOrder: 1 },
        },
      },
      // Needs live services (TEST_REDIS_URL); run by `npm run test:infra` in CI.
      {
        test: {
          ...serverTest,
          name: "infra",
          include: ["apps/server/src/**/*.redis.test.ts"],
        },
      },
      {
        extends: "apps/web/vite.config.ts",
        test: {
          ...webTest,
          name: "web",
          include: ["src/**/*.test.{ts,tsx}"],
          // One jsdom window and module graph per worker, not per file: 190 s → 68 s on this machine, most of it
          // jsdom's start (bench/README.md, "Test suite time").
          isolate: false,
          exclude: [...webIsolatedFiles, "**/node_modules/**"],
        },
      },
      { extends: "apps/web/vite.config.ts", test: { ...webTest, name: "web-isolated", include: webIsolatedFiles } },
    ],
  },
});
