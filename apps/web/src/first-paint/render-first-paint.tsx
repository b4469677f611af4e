/**
 * The server's first paint of a signed-in screen (decision 015, hydrated since decision 018): the whole app,
 * rendered to HTML for this person with the answers the server fetched for the screen, so a phone paints
 * the first card before the app's code has arrived; the app then hydrates this markup in place. Built as
 * its own server bundle (`vite build --ssr`, see vite.config.ts) and called by
 * apps/server/src/web/first-paint.ts. The browser never runs this file.
 */
import { type FirstAnswer, paintedOnServer } from "@down/common/first-screen";
import type { AuthUser } from "@down/common/schemas/auth";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { Router } from "wouter";
import { App } from "@/app/app";
import { loadSignedInApp } from "@/app/router";
import { holdFirstAnswers, releaseFirstAnswers } from "@/lib/first-paint";

export interface FirstPaintInput {
  path: string;
  search: string;
  user: AuthUser;
  /** The screen's first API answers (200s only), by the URL the app asks for them. */
  answers: readonly FirstAnswer[];
  /** The zone the browser shows dates in (its `tz` cookie), when it has said. */
  timeZone?: string;
}

/** React's mark for a Suspense boundary it could not finish (here: a lazy screen whose code is not loaded yet). */
const UNFINISHED_BOUNDARY = "<!--$!-->";
/** The app, then its screen, are lazy: until a render has asked for each, it renders the fallback. */
const MOST_RENDERS = 5;

/**
 * The code of the screens this renderer paints, loaded once with the renderer: a lazy part asked for in a
 * render is then ready a turn of the event loop later, and only the first page of each screen renders more
 * than once. The paths are the app's own (signed-in-app.tsx), so these are the same modules.
 */
const paintedScreensCode = Promise.all([
  loadSignedInApp(),
  import("@/features/discover/pages/dashboard-page"),
  import("@/features/discover/pages/results-page"),
  import("@/features/discover/pages/explore-page"),
  import("@/features/matches/pages/matches-page"),
  import("@/features/messages/pages/messages-page"),
  import("@/features/profile/pages/public-profile-page"),
]);

/**
 * The page's markup, or null when the app paints this screen alone (common's `paintedOnServer`) or it
 * could not be rendered whole. The tree is the browser's own (`<StrictMode><App/></StrictMode>` in
 * boot.tsx), so the browser can hydrate it: same elements, same Suspense boundaries, same `useId`s.
 */
export async function renderFirstPaint({
  path,
  search,
  user,
  answers,
  timeZone,
}: FirstPaintInput): Promise<string | null> {
  if (!paintedOnServer(path, search)) return null;
  const page = (
    <Router ssrPath={path} ssrSearch={search.replace(/^\?/, "")}>
      <StrictMode>
        <App session={user} timeZone={timeZone} />
      </StrictMode>
    </Router>
  );
  await paintedScreensCode;
  for (let render = 0; render < MOST_RENDERS; render++) {
    // The signed-in app seeds its query cache from the held answers, as it does in the browser. The render
    // is synchronous, so no other request's answers can be held meanwhile.
    holdFirstAnswers(answers);
    let markup: string;
    try {
      markup = renderToString(page);
    } finally {
      releaseFirstAnswers();
    }
    if (!markup.includes(UNFINISHED_BOUNDARY)) return markup;
    // A lazy part was asked for: its module is loaded, so it resolves within a turn of the event loop.
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return null;
}
