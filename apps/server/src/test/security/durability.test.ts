import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ALL_QUESTIONS } from "@down/common/questions";
import { afterAll, describe, expect, it } from "vitest";

const serverEntry = path.resolve(import.meta.dirname, "../../main.ts");
const dataDir = mkdtempSync(path.join(tmpdir(), "down-durability-"));
const port = 41_000 + (process.pid % 2000);
const base = `http://127.0.0.1:${port}`;
let child: ChildProcess | undefined;

afterAll(() => {
  child?.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

/** The real server as `npm start` runs it, on the embedded database in `dataDir`. */
async function startServer(): Promise<ChildProcess> {
  const server = spawn(process.execPath, ["--import", "tsx", serverEntry], {
    env: {
      ...withoutDatabaseUrls(process.env),
      NODE_ENV: "development",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DEMO_SEED: "0",
      MATCHING_SNAPSHOT: "off",
      API_RATE_LIMIT_PER_MINUTE: "100000",
    },
    stdio: "ignore",
  });
  for (let tries = 0; tries < 600; tries++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the server did not start");
}

/** The embedded database is the point here, whatever the suite around it runs on. */
function withoutDatabaseUrls(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { DATABASE_URL: _db, REDIS_URL: _redis, ...rest } = env;
  return rest;
}

async function signIn(phone: string): Promise<{ id: string; cookie: string }> {
  const post = (url: string, body: object) =>
    fetch(`${base}${url}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  const { devOtp } = (await (await post("/api/auth/send-otp", { phone })).json()) as { devOtp: string };
  const verified = await post("/api/auth/verify-otp", { phone, otp: devOtp });
  const { id } = (await verified.json()) as { id: string };
  const cookie = (verified.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  return { id, cookie };
}

describe("durability: acknowledged writes survive kill -9", () => {
  it("keeps every answer that got a 2xx when the server is killed mid-burst", async () => {
    child = await startServer();
    const me = await signIn("+16155550177");
    const questions = ALL_QUESTIONS.filter((q) => ["adventure", "travel", "food"].includes(q.categoryId)).slice(0, 60);
    const acknowledged: Array<{ questionId: string; categoryId: string }> = [];
    let sent = 0;
    const answerNext = async (): Promise<void> => {
      const q = questions[sent++];
      if (!q) return;
      try {
        const res = await fetch(`${base}/api/analytics/track-response`, {
          method: "POST",
          headers: { "content-type": "application/json", cookie: me.cookie },
          body: JSON.stringify({ userId: me.id, categoryId: q.categoryId, questionId: q.id, response: "D" }),
        });
        if (res.ok) acknowledged.push({ questionId: q.id, categoryId: q.categoryId });
      } catch {
        return; // the connection died with the server: not acknowledged, so not promised
      }
      return answerNext();
    };
    // Four writers in flight; the server is killed once a third of the burst has been acknowledged.
    const writers = Promise.all(Array.from({ length: 4 }, answerNext));
    while (acknowledged.length < 20) await new Promise((resolve) => setTimeout(resolve, 5));
    child.kill("SIGKILL");
    await writers;
    expect(acknowledged.length).toBeGreaterThanOrEqual(20);
    expect(acknowledged.length).toBeLessThan(questions.length);

    child = await startServer();
    const stored = new Set<string>();
    for (const categoryId of ["adventure", "travel", "food"]) {
      const res = await fetch(`${base}/api/user-responses/${me.id}/${categoryId}`, { headers: { cookie: me.cookie } });
      expect(res.status).toBe(200);
      for (const row of (await res.json()) as Array<{ questionId: string }>) stored.add(row.questionId);
    }
    expect(acknowledged.filter((a) => !stored.has(a.questionId))).toEqual([]);
    child.kill("SIGKILL");
  }, 180_000);
});
