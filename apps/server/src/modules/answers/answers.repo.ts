import type { Category } from "@down/common/categories";
import { and, eq, sql } from "drizzle-orm";
import { lockUntilCommit } from "../../db/advisory-lock";
import type { Db, Tx } from "../../db/client";
import { categories, questions, userAnalytics, userResponses } from "../../db/schema";

export interface AnswerRow {
  userId: string;
  questionId: string;
  categoryId: string;
  categoryName: string;
  response: "D" | "O" | "W" | "N";
}

/**
 * One row per user and question (re-answering replaces), and the category tally, in one transaction.
 * `onChange` runs in that transaction before anything is written when the answer differs from the stored
 * one; it may refuse by throwing.
 */
export async function saveAnswer(db: Db, answer: AnswerRow, onChange: (tx: Tx) => Promise<void>): Promise<void> {
  await db.transaction(async (tx) => {
    const { categoryName, ...row } = answer;
    // Two answers in one category may commit concurrently on a pool; serialise them per (user, category)
    // so neither tally is counted without the other's row.
    await lockUntilCommit(tx, `answers:${row.userId}:${row.categoryId}`);
    const [previous] = await tx
      .select({ response: userResponses.response })
      .from(userResponses)
      .where(and(eq(userResponses.userId, row.userId), eq(userResponses.questionId, row.questionId)));
    if (previous && previous.response !== row.response) await onChange(tx);
    await tx
      .insert(userResponses)
      .values(row)
      .onConflictDoUpdate({
        target: [userResponses.userId, userResponses.questionId],
        set: { response: row.response, categoryId: row.categoryId, createdAt: new Date() },
      });
    const [tally] = await tx
      .select({
        d: sql<number>`count(*) filter (where ${userResponses.response} = 'D')`.mapWith(Number),
        o: sql<number>`count(*) filter (where ${userResponses.response} = 'O')`.mapWith(Number),
        w: sql<number>`count(*) filter (where ${userResponses.response} = 'W')`.mapWith(Number),
        n: sql<number>`count(*) filter (where ${userResponses.response} = 'N')`.mapWith(Number),
      })
      .from(userResponses)
      .where(and(eq(userResponses.userId, row.userId), eq(userResponses.categoryId, row.categoryId)));
    const counts = { dCount: tally?.d ?? 0, oCount: tally?.o ?? 0, wCount: tally?.w ?? 0, nCount: tally?.n ?? 0 };
    await tx
      .insert(userAnalytics)
      .values({ userId: row.userId, categoryId: row.categoryId, categoryName, ...counts })
      .onConflictDoUpdate({
        target: [userAnalytics.userId, userAnalytics.categoryId],
        set: { ...counts, categoryName, lastUpdated: new Date() },
      });
  });
}

export async function listAnswers(db: Db, userId: string, categoryId?: string) {
  return db
    .select({
      questionId: userResponses.questionId,
      categoryId: userResponses.categoryId,
      response: userResponses.response,
      createdAt: userResponses.createdAt,
    })
    .from(userResponses)
    .where(
      categoryId
        ? and(eq(userResponses.userId, userId), eq(userResponses.categoryId, categoryId))
        : eq(userResponses.userId, userId),
    )
    .orderBy(userResponses.createdAt);
}

/** The user's per-category tallies, by category id. */
export async function listAnalytics(db: Db, userId: string) {
  return db
    .select({
      categoryId: userAnalytics.categoryId,
      categoryName: userAnalytics.categoryName,
      dCount: userAnalytics.dCount,
      oCount: userAnalytics.oCount,
      wCount: userAnalytics.wCount,
      nCount: userAnalytics.nCount,
    })
    .from(userAnalytics)
    .where(eq(userAnalytics.userId, userId))
    .orderBy(userAnalytics.categoryId);
}

/** Generated questions stored for a category, in the order they were written. */
export async function listStoredQuestions(db: Db, categoryId: string) {
  return db
    .select({ id: questions.id, statement: questions.statement })
    .from(questions)
    .where(eq(questions.categoryId, categoryId))
    .orderBy(questions.order, questions.id);
}

/** Whether a generated question with this id was stored for this category (bank questions are never stored). */
export async function isStoredQuestion(db: Db, questionId: string, categoryId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: questions.id })
    .from(questions)
    .where(and(eq(questions.id, questionId), eq(questions.categoryId, categoryId)))
    .limit(1);
  return row !== undefined;
}

/**
 * Keeps generated questions so answers to them can be recorded; an id already stored (the model wrote the
 * same statement for someone else) is left as it is. Orders continue after the bank's and the stored ones;
 * two writers may pick the same order, which only ties their sort position.
 */
export async function storeQuestions(
  db: Db,
  category: Category,
  firstFreeOrder: number,
  list: ReadonlyArray<{ id: string; statement: string }>,
): Promise<void> {
  if (list.length === 0) return;
  await db.transaction(async (tx) => {
    // questions.category_id references categories, which nothing else fills: add the row on first use.
    await tx
      .insert(categories)
      .values({ id: category.id, name: category.name, description: category.description, icon: category.icon })
      .onConflictDoNothing();
    const [last] = await tx
      .select({ order: sql<number | null>`max(${questions.order})`.mapWith(Number) })
      .from(questions)
      .where(eq(questions.categoryId, category.id));
    const base = Math.max(firstFreeOrder, (last?.order ?? 0) + 1);
    await tx
      .insert(questions)
      .values(list.map((q, i) => ({ id: q.id, categoryId: category.id, statement: q.statement, order: base + i })))
      .onConflictDoNothing({ target: questions.id });
  });
}
