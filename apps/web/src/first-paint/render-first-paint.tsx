/**
 * The server's first paint of a signed-in screen (decision 015): the shell and the screen rendered to HTML
 * with the answers the server fetched for it, so a phone paints the first card before the app's code has
 * arrived. Built as its own server bundle (`vite build --ssr`, see vite.config.ts) and called by
 * apps/server/src/web/first-paint.ts. The browser never runs this file: the app takes over from the
 * markup once its own render of the screen has the same data (first-paint.ts beside this file).
 */
import { type FirstAnswer, paintedOnServer } from "@down/common/first-screen";
import type { AuthUser } from "@down/common/schemas/auth";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToString } from "react-dom/server";
import { Route, Router, Switch } from "wouter";
import { SignedInAs } from "@/app/auth-provider";
import { AppShell } from "@/app/shell/app-shell";
import { ThemeProvider } from "@/app/theme-provider";
import { DashboardPage } from "@/features/discover/pages/dashboard-page";
import { ExplorePage } from "@/features/discover/pages/explore-page";
import { ResultsPage } from "@/features/discover/pages/results-page";
import { MatchesPage } from "@/features/matches/pages/matches-page";
import { MessagesPage } from "@/features/messages/pages/messages-page";
import { PublicProfilePage } from "@/features/profile/pages/public-profile-page";
import { seedFirstAnswers } from "./seed-first-answers";

export interface FirstPaintInput {
  path: string;
  search: string;
  user: AuthUser;
  /** The screen's first API answers (200s only), by the URL the app asks for them. */
  answers: readonly FirstAnswer[];
}

/** The screen's markup, or null when the app paints this screen alone (common's `paintedOnServer`). */
export function renderFirstPaint({ path, search, user, answers }: FirstPaintInput): string | null {
  if (!paintedOnServer(path, search)) return null;
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  seedFirstAnswers(client, user.id, answers);
  return renderToString(
    <Router ssrPath={path} ssrSearch={search.replace(/^\?/, "")}>
      <ThemeProvider>
        <SignedInAs user={user}>
          <QueryClientProvider client={client}>
            <AppShell>
              <Switch>
                <Route path="/dashboard" component={DashboardPage} />
                <Route path="/results" component={ResultsPage} />
                <Route path="/matches" component={MatchesPage} />
                <Route path="/explore" component={ExplorePage} />
                <Route path="/messages" component={MessagesPage} />
                <Route path="/profile/:id" component={PublicProfilePage} />
              </Switch>
            </AppShell>
          </QueryClientProvider>
        </SignedInAs>
      </ThemeProvider>
    </Router>,
  );
}
