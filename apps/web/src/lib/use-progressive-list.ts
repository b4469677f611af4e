import { startTransition, useEffect, useState } from "react";

/**
 * The first few items of a list at once, the rest in a transition right after. Data from the query cache
 * renders synchronously, so twenty cards arriving together were one long task on a phone, holding the
 * first card (the screen's largest paint) and every tap behind it; a transition renders the rest in slices
 * the browser can interleave with input and painting.
 */
export function useProgressiveList<T>(items: readonly T[], first = 2): readonly T[] {
  const [limit, setLimit] = useState(first);
  useEffect(() => {
    if (limit < items.length) startTransition(() => setLimit(items.length));
  }, [items.length, limit]);
  return limit >= items.length ? items : items.slice(0, limit);
}

/**
 * For list items past the first screen: the browser skips their layout and paint until they come near the
 * viewport (it keeps their last size once drawn, so the scroll height settles without shifting what is seen).
 */
export const LATER_ITEM = "[content-visibility:auto] [contain-intrinsic-size:auto_36rem]";
