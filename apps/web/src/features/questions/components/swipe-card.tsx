import type { Category } from "@down/common/categories";
import { RESPONSE_LABELS, type Response, SWIPE_THRESHOLD_PX } from "@down/common/constants";
import type { Question } from "@down/common/questions";
import { useDrag } from "@use-gesture/react";
import { animate, motion, useMotionValue, useReducedMotion, useTransform } from "motion/react";
import { useState } from "react";
import { CategoryArt } from "@/components/category-art/category-art";
import { RESPONSE_TONE } from "@/components/profile-card/response-tone";
import { cn } from "@/lib/cn";
import { swipeResponse } from "../lib/swipe-direction";

/** Shows the direction's label once the intent is clear, well before it counts as an answer. */
const HINT_FROM_PX = 12;
/** The label sits on the side away from the drag, so it stays on screen while the card leaves. */
const HINT_POSITION: Record<Response, string> = {
  D: "bottom-14 left-1/2 -translate-x-1/2",
  O: "top-5 left-5 -rotate-6",
  W: "top-5 left-1/2 -translate-x-1/2",
  N: "top-5 right-5 rotate-6",
};
const SPRING_BACK = { type: "spring", stiffness: 520, damping: 32 } as const;

/**
 * One statement card. While dragged it follows the finger and tilts; the label of the direction it would
 * answer fades in and is solid at the threshold. Released past 50 px it answers (the deck flies it off);
 * otherwise it springs back. Only transform and opacity change, so dragging stays on the compositor.
 */
export function SwipeCard({
  question,
  category,
  interactive,
  onSwipe,
}: {
  question: Question;
  category: Category;
  interactive: boolean;
  onSwipe: (response: Response) => void;
}) {
  const x = useMotionValue(0);
  const y = useMotionValue(0);
  const rotate = useTransform(x, [-240, 240], [-14, 14]);
  const hintOpacity = useTransform(() =>
    Math.min(1, Math.max(Math.abs(x.get()), Math.abs(y.get())) / SWIPE_THRESHOLD_PX),
  );
  const [hint, setHint] = useState<Response | null>(null);
  // With reduced motion the card snaps back instead of springing (the deck's MotionConfig covers the fly-off).
  const reduceMotion = useReducedMotion();

  const bind = useDrag(
    ({ movement: [mx, my], last }) => {
      if (!last) {
        x.set(mx);
        y.set(my);
        // Same value most frames, so React bails out: this re-renders only when the direction changes.
        setHint(swipeResponse(mx, my, HINT_FROM_PX));
        return;
      }
      const response = swipeResponse(mx, my);
      if (response) {
        onSwipe(response);
        return;
      }
      setHint(null);
      if (reduceMotion) {
        x.set(0);
        y.set(0);
        return;
      }
      animate(x, 0, SPRING_BACK);
      animate(y, 0, SPRING_BACK);
    },
    { enabled: interactive, filterTaps: true },
  );

  return (
    <motion.div
      style={{ x, y, rotate }}
      className="absolute inset-0 overflow-hidden rounded-[1.75rem] shadow-float will-change-transform"
    >
      {/* Gesture handlers sit on a plain element: motion's own animation props clash with DOM handler types. */}
      <div
        {...bind()}
        data-testid={interactive ? "swipe-card" : undefined}
        className={cn("h-full touch-none select-none", interactive && "cursor-grab active:cursor-grabbing")}
      >
        <CategoryArt
          category={category}
          className="flex h-full flex-col p-6"
          iconClassName="size-64 -right-12 -bottom-12"
        >
          <span className="self-start rounded-full bg-black/25 px-3 py-1 text-xs font-semibold tracking-wider text-white uppercase backdrop-blur-sm">
            {category.name}
          </span>
          <p className="my-auto text-balance text-[1.75rem] leading-[2.125rem] font-bold text-white drop-shadow-sm">
            {question.statement}
          </p>
          <span className="text-xs font-medium text-white/80">Swipe ↑ → ↓ ← or use the buttons</span>
        </CategoryArt>
      </div>
      {hint ? (
        <motion.span
          aria-hidden="true"
          style={{ opacity: hintOpacity }}
          className={cn(
            "absolute rounded-xl border-2 border-white/90 px-3 py-1.5 text-base font-black tracking-wide whitespace-nowrap uppercase shadow-float",
            RESPONSE_TONE[hint].solid,
            HINT_POSITION[hint],
          )}
        >
          {hint} · {RESPONSE_LABELS[hint]}
        </motion.span>
      ) : null}
    </motion.div>
  );
}
