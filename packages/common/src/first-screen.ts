/**
 * What a signed-in screen asks the API for first, shared by the server (which names it in the page it
 * serves, so the browser starts it while the HTML is still arriving) and the web app's entry (which hands
 * the answers to the screen). A screen not listed simply starts its requests itself, later.
 */

/** Which list in an answer holds the card whose photo is the screen's largest paint. */
export type FirstCard = "match" | "search" | "profile";

/**
 * Which of the app's queries an answer fills. The server hands it on with each answer it painted from, so
 * the app seeds its cache by name (seed-first-answers.ts) and never has to read a URL back into a query.
 */
export type FirstQuery =
  | { query: "matches" }
  | { query: "likesYou" }
  | { query: "dashboardRecent" }
  | { query: "search"; sort: "best" | "nearest" }
  | { query: "ownProfile" }
  | { query: "answerSummary" }
  | { query: "conversations" }
  | { query: "publicProfile"; id: string }
  | { query: "reviewsAbout"; id: string }
  | { query: "favorites" }
  | { query: "unreadNotifications" }
  | { query: "unreadMessages" };

export interface FirstRequest {
  url: string;
  fills: FirstQuery;
  firstCard?: FirstCard;
  /** Data of the frame or of every card (counts, hearts) rather than of this screen. */
  shared?: true;
}

/** A first request's 200 answer, as the server paints from it and hands it to the app in the page. */
export interface FirstAnswer {
  url: string;
  fills: FirstQuery;
  body: unknown;
}

/** /profile/{uuid}: someone's profile (a uuid only, so /profile/personal and /profile/public never match). */
export const PERSON_PATH = /^\/profile\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

export function firstScreenRequests(path: string, search: string, userId: string): FirstRequest[] {
  const screen = screenRequests(path, search, userId);
  // The frame's own counts (the bell, the Messages badge) come with any screen that names its data, so the
  // server's paint has them and the app has nothing left to redraw when it takes over.
  return screen.length > 0 ? [...screen, ...SHELL] : [];
}

const SHELL: FirstRequest[] = [
  { url: "/api/notifications/unread-count", fills: { query: "unreadNotifications" }, shared: true },
  { url: "/api/conversations/unread-count", fills: { query: "unreadMessages" }, shared: true },
];
/** Every card and profile shows its heart from this list. */
const FAVORITES: FirstRequest = { url: "/api/favorites", fills: { query: "favorites" }, shared: true };

function screenRequests(path: string, search: string, userId: string): FirstRequest[] {
  const matches: FirstRequest = { url: `/api/matches/${userId}`, fills: { query: "matches" }, firstCard: "match" };
  const ownProfile: FirstRequest = { url: `/api/profiles/${userId}`, fills: { query: "ownProfile" } };
  switch (path) {
    case "/dashboard":
      return [
        matches,
        { url: "/api/recently-viewed?limit=2&cursor=0", fills: { query: "dashboardRecent" } },
        FAVORITES,
      ];
    case "/matches":
      // Likes you sits above the matches: painted with them, it never pushes the list down.
      return [matches, { url: "/api/likes-you", fills: { query: "likesYou" } }, FAVORITES];
    case "/results": {
      const params = new URLSearchParams(search);
      // The screen checks a category against the list; only the plain search is named here.
      if (params.has("category")) return [];
      const sort = params.get("sort") === "best" ? "best" : "nearest";
      return [
        { url: `/api/search?sort=${sort}`, fills: { query: "search", sort }, firstCard: "search" },
        ownProfile,
        FAVORITES,
      ];
    }
    case "/explore":
      return [ownProfile, { url: `/api/analytics/${userId}`, fills: { query: "answerSummary" } }];
    case "/messages":
      return [{ url: "/api/conversations?limit=50", fills: { query: "conversations" } }];
    default: {
      const id = PERSON_PATH.exec(path)?.[1];
      if (!id) return [];
      return [
        { url: `/api/public-profiles/${id}`, fills: { query: "publicProfile", id }, firstCard: "profile" },
        { url: `/api/reviews/about/${id}?limit=10`, fills: { query: "reviewsAbout", id } },
        FAVORITES,
      ];
    }
  }
}

/**
 * Screens the server paints from their first answers (decision 015): their largest paint would otherwise
 * wait for the app's code. A screen listed here is painted only when every one of its first requests answered.
 */
export function paintedOnServer(path: string, search: string): boolean {
  if (path === "/results") return !new URLSearchParams(search).has("category");
  return ["/dashboard", "/matches", "/explore", "/messages"].includes(path) || PERSON_PATH.test(path);
}

/**
 * The cookie a browser names the time zone it shows dates in (its UTC offset, "+09:00"), for the server to
 * paint those dates as the browser will draw them (decision 018).
 */
export const TIME_ZONE_COOKIE = "tz";

/**
 * The source module of each screen's code (as the web build's manifest names it), for the server to name
 * in the page beside the signed-in app's own; route-boot.test.ts checks each is a screen the app loads.
 */
export function firstScreenModule(path: string): string | null {
  if (path === "/dashboard") return null; // in the signed-in app's own chunk
  if (path === "/matches") return "src/features/matches/pages/matches-page.tsx";
  if (path === "/results") return "src/features/discover/pages/results-page.tsx";
  if (path === "/explore") return "src/features/discover/pages/explore-page.tsx";
  if (path === "/messages") return "src/features/messages/pages/messages-page.tsx";
  if (path.startsWith("/questions")) return "src/features/questions/pages/questions-page.tsx";
  if (path.startsWith("/messages/")) return "src/features/messages/pages/chat-page.tsx";
  if (PERSON_PATH.test(path)) return "src/features/profile/pages/public-profile-page.tsx";
  return null;
}
