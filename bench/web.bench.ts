// `npm run bench:web`: builds the app, starts it on a fresh embedded database with demo data, signs in as a
// demo person and runs Lighthouse (mobile preset: simulated slow 4G, 4x CPU) on the main screens in Debian's
// Chromium. Prints the median of BENCH_RUNS runs per screen (BENCH_SCREENS=/a,/b measures only screens starting
// so; BENCH_DETAIL=1 also prints each run's long tasks and costliest scripts). Targets: performance ≥ 95, TBT ≤ 150 ms
// (issue 28, item 4), accessibility and best-practices 100, CLS ≤ 0.02, LCP ≤ 2.0 s, /login JavaScript ≤ 80 KB
// gzipped. Under the table it prints the long tasks each screen has left and what ran in them, and the table's
// "TBT cpu" column counts the page's own CPU time in them, which another process's load does not stretch
// (bench/web-long-tasks.ts).
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import puppeteer, { type Browser } from "puppeteer-core";
import { type LongTask, longTasksOf, printLongTasks } from "./web-long-tasks";

const root = path.resolve(import.meta.dirname, "..");
const port = Number(process.env.BENCH_WEB_PORT ?? 4410);
const runs = Number(process.env.BENCH_RUNS ?? 3);
/**
 * The mobile preset slows the CPU 4×. A larger factor stands in for this VM on a slow day, to compare two
 * builds under the load where they differ; the figures the issue asks for are at the preset's 4×.
 */
const cpuSlowdown = process.env.BENCH_CPU_SLOWDOWN ? Number(process.env.BENCH_CPU_SLOWDOWN) : undefined;
const origin = `http://127.0.0.1:${port}`;
const DEMO_PHONE = "(615) 555-0100";
/** The mobile preset's CPU factor, when BENCH_CPU_SLOWDOWN does not replace it. */
const LIGHTHOUSE_MOBILE_CPU_FACTOR = 4;

interface ScreenFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cpuTbt: number;
  cls: number;
  jsKb: number;
  cssKb: number;
  longTasks: LongTask[];
}

async function main() {
  if (process.env.BENCH_SKIP_BUILD !== "1") {
    console.log("Building the web app…");
    const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
    if (build.status !== 0) throw new Error("build failed");
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), "down-bench-web-"));
  const server = startServer(dataDir);
  try {
    await waitForHealth();
    const { cookie, userId } = await signIn();
    const demoId = await someoneNearby(cookie, userId);
    const screens: Array<[string, boolean]> = [
      ["/login", false],
      ["/dashboard", true],
      ["/explore", true],
      ["/questions/adventure", true],
      ["/results", true],
      ["/matches", true],
      ["/messages", true],
      [`/profile/${demoId}`, true],
    ];
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
      chromeFlags: [
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    });
    const only = process.env.BENCH_SCREENS?.split(",");
    const rows: Array<[string, ScreenFigures]> = [];
    // The session goes in the browser's cookie jar, as a phone holds it: a Cookie header set per request
    // (Lighthouse's extraHeaders) would drop the cookies the app sets itself, the session with them.
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    try {
      for (const [screen, signedIn] of screens) {
        if (only && !only.some((prefix) => screen.startsWith(prefix))) continue;
        const samples: ScreenFigures[] = [];
        for (let run = 0; run < runs; run++) {
          await holdSession(browser, signedIn ? cookie : undefined);
          samples.push(await auditWithRetry(chrome.port, `${origin}${screen}`));
        }
        const figures = median(samples);
        rows.push([screen.startsWith("/profile/") ? "/profile/{demo id}" : screen, figures]);
        console.log(`  measured ${screen} (${runs} runs)`);
      }
    } finally {
      await browser.disconnect();
      await chrome.kill();
    }
    printTable(rows);
    printLongTasks(
      rows.map(([screen, figures]) => [screen, figures.longTasks]),
      cpuSlowdown ?? LIGHTHOUSE_MOBILE_CPU_FACTOR,
    );
  } finally {
    // The server flushes its embedded database on SIGTERM; removing the folder under it fails (ENOTEMPTY).
    const exited = new Promise((resolve) => server.once("exit", resolve));
    server.kill("SIGTERM");
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  }
}

function startServer(dataDir: string): ChildProcess {
  return spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      NODE_ENV: "development",
      DEMO_SEED: "1",
      // Lighthouse makes many requests from one address; the per-address API limit is not under test here.
      API_RATE_LIMIT_PER_MINUTE: "100000",
      DEMO_LIFE: "0",
    },
  });
}

async function waitForHealth() {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("the server did not become healthy in 180 s");
}

async function signIn(): Promise<{ cookie: string; userId: string }> {
  const headers = { "content-type": "application/json", origin };
  const sent = await fetch(`${origin}/api/auth/send-otp`, {
    method: "POST",
    headers,
    body: JSON.stringify({ phone: DEMO_PHONE }),
  });
  const { devOtp } = (await sent.json()) as { devOtp?: string };
  if (!devOtp) throw new Error("no development code: is an SMS provider configured?");
  const verified = await fetch(`${origin}/api/auth/verify-otp`, {
    method: "POST",
    headers,
    body: JSON.stringify({ phone: DEMO_PHONE, otp: devOtp }),
  });
  const setCookie = verified.headers.get("set-cookie") ?? "";
  const cookie = setCookie.split(";")[0] ?? "";
  const user = (await verified.json()) as { id: string };
  return { cookie, userId: user.id };
}

