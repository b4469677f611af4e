import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { builtInQuestions } from "@down/common/questions";
import { count, eq, or } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { matchRequests, photoVerifications, profiles, userResponses } from "../../db/schema";
import { createTestApp, signIn, testDb } from "../../test/test-app";

let app: FastifyInstance;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "down-account-"));
  app = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe("DELETE /api/account/{userId}", () => {
  it("removes the account and everything that belongs to it, and ends the session", async () => {
    const [me, other] = [await signIn(app), await signIn(app)];
    const [question] = builtInQuestions("food");
    await app.inject({
      method: "POST",
      url: "/api/analytics/track-response",
      headers: { cookie: me.cookie },
      payload: { userId: me.id, categoryId: "food", questionId: question!.id, response: "D" },
    });
    await app.inject({
      method: "POST",
      url: "/api/match-requests",
      headers: { cookie: me.cookie },
      payload: { fromUserId: me.id, toUserId: other.id },
    });

    const res = await app.inject({ method: "DELETE", url: `/api/account/${me.id}`, headers: { cookie: me.cookie } });
    expect(res.statusCode).toBe(200);

    const db = testDb(app);
    const left = async (query: Promise<Array<{ n: number }>>) => (await query)[0]?.n;
    expect(await left(db.select({ n: count() }).from(profiles).where(eq(profiles.userId, me.id)))).toBe(0);
    expect(await left(db.select({ n: count() }).from(userResponses).where(eq(userResponses.userId, me.id)))).toBe(0);
    expect(
      await left(
        db
          .select({ n: count() })
          .from(matchRequests)
          .where(or(eq(matchRequests.fromUserId, me.id), eq(matchRequests.toUserId, me.id))),
      ),
    ).toBe(0);
    expect((await app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie: me.cookie } })).statusCode).toBe(
      401,
    );
    const otherMe = await app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie: other.cookie } });
    expect(otherMe.statusCode).toBe(200);
  });

  it("refuses to delete someone else's account", async () => {
    const [me, other] = [await signIn(app), await signIn(app)];
    const res = await app.inject({ method: "DELETE", url: `/api/account/${other.id}`, headers: { cookie: me.cookie } });
    expect(res.statusCode).toBe(403);
    expect(
      (await app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie: other.cookie } })).statusCode,
    ).toBe(200);
  });

  it("removes the verification selfie from storage too", async () => {
    const me = await signIn(app);
    const key = "5b1e7c7a-1f2b-4c3d-9e8f-0a1b2c3d4e5f.webp";
    const file = path.join(dataDir, "private", key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, "selfie");
    await testDb(app).insert(photoVerifications).values({ userId: me.id, pose: "peace-sign", selfieKey: key });
    const res = await app.inject({ method: "DELETE", url: `/api/account/${me.id}`, headers: { cookie: me.cookie } });
    expect(res.statusCode).toBe(200);
    expect(existsSync(file)).toBe(false);
  });
});
