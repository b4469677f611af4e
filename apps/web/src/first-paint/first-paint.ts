import type { FirstAnswer } from "@down/common/first-screen";
import { useLayoutEffect, useRef } from "react";

/**
 * The browser's side of the server's first paint (decision 015). The server may put a screen's markup in
 * `#first-paint`, inert, with the app's own root hidden behind it (index.html's styles), and the answers it
 * drew that markup from in `#first-answers`. The app renders the same screen from the same answers and, in
 * the commit where its screen has them, removes the server's copy: the swap happens within one frame, so
 * nothing moves and nothing flashes.
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

let held: FirstAnswer[] = [];

/** Keeps the answers for the signed-in app's query cache (seed-first-answers.ts), which is created later. */
export function holdFirstAnswers(answers: FirstAnswer[]): void {
  held = answers;
}

/**
 * The held answers. They stay held until the signed-in app has mounted (releaseFirstAnswers): its first
 * render, a transition, is started over whenever a screen's code arrives, and each start makes its cache
 * afresh, which must get them again.
 */
export function heldFirstAnswers(): readonly FirstAnswer[] {
  return held;
}

/** Once the app's cache is in use: a later cache (after signing out and in again) starts empty. */
export function releaseFirstAnswers(): void {
  held = [];
}

/** Shows the app's own render: its screen is ready, the person went elsewhere, or the app gave up waiting. */
export function retireFirstPaint(): void {
  document.getElementById("first-paint")?.remove();
}

/** For a screen the server may have painted: hands over once this render has the screen's data. */
export function useFirstPaintHandoff(ready: boolean): void {
  useLayoutEffect(() => {
    if (ready) retireFirstPaint();
  }, [ready]);
}

/** Any navigation away from the screen the server painted shows the app's own render at once. */
export function useRetireFirstPaintOnNavigation(location: string): void {
  const first = useRef(location);
  useLayoutEffect(() => {
    if (location !== first.current) retireFirstPaint();
  }, [location]);
}
