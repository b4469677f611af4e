import type { ProfileCard } from "@down/common/schemas/search";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MatchMomentHost } from "@/components/match-moment/match-moment-host";
import { matchMoments } from "@/lib/match-moment/match-moment-store";
import { ownProfile } from "@/test/own-profile.fixture";
import { callsTo, json, mockApi, renderScreen, TEST_USER } from "@/test/screen-harness";
import { ResultsPage } from "./results-page";

const person = (n: number, overrides: Partial<ProfileCard> = {}): ProfileCard => ({
  id: `22222222-2222-4222-8222-${String(n).padStart(12, "0")}`,
  name: `Person ${n}`,
  age: 30,
  location: "Nashville, TN",
  tagline: "Hi",
  photo: null,
  photos: [],
  rating: 4.5,
  reviewCount: 2,
  dateCount: 2,
  status: "New",
  requested: false,
  matchedOn: [],
  downScore: 90 - n,
  distance: n,
  ...overrides,
});

const page = { total: 42, results: [person(1), person(2, { status: "Matched" })], nextCursor: "abc" };

function renderResults(path = "/results?category=adventure") {
  return renderScreen(<ResultsPage />, path);
}

describe("ResultsPage", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the total, the cards and the sort the URL asks for", async () => {
    const fetchMock = mockApi({ "GET /api/search": () => json(page) });
    localStorage.setItem("hasSeenResultsTutorial", "true");
    renderResults("/results?category=adventure&sort=best");
    expect(await screen.findByText("42 search results found")).toBeInTheDocument();
    expect(screen.getByRole("article", { name: "Person 1" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Best match" })).toHaveAttribute("aria-pressed", "true");
    const url = new URL(
      String(fetchMock.mock.calls.find(([u]) => String(u).startsWith("/api/search"))?.[0]),
      "http://x",
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({ category: "adventure", sort: "best" });
    // An existing match offers Message instead of a request.
    const matched = screen.getByRole("article", { name: "Person 2" });
    expect(within(matched).getByRole("link", { name: "Message" })).toHaveAttribute("href", `/messages/${person(2).id}`);
    expect(within(matched).queryByRole("button", { name: "Send Match Request" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "REDO THE SEARCH" })).toHaveAttribute("href", "/explore");
  });

  it("shows the tutorial on the first visit only", async () => {
    mockApi({ "GET /api/search": () => json(page) });
    const first = renderResults();
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText(/higher DOWN SCORE is better/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Got it" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(localStorage.getItem("hasSeenResultsTutorial")).toBe("true");
    first.unmount();
    renderResults();
    await screen.findByText("42 search results found");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("sends a match request and confirms it", async () => {
    localStorage.setItem("hasSeenResultsTutorial", "true");
    const fetchMock = mockApi({
      "GET /api/search": () => json(page),
      "POST /api/match-requests": () => json({ mutual: false, status: "pending" }),
    });
    renderResults();
    await userEvent.click(await screen.findByRole("button", { name: "Send Match Request" }));
    expect(await screen.findByText("Match Request Sent", { selector: "[data-title]" })).toBeInTheDocument();
    expect(callsTo(fetchMock, "POST /api/match-requests")).toEqual([
      { fromUserId: TEST_USER.id, toUserId: person(1).id },
    ]);
  });

  it("says 'Likes you' on the card of someone who asked, and a Match Back brings up the match moment to stay on", async () => {
    localStorage.setItem("hasSeenResultsTutorial", "true");
    const liker = person(7, { likesYou: true, photo: "/uploads/p7.webp", photos: ["/uploads/p7.webp"] });
    mockApi({
      "GET /api/search": () => json({ ...page, results: [liker] }),
      "POST /api/match-requests": () => json({ mutual: true, status: "matched" }),
    });
    // The moment lives in the shell (signed-in-app.tsx), over whatever screen is open.
    const { location } = renderScreen(
      <>
        <ResultsPage />
        <MatchMomentHost />
      </>,
      "/results?category=adventure",
    );
    const card = await screen.findByRole("article", { name: "Person 7" });
    expect(within(card).getByText("Likes you")).toBeInTheDocument();
    expect(within(card).queryByText("New")).not.toBeInTheDocument();
    await userEvent.click(within(card).getByRole("button", { name: "Match Back" }));
    const moment = await screen.findByRole("dialog", { name: "It's a Match!" });
    expect(within(moment).getByText("Person 7")).toBeInTheDocument();
    // No more closing by itself after 1.5 s (the old modal did): it waits for the person.
    await new Promise((resolve) => setTimeout(resolve, 1800));
    expect(screen.getByRole("dialog", { name: "It's a Match!" })).toBeInTheDocument();
    await userEvent.click(within(moment).getByRole("button", { name: "Keep browsing" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "It's a Match!" })).not.toBeInTheDocument());
    expect(location.history.at(-1)).toBe("/results?category=adventure");
    matchMoments.forget(liker.id);
  });

  it("shows the server's reason when they are not accepting matches", async () => {
    localStorage.setItem("hasSeenResultsTutorial", "true");
    mockApi({
      "GET /api/search": () => json(page),
      "POST /api/match-requests": () =>
        json({ error: { code: "not_accepting", message: "They are not accepting new matches" } }, 409),
    });
    renderResults();
    await userEvent.click(await screen.findByRole("button", { name: "Send Match Request" }));
    expect(await screen.findByText("They are not accepting new matches")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Send Match Request" })).toBeEnabled();
  });

  it("says so in the spec's words when a request fails", async () => {
    localStorage.setItem("hasSeenResultsTutorial", "true");
    mockApi({
      "GET /api/search": () => json(page),
      "POST /api/match-requests": () => json({ error: { code: "internal", message: "boom" } }, 500),
    });
    renderResults();
    await userEvent.click(await screen.findByRole("button", { name: "Send Match Request" }));
    const description = await screen.findByText("Failed to send match request. Please try again.");
    // Sonner's store outlives a test, so look inside this toast only.
    const toastItem = description.closest("[data-sonner-toast]") as HTMLElement;
    expect(within(toastItem).getByText("Error", { selector: "[data-title]" })).toBeInTheDocument();
  });

  it("remembers a request sent on an earlier visit", async () => {
    localStorage.setItem("hasSeenResultsTutorial", "true");
    mockApi({ "GET /api/search": () => json({ ...page, results: [person(1, { requested: true })] }) });
    renderResults();
    const sent = await screen.findByRole("button", { name: "Match Request Sent" });
    expect(sent).toBeDisabled();
  });

  it("suggests widening the search when nobody fits", async () => {
    localStorage.setItem("hasSeenResultsTutorial", "true");
    mockApi({ "GET /api/search": () => json({ total: 0, results: [], nextCursor: null }) });
    renderResults();
    expect(await screen.findByText("0 search results found")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Open Settings" })).toHaveAttribute("href", "/settings");
  });

  // The old Results met a first-timer with a "Finish your profile" wall asking for the refused fields only.
  it("shows the short profile step when search is refused, then the results", async () => {
    let profile = ownProfile({ name: "Sam", age: null });
    const fetchMock = mockApi({
      "GET /api/search": () =>
        profile.age === null
          ? json(
              {
                error: {
                  code: "profile_incomplete",
                  message: "Finish your profile first: add your age (18 or older).",
                },
              },
              403,
            )
          : json(page),
      [`GET /api/profiles/${TEST_USER.id}`]: () => json(profile),
      [`PATCH /api/profiles/${TEST_USER.id}`]: (body) => {
        profile = { ...profile, ...(body as object) };
        return json(profile);
      },
    });
    localStorage.setItem("hasSeenResultsTutorial", "true");
    renderResults();
    const step = await screen.findByRole("region", { name: "Before your first results" });
    expect(within(step).getByLabelText("Name")).toHaveValue("Sam");
    expect(within(step).getByRole("radio", { name: "Female" })).toBeChecked();
    await userEvent.type(within(step).getByLabelText("Age"), "17");
    await userEvent.click(within(step).getByRole("button", { name: "Save and continue" }));
    expect(within(step).getByText("Must be at least 18")).toBeInTheDocument();
    await userEvent.clear(within(step).getByLabelText("Age"));
    await userEvent.type(within(step).getByLabelText("Age"), "27");
    await userEvent.click(within(step).getByRole("button", { name: "Save and continue" }));
    expect(await screen.findByText("42 search results found")).toBeInTheDocument();
    expect(callsTo(fetchMock, `PATCH /api/profiles/${TEST_USER.id}`)).toEqual([
      { name: "Sam", age: 27, gender: "Female", interestedIn: ["Everyone"] },
    ]);
  });
});
