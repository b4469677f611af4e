import "./lib/apply-stored-theme";
import "./index.css";
import { AFTER_PAINT_REL } from "@down/common/after-paint";

// The built index.html preloads the stylesheet without letting it block the splash (vite.config.ts); it
// applies here, before the app renders anything, so no screen ever shows unstyled.
for (const link of document.querySelectorAll<HTMLLinkElement>("link[data-app-style]")) link.rel = "stylesheet";

// The entry is small on purpose: the app's code (boot.tsx and what the page names for it) is fetched and
// run once the browser has shown what the page already holds, the splash or the screen the server painted
// with its first photo (decision 015), instead of competing with that paint for the network and the only
// main thread; on a slow phone the code takes most of a second to arrive and as long again to evaluate.

/** The app never waits longer than this for its first paint to be shown (a slow or broken photo). */
const PAINT_WAIT_LIMIT_MS = 2000;
const LINKS_PER_TASK = 3;

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
  // React DOM is most of boot's code, and running a module graph is one task however large: evaluated on its
  // own first, then boot in a later task, neither holds a slow phone's main thread as long as both did (issue
  // 28, item 4; bench/README.md, "Web"). Both were fetching already (the links above).
  void import("react-dom/client")
    .catch(() => undefined)
    .then(() => new Promise((resolve) => setTimeout(resolve, 0)))
    .then(() => import("./boot"));
}

/**
 * Calls `then` once the page's first paint has been presented: the painted screen's photo when it has one
 * (its largest-contentful-paint entry), else the first contentful paint. Paint entries arrive when the
 * frame is on screen, which an animation frame only approximates. Without those entries (older Safari),
 * or in a tab nobody sees, the next frame or at once.
 */
function whenShown(then: () => void) {
  const painted = document.querySelector("#root[data-first-paint]");
  const photo = painted?.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  const type = photo ? "largest-contentful-paint" : "paint";
  if (document.visibilityState === "hidden") return then();
  // A reload in a tab that has seen the splash, of a screen the server does not paint: the page holds
  // nothing contentful, so no paint entry would ever come.
  if (!painted && document.documentElement.classList.contains("splash-seen")) {
    return then();
  }
  if (!PerformanceObserver.supportedEntryTypes?.includes(type)) {
    requestAnimationFrame(() => setTimeout(then, 0));
    return;
  }
  const shown = (entry: PerformanceEntry) =>
    photo
      ? (entry as PerformanceEntry & { element?: Element | null }).element === photo
      : entry.name === "first-contentful-paint";
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntries().some(shown)) return;
    observer.disconnect();
    setTimeout(then, 0);
  });
  observer.observe({ type, buffered: true });
  setTimeout(() => {
    observer.disconnect();
    then();
  }, PAINT_WAIT_LIMIT_MS);
}

whenShown(start);
