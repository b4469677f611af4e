import { defineConfig } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = `/tmp/down-e2e-${process.pid}`;

export default defineConfig({
  testDir: "e2e",
  testMatch: "**/*.spec.ts",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
    trace: "off",
    screenshot: "only-on-failure",
  },
  webServer: {
    command: `rm -rf ${dataDir} && node --import tsx apps/server/src/main.ts`,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      NODE_ENV: "development",
      DEMO_SEED: "1",
      // The living demo's fast clock: e2e/first-date.spec.ts waits for a demo date to pass.
      DEMO_DATE_SECONDS: "20",
      // Share My Date's check-in: "Are you OK?" waits 5 s (not 30 min) and the job runs every 2 s, so
      // e2e/share-my-date.spec.ts sees an unanswered check-in text the contact within the test.
      CHECK_IN_ANSWER_SECONDS: "5",
      CHECK_IN_EVERY_SECONDS: "2",
      // The nudity screen's journey rule (docs/decisions/026-photo-screening.md): a magenta-cornered photo is
      // flagged, every other passes; the real model has its own test and benchmark.
      PHOTO_SCREENER: "fake",
      OTP_SEND_PER_IP_PER_HOUR: "1000",
      OTP_RESEND_COOLDOWN_SECONDS: "0",
      // The demo numbers sign in from several specs within the hour; the per-number limits have their own tests.
      OTP_SEND_PER_PHONE_PER_HOUR: "1000",
      OTP_SEND_PER_PHONE_PER_15_MINUTES: "1000",
      // Demo (615) 555-0199 moderates in e2e/safety.spec.ts; +16293000042 approves a verification in e2e/me.spec.ts.
      MODERATOR_PHONES: "(615) 555-0199, +16293000042",
    },
  },
});
