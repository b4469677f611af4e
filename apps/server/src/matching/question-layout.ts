import { createHash } from "node:crypto";
import { CATEGORY_IDS, type CategoryId } from "@down/common/categories";
import type { Response } from "@down/common/constants";

/**
 * Where each question lives in the packed index. Questions are laid out by category: every category
 * owns `wordsPerCategory` consecutive 32-bit words (32 questions per word), so a user's record holds
 * only the blocks of the categories they answered and a pair compares only the categories both touched.
 */
export interface LayoutQuestion {
  id: string;
  categoryId: CategoryId;
}

/** 2-bit codes: code + 1 is the weight, so the score needs no lookup. D=3 O=2 W=1 N=0. */
export const RESPONSE_CODE: Record<Response, number> = { D: 3, O: 2, W: 1, N: 0 };
export const CODE_RESPONSE: readonly Response[] = ["N", "W", "O", "D"];

export class QuestionLayout {
  readonly categories: readonly CategoryId[] = CATEGORY_IDS;
  readonly wordsPerCategory: number;
  /** Global slot = category index · wordsPerCategory · 32 + position within the category. */
  private readonly slotById = new Map<string, number>();
  private readonly idBySlot: string[] = [];

  constructor(questions: readonly LayoutQuestion[]) {
    if (this.categories.length > 32) throw new Error("the category mask holds at most 32 categories");
    const perCategory = new Map<CategoryId, string[]>();
    for (const q of questions) {
      const list = perCategory.get(q.categoryId) ?? [];
      list.push(q.id);
      perCategory.set(q.categoryId, list);
    }
    const widest = Math.max(1, ...[...perCategory.values()].map((list) => list.length));
    this.wordsPerCategory = Math.ceil(widest / 32);
    this.categories.forEach((categoryId, c) => {
      (perCategory.get(categoryId) ?? []).forEach((id, position) => {
        const slot = c * this.wordsPerCategory * 32 + position;
        this.slotById.set(id, slot);
        this.idBySlot[slot] = id;
      });
    });
  }

  /** Names this layout: a snapshot of the index is only valid for the layout it was written with. */
  get fingerprint(): string {
    const slots = Array.from({ length: this.idBySlot.length }, (_, i) => this.idBySlot[i] ?? "");
    return createHash("sha256")
      .update(JSON.stringify([this.categories, this.wordsPerCategory, slots]))
      .digest("hex");
  }

  /** -1 for a question the bank does not know (it cannot be scored). */
  slotOf(questionId: string): number {
    return this.slotById.get(questionId) ?? -1;
  }

  questionAt(slot: number): string | undefined {
    return this.idBySlot[slot];
  }

  categoryIndex(categoryId: CategoryId): number {
    return this.categories.indexOf(categoryId);
  }
}
