import { TIMINGS } from "@down/common/sign-in-constants";

const SEEN_KEY = "splash-seen";
const FADE_MS = 300;

/**
 * The splash itself is static HTML and CSS in index.html, painted before any JavaScript arrives, and fades
 * out by CSS at 2000 ms. This only remembers that the visit has seen it and takes it out of the DOM.
 */
export function retireSplash(): void {
  const splash = document.getElementById("splash");
  if (!splash) return;
  try {
    sessionStorage.setItem(SEEN_KEY, "1");
  } catch {
    // Without storage the splash simply shows again on the next load.
  }
  window.setTimeout(() => splash.remove(), TIMINGS.splashMs + FADE_MS);
}
