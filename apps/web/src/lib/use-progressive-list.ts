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