async function someoneNearby(cookie: string, userId: string): Promise<string> {
  const response = await fetch(`${origin}/api/matches/${userId}`, { headers: { cookie } });
  const matches = (await response.json()) as Array<{ fromUserId: string; toUserId: string }>;
  const first = matches[0];
  if (first) return first.fromUserId === userId ? first.toUserId : first.fromUserId;
  const search = await fetch(`${origin}/api/search`, { headers: { cookie } });
  const body = (await search.json()) as { results?: Array<{ id: string }> } | Array<{ id: string }>;
  const list = Array.isArray(body) ? body : (body.results ?? []);
  if (!list[0]) throw new Error("the demo person has no match and no search result");
  return list[0].id;
}

interface LhAudit {
  numericValue?: number;
  details?: {
    items?: Array<{
      resourceType?: string;
      transferSize?: number;
      url?: string;
      duration?: number;
      startTime?: number;
      total?: number;
      scripting?: number;
    }>;
  };
}

/** BENCH_DETAIL=1: where a run's main-thread time went (its long tasks and the scripts that cost most). */
function printDetail(url: string, audits: Record<string, LhAudit>) {
  const short = (u = "") => u.replace(origin, "").replace(/^.*\/assets\//, "");
  const tasks = (audits["long-tasks"]?.details?.items ?? []).slice(0, 8);
  console.log(
    `    ${short(url)} long tasks: ${tasks.map((t) => `${short(t.url)} ${Math.round(t.duration ?? 0)} ms @${Math.round(t.startTime ?? 0)}`).join(", ")}`,
  );
  const boot = (audits["bootup-time"]?.details?.items ?? []).slice(0, 6);
  console.log(
    `    scripts: ${boot.map((b) => `${short(b.url)} ${Math.round(b.total ?? 0)}/${Math.round(b.scripting ?? 0)} ms`).join(", ")}`,
  );
}

/** Signs the browser in with the session cookie ("name=value"), or out: every other cookie goes. */
async function holdSession(browser: Browser, cookie: string | undefined): Promise<void> {
  await browser.deleteCookie(...(await browser.cookies()));
  if (!cookie) return;
  const [name = "", value = ""] = cookie.split(/=(.*)/s);
  await browser.setCookie({ name, value, domain: "127.0.0.1", path: "/", httpOnly: true, sameSite: "Lax" });
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART); such a run is repeated, not counted. */
async function auditWithRetry(chromePort: number, url: string): Promise<ScreenFigures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(chromePort, url);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.log(`  retrying ${url}: ${error instanceof Error ? error.message : error}`);
    }
  }
}

async function audit(chromePort: number, url: string): Promise<ScreenFigures> {
  const result = await lighthouse(
    url,
    {
      port: chromePort,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices"],
      ...(cpuSlowdown ? { throttling: { cpuSlowdownMultiplier: cpuSlowdown } } : {}),
    },
    undefined,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr, artifacts } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse could not measure ${url}: ${lhr.runtimeError.message}`);
  const audits = lhr.audits as Record<string, LhAudit>;
  if (process.env.BENCH_DETAIL === "1") printDetail(url, audits);
  const requests = audits["network-requests"]?.details?.items ?? [];
  const kb = (type: string) =>
    requests.filter((r) => r.resourceType === type).reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024;
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const trace = longTasksOf(artifacts.Trace, cpuSlowdown ?? LIGHTHOUSE_MOBILE_CPU_FACTOR, origin);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    fcp: audits["first-contentful-paint"]?.numericValue ?? 0,
    lcp: audits["largest-contentful-paint"]?.numericValue ?? 0,
    tbt: audits["total-blocking-time"]?.numericValue ?? 0,
    cpuTbt: trace.cpuTbt,
    cls: audits["cumulative-layout-shift"]?.numericValue ?? 0,
    jsKb: kb("Script"),
    cssKb: kb("Stylesheet"),
    longTasks: trace.longTasks,
  };
}

/** Each figure's median on its own; the long tasks of the run whose TBT is the median. */
function median(samples: ScreenFigures[]): ScreenFigures {
  const pick = (key: Exclude<keyof ScreenFigures, "longTasks">) => {
    const sorted = samples.map((s) => s[key]).sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)] ?? 0;
  };
  return {
    performance: pick("performance"),
    accessibility: pick("accessibility"),
    bestPractices: pick("bestPractices"),
    fcp: pick("fcp"),
    lcp: pick("lcp"),
    tbt: pick("tbt"),
    cpuTbt: pick("cpuTbt"),
    cls: pick("cls"),
    jsKb: pick("jsKb"),
    cssKb: pick("cssKb"),
    longTasks: samples.find((sample) => sample.tbt === pick("tbt"))?.longTasks ?? [],
  };
}

function printTable(rows: Array<[string, ScreenFigures]>) {
  const header =
    "| screen | perf | a11y | best-pr. | FCP s | LCP s | TBT ms | TBT cpu ms | CLS | JS KB gz | CSS KB gz |";
  const preset = cpuSlowdown ? `mobile preset with the CPU slowed ${cpuSlowdown}× (not 4×)` : "mobile preset";
  console.log(`\nLighthouse ${preset}, median of ${runs} runs (${new Date().toISOString().slice(0, 10)})\n`);
  console.log(header);
  console.log("|---|---|---|---|---|---|---|---|---|---|---|");
  for (const [screen, f] of rows) {
    console.log(
      `| ${screen} | ${f.performance} | ${f.accessibility} | ${f.bestPractices} | ${(f.fcp / 1000).toFixed(2)} | ${(f.lcp / 1000).toFixed(2)} | ${Math.round(f.tbt)} | ${Math.round(f.cpuTbt)} | ${f.cls.toFixed(3)} | ${f.jsKb.toFixed(1)} | ${f.cssKb.toFixed(1)} |`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
