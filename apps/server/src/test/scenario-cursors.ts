import { ALL_QUESTIONS } from "@down/common/questions";
import { MATCHED_ONLY_CATEGORIES } from "@down/common/scoring";

/**
 * A question no other scenario uses, so scenarios sharing one database never see each other. Unless a
 * category is asked for, never one of the matched-only categories (decision 007): between non-matches
 * those are left out of every figure.
 */
let questionCursor = 0;
export const freshQuestion = (categoryId?: string) => {
  for (;;) {
    const q = ALL_QUESTIONS[questionCursor++ % ALL_QUESTIONS.length]!;
    if (categoryId ? q.categoryId === categoryId : !MATCHED_ONLY_CATEGORIES.has(q.categoryId)) return q.id;
  }
};

/** A spot far from every other scenario's (different latitude bands and longitudes). */
let placeCursor = 0;
export const freshPlace = () => {
  placeCursor += 1;
  return { lat: -60 + ((placeCursor * 7) % 120), lng: -170 + ((placeCursor * 37) % 340) };
};

/**
 * Starts both cursors over: the server project's setup file calls it before every file, so a file's
 * scenarios stand where they would in a worker of their own (card distances come from grid cells, so a
 * test's expected miles depend on where its places fall).
 */
export const restartScenarioCursors = () => {
  questionCursor = 0;
  placeCursor = 0;
};
