import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ALL_QUESTIONS } from "@down/common/questions";
import { eq, ne, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import { type Database, openDatabase } from "../db/client";
import { matchingChanges, profiles, userResponses, users } from "../db/schema";
import { scratchDatabaseUrl, signIn } from "../test/test-app";
import type { AnswerIndex } from "./answer-index";
import { journalHead } from "./index-journal";

/**
 * Restarts the real server on one database: the second start reads the snapshot the first wrote on close
 * and replays only what the journal saw since; a damaged or foreign snapshot falls back to the full load.
 * Every start's index must equal the full load's.
 */
const dir = mkdtempSync(path.join(tmpdir(), "down-restart-"));
const file = path.join(dir, "matching-index.snapshot");
let database: Database;
let drop: () => Promise<void>;

const start = async (snapshot: string) => {
  const scratchUrl = process.env.TEST_DATABASE_URL ? "postgres://unused" : "memory://";
  const config = loadConfig({ NODE_ENV: "test", MATCHING_SNAPSHOT: snapshot, DATABASE_URL: scratchUrl });
  return buildApp(config, { database, logger: false });
};

/** Same people, answers and search fields for every user id the full load knows. */
function expectSameIndex(actual: AnswerIndex, full: AnswerIndex) {
  for (const id of full.ids) {
    expect(actual.answersOf(id)).toEqual(full.answersOf(id));
    const u = actual.indexOf(id)!;
    const v = full.indexOf(id)!;
    expect(u).toBeDefined();
    expect(actual.people.flags[u]).toBe(full.people.flags[v]);
    if (full.people.flags[v] !== 0) {
      for (const column of ["x", "y", "z", "gender", "interests"] as const) {
        expect(actual.people[column][u]).toBe(full.people[column][v]);
      }
    }
  }
  // Anyone else (deleted since) holds nothing and is never a candidate.
  for (const id of actual.ids) {
    if (full.indexOf(id) !== undefined) continue;
    expect(actual.answersOf(id).size).toBe(0);
    expect(actual.people.flags[actual.indexOf(id)!]).toBe(0);
  }
}

async function fullLoad(): Promise<FastifyInstance> {
  const app = await start("off");
  expect(app.matchingIndex.start).toMatchObject({ source: "database", replayed: 0 });
  return app;
}

beforeAll(async () => {
  const scratch = await scratchDatabaseUrl();
  drop = scratch.drop;
  database = await openDatabase({ databaseUrl: scratch.url, dataDir: dir });
  await database.migrate();
});
afterAll(async () => {
  await database.close();
  await drop();
  rmSync(dir, { recursive: true, force: true });
});

describe("matching index snapshot across restarts", () => {
  it("restarts from the snapshot, replays what changed while down, and falls back when it is damaged", async () => {
    const { db } = database;
    const first = await start(file);
    expect(first.matchingIndex.start).toMatchObject({ source: "database", fallbackReason: "no snapshot" });
    const people = [];
    for (let i = 0; i < 6; i++) people.push(await signIn(first));
    const questions = ALL_QUESTIONS.slice(0, 40);
    for (const [i, p] of people.entries()) {
      await db.insert(userResponses).values(
        questions
          .filter((_, j) => (i + j) % 3 !== 0)
          .map((q, j) => ({
            userId: p.id,
            questionId: q.id,
            categoryId: q.categoryId,
            response: (["D", "O", "W", "N"] as const)[(i * j) % 4]!,
          })),
      );
      await first.matchingIndex.reloadUser(p.id);
    }
    await first.close();
    expect(statSync(file).size).toBeGreaterThan(0);

    // While the server is down: the snapshot's time goes back an hour (so the replay margin covers
    // nothing before it), one person answers more, one moves and one deletes their account.
    const head = await journalHead(db);
    await db
      .update(matchingChanges)
      .set({ changedAt: sql`${matchingChanges.changedAt} - interval '1 hour'` })
      .where(ne(matchingChanges.seq, head.position));
    const [a, b, c] = people as [(typeof people)[0], (typeof people)[0], (typeof people)[0]];
    const extra = ALL_QUESTIONS.slice(300, 310);
    await db
      .insert(userResponses)
      .values(extra.map((q) => ({ userId: a.id, questionId: q.id, categoryId: q.categoryId, response: "D" as const })));
    await db.update(profiles).set({ latitude: 40.7, longitude: -74 }).where(eq(profiles.userId, b.id));
    await db.delete(users).where(eq(users.id, c.id));

    const second = await start(file);
    const full = await fullLoad();
    try {
      expect(second.matchingIndex.start.source).toBe("snapshot");
      // a, b and c, and whoever wrote the journal's last row before the snapshot (within the margin).
      expect(second.matchingIndex.start.replayed).toBeGreaterThanOrEqual(3);
      expect(second.matchingIndex.start.replayed).toBeLessThanOrEqual(4);
      expectSameIndex(second.matchingIndex.index, full.matchingIndex.index);
      expect(second.matchingIndex.index.answersOf(a.id).get(extra[0]!.id)).toBe("D");
    } finally {
      await second.close();
      await full.close();
    }

    // One flipped byte in the middle of the file: the checksum refuses it and the full load runs.
    const good = readFileSync(file);
    const damaged = Buffer.from(good);
    damaged[Math.floor(damaged.length / 2)] = damaged[Math.floor(damaged.length / 2)]! ^ 0x01;
    writeFileSync(file, damaged);
    const third = await start(file);
    const again = await fullLoad();
    try {
      expect(third.matchingIndex.start).toMatchObject({ source: "database", fallbackReason: "checksum mismatch" });
      expectSameIndex(third.matchingIndex.index, again.matchingIndex.index);
    } finally {
      await again.close();
      await third.close(); // writes a good snapshot again
    }

    // A whole snapshot of another database (the journal here no longer has its row): refused too.
    await db.delete(matchingChanges);
    await db.insert(userResponses).values({
      userId: a.id,
      questionId: ALL_QUESTIONS[400]!.id,
      categoryId: ALL_QUESTIONS[400]!.categoryId,
      response: "W",
    });
    const fourth = await start(file);
    const last = await fullLoad();
    try {
      expect(fourth.matchingIndex.start).toMatchObject({
        source: "database",
        fallbackReason: "not from this database",
      });
      expectSameIndex(fourth.matchingIndex.index, last.matchingIndex.index);
    } finally {
      await last.close();
      await fourth.close();
    }
  });
});
