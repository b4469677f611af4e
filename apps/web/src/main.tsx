import "./lib/apply-stored-theme";
import "./index.css";
import { AFTER_PAINT_REL } from "@down/common/first-screen";

// The built index.html preloads the stylesheet without letting it block the splash (vite.config.ts); it
// applies here, before the app renders anything, so no screen ever shows unstyled.
for (const link of document.querySelectorAll<HTMLLinkElement>("link[data-app-style]")) link.rel = "stylesheet";

// The entry is small on purpose: the app's code (boot.tsx, fetched alongside through the page's
// modulepreload links) runs after the browser has painted what the page already holds, the splash or the
// screen the server painted with its first photo (decision 015), instead of holding that paint back while
// it evaluates. On a slow phone that evaluation takes most of a second of the only main thread.
/** The app never waits longer than this for the first photo (a slow or broken image). */
const PHOTO_WAIT_LIMIT_MS = 2000;
const LINKS_PER_TASK = 8;
let started = false;
function start() {
  if (started) return;
  started = true;
  // The page names the app's code without fetching it (AFTER_PAINT_REL). Starting a fetch costs the main
  // thread about a millisecond on a slow phone, so the forty or so start a few at a time, boot's own
  // first, rather than in one long task.
  const held = [...document.querySelectorAll<HTMLLinkElement>(`link[rel="${AFTER_PAINT_REL}"]`)];
  const fetchSome = () => {
    for (const link of held.splice(0, LINKS_PER_TASK)) link.rel = "modulepreload";
    if (held.length > 0) setTimeout(fetchSome, 0);
  };
  fetchSome();
  void import("./boot");
}
const afterPaint = () => requestAnimationFrame(() => setTimeout(start, 0));
const photo = document.querySelector<HTMLImageElement>('#first-paint img[fetchpriority="high"]');
if (photo && !photo.complete) {
  photo.addEventListener("load", afterPaint, { once: true });
  photo.addEventListener("error", afterPaint, { once: true });
  setTimeout(start, PHOTO_WAIT_LIMIT_MS);
} else {
  afterPaint();
  // A tab opened in the background gets no animation frames until it is shown.
  setTimeout(start, 100);
}
