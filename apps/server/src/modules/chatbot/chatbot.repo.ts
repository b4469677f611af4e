import { desc, eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { chatbotMessages } from "../../db/schema";

export type ChatbotRow = typeof chatbotMessages.$inferSelect;
export type NewChatbotRow = typeof chatbotMessages.$inferInsert;

/** The newest `limit` messages, newest first (the service reverses them). */
export async function latestMessages(db: Db, userId: string, limit: number) {
  return db
    .select({
      role: chatbotMessages.role,
      content: chatbotMessages.content,
      includesVisual: chatbotMessages.includesVisual,
      visualType: chatbotMessages.visualType,
    })
    .from(chatbotMessages)
    .where(eq(chatbotMessages.userId, userId))
    .orderBy(desc(chatbotMessages.createdAt), desc(chatbotMessages.id))
    .limit(limit);
}

export async function insertMessages(tx: Tx, rows: NewChatbotRow[]): Promise<void> {
  await tx.insert(chatbotMessages).values(rows);
}

export async function deleteMessages(db: Db, userId: string): Promise<number> {
  const removed = await db
    .delete(chatbotMessages)
    .where(eq(chatbotMessages.userId, userId))
    .returning({ id: chatbotMessages.id });
  return removed.length;
}
