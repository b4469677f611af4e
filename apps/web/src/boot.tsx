/**
 * The app's start, loaded by main.tsx once the browser has painted what the page already holds. Starts the
 * session check and the likely screen's code and data together, then renders.
 */
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { peekNamedSession, readStoredUser, startSessionCheck } from "@/lib/auth/auth-provider";
import { holdFirstAnswers, paintedRoot, retireFirstPaint, takeFirstAnswers } from "@/lib/first-paint";
import { App } from "./app/app";
import { loadLoginPage, loadSignedInApp, PUBLIC_PATHS } from "./app/router";
import { retireSplash } from "./app/splash";
import { primeAnswer } from "./lib/api-client";

/** Longest the server's first paint stays inert, waiting to be hydrated (a slow phone's code takes a few seconds). */
const FIRST_PAINT_HANDOFF_LIMIT_MS = 15_000;

const root = document.getElementById("root");
if (!root) throw new Error("index.html must contain #root");

// Start the likely screen's code now, alongside the session check, instead of after it answers. The server
// names a signed-in person in the page; failing that, a stored person or any path but the sign-in and
// public pages means the signed-in app (a signed-out visitor there is sent to /login anyway).
const path = window.location.pathname;
const namedUserId = peekNamedSession()?.id ?? null;
const storedUserId = readStoredUser()?.id ?? null;
const signedInPath = path !== "/" && path !== "/login" && !PUBLIC_PATHS.has(path);
const likelySignedIn = namedUserId !== null || (storedUserId !== null ? path !== "/login" : signedInPath);
const knownUserId = namedUserId ?? storedUserId;
// Answers the server painted the screen from are this screen's data: the app draws the same screen from them.
const firstAnswers = takeFirstAnswers();
for (const { url, body } of firstAnswers) primeAnswer(url, body);
holdFirstAnswers(firstAnswers);
// The painted screen normally hands over as soon as it is hydrated with its data; should anything keep it
// from that, it does not stay inert for long.
setTimeout(retireFirstPaint, FIRST_PAINT_HANDOFF_LIMIT_MS);
// The screen's data (and its first photo) start with the code: at once for a known person, else when the
// session check names them. That code is a chunk of its own: the sign-in screen never needs it. A screen
// the server painted has its data and its photo already.
const bootData = (userId: string) => {
  if (firstAnswers.length > 0) return;
  void import("./app/route-boot").then(({ bootScreenData }) => bootScreenData(path, window.location.search, userId));
};
if (knownUserId && likelySignedIn) bootData(knownUserId);
startSessionCheck()
  .then((user) => {
    if (!user) return;
    if (user.id !== knownUserId) bootData(user.id);
    if (!likelySignedIn) void loadSignedInApp();
  })
  .catch(() => {
    // The AuthProvider owns what a failed check means (docs/product.md#errors-and-notices); nothing to start here.
  });
void (likelySignedIn ? loadSignedInApp() : loadLoginPage());

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
if (paintedRoot() && firstAnswers.length > 0) {
  // The server rendered this same tree into #root (decision 018): the app adopts those elements instead of
  // drawing them again. As a transition, hydration yields to the browser every few milliseconds instead of
  // holding a slow phone's main thread, and the parts whose code is still arriving hydrate when it has. A
  // part that does not hydrate as served (a clock that moved on) React draws afresh, which is what the page
  // needs: a warning, not an error, since the person sees nothing wrong.
  startTransition(() => {
    hydrateRoot(root, app, { onRecoverableError: (error) => console.warn("DOWN: redrawn, not hydrated:", error) });
  });
} else {
  // Nothing (usable) painted: whatever the page holds is the app's to replace.
  retireFirstPaint();
  createRoot(root).render(app);
}
retireSplash();
// Only the built app has a service worker; it registers after the first render, off the critical path.
if (import.meta.env.PROD && "serviceWorker" in navigator) {
  void import("./app/register-service-worker").then(({ registerServiceWorker }) => registerServiceWorker());
}
