import type { FirstAnswer } from "@down/common/first-screen";
import { useLayoutEffect, useRef } from "react";

/**
 * The browser's side of the server's first paint (decisions 015 and 018). The server may render the app
 * into `#root` (marked `data-first-paint`, and `inert` until the app can act on it) and put the answers it
 * drew that markup from in `#first-answers`. The app hydrates that markup from the same answers: the
 * elements on screen become the app's own, so nothing is drawn twice and nothing moves.
 */

/** The answers the server drew the first paint from, read once (the element is removed). */
export function takeFirstAnswers(): FirstAnswer[] {
  const element = document.getElementById("first-answers");
  element?.remove();
  if (!element?.textContent) return [];
  try {
    const parsed: unknown = JSON.parse(element.textContent);
    return Array.isArray(parsed)
      ? parsed.filter(
          (item): item is FirstAnswer =>
            typeof item?.url === "string" && typeof item.fills?.query === "string" && "body" in item,
        )
      : [];
  } catch {
    return [];
  }
}

let held: readonly FirstAnswer[] = [];

/** Keeps the answers for the signed-in app's query cache (seed-first-answers.ts), which is created later. */
export function holdFirstAnswers(answers: readonly FirstAnswer[]): void {
  held = answers;
}

/**
 * The held answers. They stay held until the signed-in app has mounted (releaseFirstAnswers): its first
 * render, a transition, may be started over, and each start makes its cache afresh, which must get them again.
 */
export function heldFirstAnswers(): readonly FirstAnswer[] {
  return held;
}

/** Once the app's cache is in use: a later cache (after signing out and in again) starts empty. */
export function releaseFirstAnswers(): void {
  held = [];
}

/** The app's root when it holds a screen the server painted that the app has not taken over yet. */
export function paintedRoot(): HTMLElement | null {
  return document.querySelector<HTMLElement>("#root[data-first-paint]");
}

/**
 * The painted screen is the app's now (hydrated with its data), the person went elsewhere, or the app gave
 * up waiting: it takes taps and reaches screen readers.
 */
export function retireFirstPaint(): void {
  const root = paintedRoot();
  root?.removeAttribute("inert");
  root?.removeAttribute("data-first-paint");
}

/** For a screen the server may have painted: hands over once this render has the screen's data. */
export function useFirstPaintHandoff(ready: boolean): void {
  useLayoutEffect(() => {
    if (ready) retireFirstPaint();
  }, [ready]);
}

/** Any navigation away from the screen the server painted hands over at once. */
export function useRetireFirstPaintOnNavigation(location: string): void {
  const first = useRef(location);
  useLayoutEffect(() => {
    if (location !== first.current) retireFirstPaint();
  }, [location]);
}
