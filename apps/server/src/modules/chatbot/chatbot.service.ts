import { CHATBOT_HISTORY_LIMIT, type ChatbotReply, type ChatMessage, VISUAL_TYPES } from "@down/common/schemas/chatbot";
import { AppError } from "../../lib/app-error";
import * as repo from "./chatbot.repo";
import { answerQuestion, type LoveDeps } from "./love";
import { CONTEXT_TURNS } from "./personal/follow-up";

const isVisualType = (value: string | null): value is ChatMessage["visualType"] & string =>
  value !== null && (VISUAL_TYPES as readonly string[]).includes(value);

/** The newest CHATBOT_HISTORY_LIMIT messages, oldest first. */
export async function history(deps: LoveDeps, userId: string): Promise<ChatMessage[]> {
  const rows = await repo.latestMessages(deps.db, userId, CHATBOT_HISTORY_LIMIT);
  return rows.reverse().map((r) => ({
    role: r.role,
    content: r.content,
    includesVisual: r.includesVisual,
    visualType: isVisualType(r.visualType) ? r.visualType : null,
  }));
}

/** Answers a question and stores the question and the answer together, so history never holds half a turn. */
export async function send(deps: LoveDeps, userId: string, message: string): Promise<ChatbotReply> {
  try {
    // The last few turns, oldest first: a follow-up is read in their context (personal/follow-up.ts).
    const previous = (await repo.latestMessages(deps.db, userId, CONTEXT_TURNS)).reverse();
    const reply = await answerQuestion(deps, userId, message, previous);
    // One transaction has one now(): explicit times keep the question before its answer.
    const askedAt = new Date();
    const answeredAt = new Date(askedAt.getTime() + 1);
    await deps.db.transaction(async (tx) => {
      await repo.insertMessages(tx, [
        { userId, role: "user", content: message, createdAt: askedAt },
        {
          userId,
          role: "assistant",
          content: reply.content,
          includesVisual: reply.visualType !== null,
          visualType: reply.visualType,
          createdAt: answeredAt,
        },
      ]);
    });
    return {
      role: "assistant",
      content: reply.content,
      includesVisual: reply.visualType !== null,
      visualType: reply.visualType,
      suggestions: reply.suggestions,
    };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError(503, "unavailable", "Failed to send message");
  }
}

export async function clear(deps: LoveDeps, userId: string) {
  const deleted = await repo.deleteMessages(deps.db, userId);
  return { ok: true as const, deleted };
}
