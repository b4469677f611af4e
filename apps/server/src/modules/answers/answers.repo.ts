import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { userAnalytics, userResponses } from "../../db/schema";

export interface AnswerRow {
  userId: string;
  questionId: string;
  categoryId: string;
  categoryName: string;
  response: "D" | "O" | "W" | "N";
}

/** One row per user and question (re-answering replaces), and the category tally, in one transaction. */
export async function saveAnswer(db: Db, answer: AnswerRow): Promise<void> {
  await db.transaction(async (tx) => {
    const { categoryName, ...row } = answer;
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
