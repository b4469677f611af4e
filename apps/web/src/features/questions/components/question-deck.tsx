import type { Category } from "@down/common/categories";
import type { Response } from "@down/common/constants";
import type { Question } from "@down/common/questions";
import { useQueryClient } from "@tanstack/react-query";
import { AnimatePresence, MotionConfig } from "motion/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation } from "wouter";
import { answerSummaryKey } from "@/lib/api/answer-summary";
import { trackResponse } from "../api/track-response";
import { KEY_RESPONSES } from "../lib/swipe-direction";
import { AnswerButtons } from "./answer-buttons";
import { DeckSlot, STACK_DEPTH } from "./deck-slot";
import { QuestionProgress } from "./question-progress";
import { SwipeCard } from "./swipe-card";

/** How far off-screen an answered card flies, in px; comfortably past a phone's half-width and height. */
function isTypingTarget(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
  );
}

/**
 * The session: answers by swipe, buttons or arrow keys. Each answer is saved in the background and the
 * deck moves on at once; after the last one the pending saves settle (so results see every answer) and
 * the user goes to the results of this category.
 */
export function QuestionDeck({
  userId,
  category,
  questions,
  answeredBefore = 0,
}: {
  userId: string;
  category: Category;
  /** What is left of the session, in its order. */
  questions: readonly Question[];
  /** How many of the session's statements were answered before this screen opened (a reload, another tab). */
  answeredBefore?: number;
}) {
  const [index, setIndex] = useState(0);
  const [lastResponse, setLastResponse] = useState<Response>("O");
  const pending = useRef<Promise<void>[]>([]);
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const total = questions.length;
  const done = index >= total;
  const sessionSize = answeredBefore + total;

  const finish = useCallback(async () => {
    await Promise.allSettled(pending.current);
    // Answers changed scores; cached search pages and matches from before would be stale.
    await queryClient.invalidateQueries({ queryKey: ["/api/search"] });
    navigate(`/results?category=${category.id}`);
  }, [queryClient, navigate, category.id]);

  const answer = useCallback(
    (response: Response) => {
      const question = questions[index];
      if (!question) return;
      setLastResponse(response);
      setIndex(index + 1);
      pending.current.push(
        trackResponse({
          userId,
          categoryId: category.id,
          categoryName: category.name,
          questionId: question.id,
          response,
        }).then(() => queryClient.invalidateQueries({ queryKey: answerSummaryKey(userId) })),
      );
      if (index + 1 >= total) void finish();
    },
    [questions, index, total, userId, category, finish, queryClient],
  );

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      const response = KEY_RESPONSES[event.key];
      if (!response || event.repeat || event.altKey || event.ctrlKey || event.metaKey) return;
      // Leave arrows alone inside fields and open dialogs (the chatbot panel, for one).
      if (isTypingTarget(event.target) || document.querySelector("[role=dialog]")) return;
      event.preventDefault();
      answer(response);
    }
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [answer]);

  const visible = questions.slice(index, index + STACK_DEPTH);

  return (
    <MotionConfig reducedMotion="user">
      <div className="flex flex-1 flex-col gap-5">
        <QuestionProgress current={answeredBefore + Math.min(index + 1, total)} total={sessionSize} />
        <div className="relative min-h-[22rem] flex-1" aria-live="polite">
          {/* Cards are listed deepest first so the top card paints last. */}
          <AnimatePresence custom={lastResponse} initial={false}>
            {visible
              .map((question, depth) => (
                <DeckSlot key={question.id} depth={depth} exitResponse={lastResponse}>
                  {(interactive) => (
                    <SwipeCard question={question} category={category} interactive={interactive} onSwipe={answer} />
                  )}
                </DeckSlot>
              ))
              .reverse()}
          </AnimatePresence>
        </div>
        <AnswerButtons onAnswer={answer} disabled={done} />
      </div>
    </MotionConfig>
  );
}
