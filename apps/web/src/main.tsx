import "./lib/apply-stored-theme";
import "./index.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { peekNamedSession, readStoredUser, startSessionCheck } from "./app/auth-provider";
import { bootScreenData } from "./app/route-boot";
import { loadLoginPage, loadSignedInApp, PUBLIC_PATHS } from "./app/router";
import { retireSplash } from "./app/splash";

// The built index.html preloads the stylesheet without letting it block the splash (vite.config.ts); it
// applies here, before the first React render, so no screen ever shows unstyled.
for (const link of document.querySelectorAll<HTMLLinkElement>("link[data-app-style]")) link.rel = "stylesheet";

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
// The screen's data (and its first photo) start with the code: at once for a known person, else when the
// session check names them.
if (knownUserId && likelySignedIn) bootScreenData(path, window.location.search, knownUserId);
startSessionCheck()
  .then((user) => {
    if (!user) return;
    if (user.id !== knownUserId) bootScreenData(path, window.location.search, user.id);
    if (!likelySignedIn) void loadSignedInApp();
  })
  .catch(() => {
    // The AuthProvider owns what a failed check means (SPEC §8); nothing to start here.
  });
void (likelySignedIn ? loadSignedInApp() : loadLoginPage());

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
retireSplash();
