import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { RESPONSES, type Response } from "@down/common/constants";
import { ALL_QUESTIONS, findQuestion } from "@down/common/questions";
import { type AnswerMap, comparePair, pairDownScore, profileDownScore } from "@down/common/scoring";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scratchDatabaseUrl } from "../test/test-app";
import { type Database, migrationsFolder, openDatabase } from "./client";
import { userResponses, users } from "./schema";

const MIGRATION = "0010_neutral_statements";
const migrationSql = readFileSync(path.join(migrationsFolder, `${MIGRATION}.sql`), "utf8");
/** The migration's own old id -> new id pairs. */
const renames = [...migrationSql.matchAll(/\('([a-z0-9-]+)', '([a-z0-9-]+)'\)/g)].map(([, from, to]) => ({
  from: from as string,
  to: to as string,
}));

/** A copy of the migrations folder whose journal stops just before the rename. */
function migrationsBeforeRename(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "down-migrations-"));
  cpSync(migrationsFolder, dir, { recursive: true });
  const journalPath = path.join(dir, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: Array<{ tag: string }> };
  const at = journal.entries.findIndex((e) => e.tag === MIGRATION);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

// Deterministic answers: person p answers old question q with this, or skips it.
const answerOf = (p: number, q: number): Response | null =>
  (q * 7 + p * 13) % (p + 2) === 0 ? null : (RESPONSES[(q * (p + 3) + p) % 4] as Response);
const GENERATED = "travel-i-have-ridden-a-camel-through-the-desert";

describe("migration 0010: the bank's statements reworded as neutral experiences", () => {
  it("renames every bank question once, in the bank's order, inside its own category", () => {
    expect(renames.map((r) => r.to)).toEqual(ALL_QUESTIONS.map((q) => q.id));
    for (const { from, to } of renames) {
      expect(findQuestion(from), `${from} is no longer a bank id`).toBeUndefined();
      expect(from.split("-")[0]).toBe(to.split("-")[0]);
    }
    expect(new Set(renames.map((r) => r.from)).size).toBe(renames.length);
  });

  describe("on a database holding answers under the old ids", () => {
    let database: Database;
    let drop: () => Promise<void>;
    let folder: string;
    const people: string[] = [];
    const before = new Map<string, AnswerMap>();

    beforeAll(async () => {
      const scratch = await scratchDatabaseUrl();
      drop = scratch.drop;
      folder = migrationsBeforeRename();
      database = await openDatabase({ databaseUrl: scratch.url, dataDir: "" });
      await database.migrate(folder);
      for (let p = 0; p < 4; p++) {
        const [row] = await database.db
          .insert(users)
          .values({ phone: `+1615555${String(9000 + p)}` })
          .returning({ id: users.id });
        const id = row!.id;
        people.push(id);
        const rows = renames.flatMap(({ from }, q) => {
          const response = answerOf(p, q);
          return response ? [{ userId: id, questionId: from, categoryId: from.split("-")[0]!, response }] : [];
        });
        rows.push({ userId: id, questionId: GENERATED, categoryId: "travel", response: "W" });
        await database.db.insert(userResponses).values(rows);
        before.set(id, await answersOf(database, id));
      }
      await database.migrate();
    }, 60_000);

    afterAll(async () => {
      await database?.close();
      await drop?.();
      rmSync(folder, { recursive: true, force: true });
    });

    it("keeps every answer, each on the question it was given to", async () => {
      const moved = new Map(renames.map((r) => [r.from, r.to]));
      for (const id of people) {
        const old = before.get(id)!;
        const now = await answersOf(database, id);
        expect(now.size).toBe(old.size);
        for (const [questionId, response] of old) {
          expect(now.get(moved.get(questionId) ?? questionId)).toBe(response);
        }
        expect(now.get(GENERATED), "a generated question keeps its id").toBe("W");
        for (const questionId of now.keys()) {
          if (questionId !== GENERATED) expect(findQuestion(questionId)).toBeDefined();
        }
      }
    });

    it("leaves every pair's DOWN SCORE, matched-on groups and every profile score unchanged", async () => {
      for (const a of people) {
        const oldA = before.get(a)!;
        const nowA = await answersOf(database, a);
        expect(profileDownScore(nowA.values())).toBe(profileDownScore(oldA.values()));
        for (const b of people) {
          if (a === b) continue;
          const oldB = before.get(b)!;
          const nowB = await answersOf(database, b);
          expect(pairDownScore(nowA, nowB)).toBe(pairDownScore(oldA, oldB));
          const [was, is] = [comparePair(oldA, oldB), comparePair(nowA, nowB)];
          expect(is.alike.length).toBe(was.alike.length);
          expect(is.common).toBe(was.common);
        }
      }
    });
  });
});

async function answersOf(database: Database, userId: string): Promise<Map<string, Response>> {
  const rows = await database.db
    .select({ questionId: userResponses.questionId, response: userResponses.response })
    .from(userResponses)
    .where(eq(userResponses.userId, userId))
    .orderBy(asc(userResponses.questionId));
  return new Map(rows.map((r) => [r.questionId, r.response]));
}
