/** Moves the item at `from` to `to`, shifting the ones between; out-of-range moves change nothing. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1) as [T];
  next.splice(to, 0, item);
  return next;
}

/**
 * The order to show while a rearrangement is unsaved: the draft's order for photos still on the
 * profile, then any photo uploaded meanwhile. Photos deleted meanwhile drop out.
 */
export function reconcileOrder(draft: readonly string[] | null, saved: readonly string[]): string[] {
  if (!draft) return [...saved];
  const present = new Set(saved);
  const kept = draft.filter((url) => present.has(url));
  const keptSet = new Set(kept);
  return [...kept, ...saved.filter((url) => !keptSet.has(url))];
}

export const sameOrder = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((url, i) => url === b[i]);
