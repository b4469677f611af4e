import type { Response } from "@down/common/constants";
import { motion, useIsPresent } from "motion/react";
import type { ReactNode } from "react";
import { EXIT_DIRECTION } from "../lib/swipe-direction";

/** The card behind the top one peeks out, so the deck reads as a stack. */
export const STACK_DEPTH = 2;
/** How far an answered card flies, in px: past a phone's half-width and half-height. */
const EXIT_DISTANCE = 640;
const FLY = { type: "spring", stiffness: 260, damping: 30 } as const;

const variants = {
  enter: { scale: 0.9, y: 24, opacity: 0 },
  top: { scale: 1, y: 0, opacity: 1 },
  behind: { scale: 0.94, y: 16, opacity: 1 },
  // The exit reads the answer through AnimatePresence's `custom`, so a card flies the way it was answered.
  exit: (response: Response) => ({
    x: EXIT_DIRECTION[response].x * EXIT_DISTANCE,
    y: EXIT_DIRECTION[response].y * EXIT_DISTANCE,
    opacity: 0,
    transition: FLY,
  }),
};

/**
 * A position in the stack. A card on its way out stays on top visually but is hidden from assistive tech
 * and input, so only the current question can be read or dragged.
 */
export function DeckSlot({
  depth,
  exitResponse,
  children,
}: {
  depth: number;
  exitResponse: Response;
  children: (interactive: boolean) => ReactNode;
}) {
  const present = useIsPresent();
  const current = present && depth === 0;
  return (
    <motion.div
      custom={exitResponse}
      variants={variants}
      initial="enter"
      animate={depth === 0 ? "top" : "behind"}
      exit="exit"
      className="absolute inset-0"
      style={{ zIndex: present ? STACK_DEPTH - depth : STACK_DEPTH + 1 }}
      aria-hidden={current ? undefined : true}
      inert={current ? undefined : true}
    >
      {children(current)}
    </motion.div>
  );
}
