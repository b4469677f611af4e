import type { Db } from "../../db/client";
import { feedback } from "../../db/schema";

export type FeedbackRow = typeof feedback.$inferInsert;

export async function insertFeedback(db: Db, row: FeedbackRow) {
  await db.insert(feedback).values(row);
}
