import { useEffect, useRef } from "react";

/**
 * The phone's back button closes what is open over the screen before it leaves the screen, as people expect
 * from every app (docs/product.md#chat): each open dialog, sheet or step puts one entry in the browser's
 * history (same address, marked in history.state); Back pops it and closes the thing. Closing it any other
 * way (Cancel, Escape, done) takes its entry back off, so Back afterwards leaves the page as before.
 *
 * One mechanism for all of them: components/ui/dialog.tsx uses it for every dialog; panels that are not
 * dialogs (LOVE) and steps (the login's code step) call the hook themselves.
 */

const KEY = "downOverlays";
let nextId = 0;
/** Entries this page took off itself with history.back(): their popstate is not a person's Back. */
let ownBacks = 0;
/** Opens that happened while an own Back was still travelling: they push once it has landed. */
const waiting: Array<() => void> = [];
const closers = new Map<number, () => void>();
let listening = false;

function overlaysIn(state: unknown): number[] {
  if (typeof state !== "object" || state === null || !(KEY in state)) return [];
  const list = (state as Record<string, unknown>)[KEY];
  return Array.isArray(list) ? list.filter((n): n is number => typeof n === "number") : [];
}

function onPopState(event: PopStateEvent) {
  if (ownBacks > 0) {
    ownBacks -= 1;
    if (ownBacks === 0) for (const push of waiting.splice(0)) push();
    return;
  }
  const stillOpen = new Set(overlaysIn(event.state));
  for (const [id, close] of [...closers]) {
    if (stillOpen.has(id)) continue;
    closers.delete(id);
    close();
  }
}

function listen() {
  if (listening || typeof window === "undefined") return;
  listening = true;
  window.addEventListener("popstate", onPopState);
}

/** While `open`, the browser's Back calls `close` instead of leaving the page. */
export function useBackCloses(open: boolean, close: () => void) {
  const latest = useRef(close);
  latest.current = close;
  useEffect(() => {
    if (!open || typeof window === "undefined") return;
    listen();
    const id = ++nextId;
    let active = true;
    const push = () => {
      if (!active) return;
      const state: unknown = window.history.state;
      const base = typeof state === "object" && state !== null ? state : {};
      window.history.pushState({ ...base, [KEY]: [...overlaysIn(state), id] }, "");
      closers.set(id, () => latest.current());
    };
    if (ownBacks > 0) waiting.push(push);
    else push();
    return () => {
      active = false;
      // Already closed by Back (or never pushed): nothing to take off.
      if (!closers.delete(id)) return;
      // Closed from inside while its entry is on top: take the entry off. If the page has moved on (a
      // navigation replaced or covered it), leave history alone.
      if (overlaysIn(window.history.state).at(-1) === id) {
        ownBacks += 1;
        window.history.back();
      }
    };
  }, [open]);
}
