import { QUESTIONS_PER_SESSION } from "@down/common/constants";
import { apiJson } from "@/lib/api-client";

/** More statements for the category; the server only returns ones this user has not answered. */
export function generateQuestions(categoryId: string): Promise<string[]> {
  return apiJson<string[]>("POST", "/api/generate-questions", { categoryId, count: QUESTIONS_PER_SESSION });
}
