import type { FirstAnswer } from "@down/common/first-screen";
import type { ProfileCard } from "@down/common/schemas/search";
import { act, screen, waitFor, within } from "@testing-library/react";
import { StrictMode, startTransition } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { App } from "@/app/app";
import { ResultsPage } from "@/features/discover/pages/results-page";
import { primeAnswer } from "@/lib/api-client";
import { startSessionCheck } from "@/lib/auth/auth-provider";
import { holdFirstAnswers } from "@/lib/first-paint";
import { mockApi, nameInPage, renderScreen, TEST_USER } from "@/test/screen-harness";
import { renderFirstPaint } from "./render-first-paint";

const liam: ProfileCard = {
  id: "22222222-2222-4222-8222-000000000001",
  name: "Liam L.",
  age: 31,
  location: "Nashville, TN",
  tagline: "Trail runner",
  photo: "/media/avatars/liam.svg",
  photos: ["/media/avatars/liam.svg"],
  rating: 4.5,
  reviewCount: 2,
  dateCount: 2,
  status: "New",
  requested: false,
  matchedOn: [],
  downScore: 88,
  distance: 3,
};
const searchAnswer: FirstAnswer = {
  url: "/api/search?sort=nearest",
  fills: { query: "search", sort: "nearest" },
  body: { total: 1, results: [liam], nextCursor: null },
};

function parse(markup: string): HTMLElement {
  const container = document.createElement("div");
  container.innerHTML = markup;
  document.body.append(container);
  return container;
}

const attributes = (element: Element | null) =>
  Object.fromEntries([...(element?.attributes ?? [])].map((attribute) => [attribute.name, attribute.value]));

describe("the server's first paint of a screen", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.innerHTML = "";
  });

  it("draws the results with the first person's photo asked for at high priority", async () => {
    const markup = await renderFirstPaint({ path: "/results", search: "", user: TEST_USER, answers: [searchAnswer] });
    const page = parse(markup ?? "");
    expect(within(page).getByRole("heading", { name: "RESULTS" })).toBeInTheDocument();
    expect(page.textContent).toContain("1 search results found");
    const card = within(page).getByRole("article", { name: "Liam L." });
    const photo = card.querySelector("img");
    expect(photo?.getAttribute("src")).toBe("/media/avatars/liam.svg");
    expect(photo?.getAttribute("fetchpriority")).toBe("high");
    // The shell is there too, so the frame does not change when the app takes over.
    expect(within(page).getByRole("navigation", { name: "Main" })).toBeInTheDocument();
  });

  it("draws only the screens common names", async () => {
    for (const [path, search] of [
      ["/settings", ""],
      ["/questions/adventure", ""],
      ["/results", "?category=adventure"],
    ] as const) {
      expect(await renderFirstPaint({ path, search, user: TEST_USER, answers: [] })).toBeNull();
    }
  });

  it("draws the same card the app draws from the same answer", async () => {
    const markup = await renderFirstPaint({ path: "/results", search: "", user: TEST_USER, answers: [searchAnswer] });
    const served = within(parse(markup ?? "")).getByRole("article", { name: "Liam L." });
    // The app reads the answer the server put in the page instead of asking for it.
    const fetchMock = mockApi({});
    localStorage.setItem("hasSeenResultsTutorial", "true");
    primeAnswer(searchAnswer.url, searchAnswer.body);
    renderScreen(<ResultsPage />, "/results");
    const drawn = await screen.findByRole("article", { name: "Liam L." });
    expect(drawn.textContent).toBe(served.textContent);
    expect(drawn.className).toBe(served.className);
    expect(attributes(drawn.querySelector("img"))).toEqual(attributes(served.querySelector("img")));
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith("/api/search"))).toBe(false);
  });

  it("is hydrated by the app in place: the same elements become the app's, and nothing is drawn again", async () => {
    localStorage.setItem("hasSeenResultsTutorial", "true");
    const markup = await renderFirstPaint({ path: "/results", search: "", user: TEST_USER, answers: [searchAnswer] });
    // The page as apps/server/src/web/first-paint.ts serves it: the photo preloads go to <head>.
    const body = (markup ?? "").replace(/^(?:<link rel="preload" as="image"[^>]*>)+/, "");
    window.history.replaceState(null, "", "/results");
    document.body.innerHTML = `<div id="root" data-first-paint inert>${body}</div>`;
    const root = document.getElementById("root") as HTMLElement;
    const served = root.querySelector('article[aria-label="Liam L."]');
    expect(served).not.toBeNull();

    // As boot.tsx does with such a page.
    nameInPage(TEST_USER);
    void startSessionCheck();
    holdFirstAnswers([searchAnswer]);
    primeAnswer(searchAnswer.url, searchAnswer.body);
    mockApi({});
    const redrawn = vi.fn();
    const logged = vi.spyOn(console, "error");
    let app: Root | undefined;
    await act(async () => {
      startTransition(() => {
        app = hydrateRoot(
          root,
          <StrictMode>
            <App />
          </StrictMode>,
          { onRecoverableError: redrawn },
        );
      });
    });
    // The screen hands over once hydrated with its data: it takes taps and reaches screen readers.
    await waitFor(() => expect(root.hasAttribute("inert")).toBe(false));
    expect(root.querySelector('article[aria-label="Liam L."]')).toBe(served);
    expect(redrawn).not.toHaveBeenCalled();
    expect(logged).not.toHaveBeenCalled();
    act(() => app?.unmount());
    window.history.replaceState(null, "", "/");
  });
});
