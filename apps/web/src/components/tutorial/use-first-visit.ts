import { startTransition, useCallback, useEffect, useState } from "react";

function hasSeen(flag: string): boolean {
  try {
    return localStorage.getItem(flag) === "true";
  } catch {
    // Storage refused (private mode): show the tutorial; closing it still hides it for this visit.
    return false;
  }
}

/** Runs `task` when the browser has nothing more urgent to do (at most `timeout` ms from now). */
function whenIdle(task: () => void, timeout: number): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(task, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 50);
  return () => window.clearTimeout(id);
}

/**
 * docs/product.md#tutorials: shown until closed once, tracked by a stored flag such as hasSeenResultsTutorial.
 * It opens once the screen under it has drawn and the browser is idle: a modal mounted in the first render
 * locks scrolling and restyles the whole page while the screen's own data is still arriving, which was the
 * longest task of a first visit to Results and Matches on a throttled phone.
 */
export function useFirstVisit(flag: string): { open: boolean; close: () => void } {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (hasSeen(flag)) return;
    // A transition: the dialog renders in slices the browser can interleave with input, not one long task.
    return whenIdle(() => startTransition(() => setOpen(true)), 1500);
  }, [flag]);
  const close = useCallback(() => {
    setOpen(false);
    try {
      localStorage.setItem(flag, "true");
    } catch {
      // See hasSeen: nothing to persist to.
    }
  }, [flag]);
  return { open, close };
}
