import { DEFAULT_DISTANCE_RADIUS, DISTANCE_OPTIONS, UNLIMITED_RADIUS } from "@down/common/constants";

/** The slider has one step per allowed radius (docs/product.md#constants): index 0–5 over 5, 10, 25, 50, 100, 999. */
export const LAST_DISTANCE_INDEX = DISTANCE_OPTIONS.length - 1;
const DEFAULT_INDEX = (DISTANCE_OPTIONS as readonly number[]).indexOf(DEFAULT_DISTANCE_RADIUS);

/** A stored radius outside the list (older data, another client) shows as the default step, 25 miles. */
export function radiusToIndex(radius: number | null | undefined): number {
  const index = radius == null ? -1 : (DISTANCE_OPTIONS as readonly number[]).indexOf(radius);
  return index === -1 ? DEFAULT_INDEX : index;
}

/** Out-of-range indexes clamp to the ends, so a stray keyboard or pointer value can't send a bad radius. */
export function indexToRadius(index: number): number {
  const clamped = Math.min(LAST_DISTANCE_INDEX, Math.max(0, Math.round(index)));
  return DISTANCE_OPTIONS[clamped] ?? DEFAULT_DISTANCE_RADIUS;
}

/** "25 miles", "5 miles" or "Unlimited" (999 means no limit). */
export function radiusText(radius: number): string {
  return radius === UNLIMITED_RADIUS ? "Unlimited" : `${radius} miles`;
}

/** Tick labels under the slider: the heading's own word for 999, never a second one ("Any" once sat under "Unlimited"). */
export function radiusTick(radius: number): string {
  return radius === UNLIMITED_RADIUS ? "Unlimited" : String(radius);
}
