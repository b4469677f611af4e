import type { LikesYouItem } from "@down/common/schemas/matches";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MatchMomentHost } from "@/components/match-moment/match-moment-host";
import { matchMoments } from "@/lib/match-moment/match-moment-store";
import { callsTo, json, mockApi, renderScreen, TEST_USER } from "@/test/screen-harness";
import { MatchesPage } from "../pages/matches-page";

/** Issue 25, item 2: nothing listed the people who had asked to match; Matches now does, with Match Back. */
const liker = (n: number): LikesYouItem => ({
  id: `55555555-5555-4555-8555-${String(n).padStart(12, "0")}`,
  likedAt: new Date(Date.UTC(2026, 0, 1, 0, 60 - n)).toISOString(),
  profile: {
    id: `66666666-6666-4666-8666-${String(n).padStart(12, "0")}`,
    name: n === 1 ? "زينب" : `Liker ${n}`,
    age: 28,
    location: "Franklin",
    tagline: "",
    photo: null,
    photos: [],
    rating: 0,
    reviewCount: 0,
    dateCount: 0,
    status: "New",
    requested: false,
    likesYou: true,
    matchedOn: [],
    downScore: 64,
    distance: 9,
  },
});
const matchesPath = `GET /api/matches/${TEST_USER.id}`;

function renderMatches() {
  localStorage.setItem("hasSeenMatchesTutorial", "true");
  return renderScreen(
    <>
      <MatchesPage />
      <MatchMomentHost />
    </>,
    "/matches",
  );
}

describe("Likes you on Matches", () => {
  afterEach(() => {
    for (let n = 1; n <= 3; n++) matchMoments.forget(liker(n).profile.id);
    vi.unstubAllGlobals();
  });

  it("lists who asked, newest first, and one tap on Match Back makes the match and shows the moment", async () => {
    let waiting = [liker(1), liker(2)];
    const fetchMock = mockApi({
      [matchesPath]: () => json([]),
      "GET /api/likes-you": () => json({ items: waiting, nextCursor: null }),
      "POST /api/match-requests": (body) => {
        waiting = waiting.filter((w) => w.profile.id !== (body as { toUserId: string }).toUserId);
        return json({ mutual: true, status: "matched" });
      },
    });
    renderMatches();
    const section = await screen.findByRole("region", { name: "Likes you" });
    const rows = within(section).getAllByRole("listitem");
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent("DOWN SCORE64%زينب, 28Franklin · 9 mi");
    expect(rows[1]).toHaveTextContent("DOWN SCORE64%Liker 2, 28Franklin · 9 mi");
    // A right-to-left name is isolated, so ", 28" stays after it.
    expect(within(rows[0]!).getByText("زينب").tagName).toBe("BDI");
    expect(within(rows[0]!).getByRole("link")).toHaveAttribute("href", `/profile/${liker(1).profile.id}`);

    await userEvent.click(within(rows[1]!).getByRole("button", { name: "Match Back" }));
    expect(callsTo(fetchMock, "POST /api/match-requests")).toEqual([
      { fromUserId: TEST_USER.id, toUserId: liker(2).profile.id },
    ]);
    const moment = await screen.findByRole("dialog", { name: "It's a Match!" });
    expect(within(moment).getByText("Liker 2")).toBeInTheDocument();
    await userEvent.click(within(moment).getByRole("button", { name: "Keep browsing" }));
    // The list follows at once: the answered person leaves it.
    await waitFor(() => expect(within(section).getAllByRole("listitem")).toHaveLength(1));
  });

  it("pages with Show more, and shows nothing when nobody is waiting", async () => {
    const fetchMock = mockApi({
      [matchesPath]: () => json([]),
      "GET /api/likes-you": (_body, url) =>
        url.searchParams.get("cursor") === "c1"
          ? json({ items: [liker(3)], nextCursor: null })
          : json({ items: [liker(1), liker(2)], nextCursor: "c1" }),
    });
    renderMatches();
    const section = await screen.findByRole("region", { name: "Likes you" });
    await userEvent.click(within(section).getByRole("button", { name: "Show more" }));
    await waitFor(() => expect(within(section).getAllByRole("listitem")).toHaveLength(3));
    expect(within(section).queryByRole("button", { name: "Show more" })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, "GET /api/likes-you")).toHaveLength(2);
  });

  it("is not there when nobody is waiting, and the matches show as before", async () => {
    mockApi({
      [matchesPath]: () => json([]),
      "GET /api/likes-you": () => json({ items: [], nextCursor: null }),
    });
    renderMatches();
    expect(await screen.findByText("No matches yet. Keep swiping in Explore!")).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Likes you" })).not.toBeInTheDocument();
  });
});
