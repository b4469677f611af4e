import { useCallback, useState } from "react";

function hasSeen(flag: string): boolean {
  try {
    return localStorage.getItem(flag) === "true";
  } catch {
    // Storage refused (private mode): show the tutorial; closing it still hides it for this visit.
    return false;
  }
}

/** SPEC §4 tutorials: shown until closed once, tracked by a stored flag such as hasSeenResultsTutorial. */
export function useFirstVisit(flag: string): { open: boolean; close: () => void } {
  const [open, setOpen] = useState(() => !hasSeen(flag));
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
