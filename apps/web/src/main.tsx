import "./lib/apply-stored-theme";
import "./index.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { startSessionCheck } from "./app/auth-provider";
import { loadLoginPage, loadSignedInApp } from "./app/router";
import { retireSplash } from "./app/splash";

// The built index.html preloads the stylesheet without letting it block the splash (vite.config.ts); it
// applies here, before the first React render, so no screen ever shows unstyled.
for (const link of document.querySelectorAll<HTMLLinkElement>("link[data-app-style]")) link.rel = "stylesheet";

const root = document.getElementById("root");
if (!root) throw new Error("index.html must contain #root");

// Start the likely screen's code now, alongside the session check, instead of after it answers.
const looksSignedIn = (() => {
  try {
    return localStorage.getItem("auth-user") !== null;
  } catch {
    return false;
  }
})();
// A session this device had not stored (another tab signed in, storage cleared) still starts the signed-in
// app's code the moment the server names the person, not after React has rendered the answer.
startSessionCheck()
  .then((user) => {
    if (user && !looksSignedIn) void loadSignedInApp();
  })
  .catch(() => {
    // The AuthProvider owns what a failed check means (SPEC §8); nothing to start here.
  });
void (looksSignedIn && window.location.pathname !== "/login" ? loadSignedInApp() : loadLoginPage());

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
retireSplash();
