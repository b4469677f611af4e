import { type Response, SWIPE_THRESHOLD_PX } from "@down/common/constants";

/**
 * docs/product.md#question-deck: up = D, right = O, down = W, left = N. The larger axis wins, and the movement along it
 * must reach the threshold; anything shorter is no answer (the card springs back).
 */
export function swipeResponse(dx: number, dy: number, threshold: number = SWIPE_THRESHOLD_PX): Response | null {
  const horizontal = Math.abs(dx) > Math.abs(dy);
  const distance = horizontal ? Math.abs(dx) : Math.abs(dy);
  if (distance < threshold) return null;
  if (horizontal) return dx > 0 ? "O" : "N";
  return dy < 0 ? "D" : "W";
}

/** Unit vector the card leaves along for each answer, so buttons and keys fly it the same way a swipe does. */
export const EXIT_DIRECTION: Record<Response, { x: number; y: number }> = {
  D: { x: 0, y: -1 },
  O: { x: 1, y: 0 },
  W: { x: 0, y: 1 },
  N: { x: -1, y: 0 },
};

/** Arrow keys answer like swipes in the same direction. */
export const KEY_RESPONSES: Readonly<Record<string, Response>> = {
  ArrowUp: "D",
  ArrowRight: "O",
  ArrowDown: "W",
  ArrowLeft: "N",
};
