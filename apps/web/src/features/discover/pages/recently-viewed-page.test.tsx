import type { RecentlyViewedItem } from "@down/common/schemas/profile-views";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { callsTo, json, mockApi, renderScreen, TEST_USER } from "@/test/screen-harness";
import { DashboardPage } from "./dashboard-page";
import { RecentlyViewedPage } from "./recently-viewed-page";

const person = (n: number, name: string, favorite = false): RecentlyViewedItem => ({
  profile: {
    id: `22222222-2222-4222-8222-00000000000${n}`,
    name,
    age: 30 + n,
    location: "Franklin",
    tagline: "",
    photo: null,
    photos: [],
    rating: 0,
    reviewCount: 0,
    dateCount: 0,
    status: "New",
    requested: false,
    matchedOn: [],
    downScore: 50,
    distance: 3,
  },
  viewedAt: new Date().toISOString(),
  favorite,
});
const bea = person(1, "Bea");
const cal = person(2, "Cal", true);

describe("RecentlyViewedPage", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the people viewed with View and a heart, and filters to favourites", async () => {
    let saved = [cal.profile.id];
    const fetchMock = mockApi({
      "GET /api/recently-viewed": (_body, url) =>
        json({
          items: url.searchParams.get("favorites") === "true" ? [cal].filter(() => saved.length > 0) : [bea, cal],
          nextCursor: null,
        }),
      "GET /api/favorites": () => json({ ids: saved, nextCursor: null }),
      [`PUT /api/favorites/${bea.profile.id}`]: () => {
        saved = [bea.profile.id, ...saved];
        return json({ favorite: true });
      },
    });
    renderScreen(<RecentlyViewedPage />, "/recently-viewed");
    const card = await screen.findByRole("article", { name: "Bea" });
    expect(within(card).getByRole("link", { name: "View Bea" })).toHaveAttribute("href", `/profile/${bea.profile.id}`);
    const calHeart = screen.getByRole("button", { name: "Favourite Cal" });
    await waitFor(() => expect(calHeart).toHaveAttribute("aria-pressed", "true"));
    const heart = within(card).getByRole("button", { name: "Favourite Bea" });
    expect(heart).toHaveAttribute("aria-pressed", "false");
    await userEvent.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute("aria-pressed", "true"));
    expect(callsTo(fetchMock, `PUT /api/favorites/${bea.profile.id}`)).toHaveLength(1);

    await userEvent.click(screen.getByRole("button", { name: "Favourites" }));
    await waitFor(() => expect(screen.queryByRole("article", { name: "Bea" })).not.toBeInTheDocument());
    expect(screen.getByRole("article", { name: "Cal" })).toBeInTheDocument();
  });

  it("says when nobody has been viewed yet", async () => {
    mockApi({ "GET /api/recently-viewed": () => json({ items: [], nextCursor: null }) });
    renderScreen(<RecentlyViewedPage />, "/recently-viewed");
    expect(await screen.findByText("Nobody yet")).toBeInTheDocument();
  });
});

describe("DashboardPage", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the two newest matches with Message and the two most recently viewed", async () => {
    const other = "33333333-3333-4333-8333-333333333333";
    const fetchMock = mockApi({
      [`GET /api/matches/${TEST_USER.id}`]: () =>
        json([
          { id: "44444444-4444-4444-8444-444444444444", fromUserId: TEST_USER.id, toUserId: other, matchedAt: null },
        ]),
      "GET /api/recently-viewed": () => json({ items: [bea, cal], nextCursor: 2 }),
    });
    renderScreen(<DashboardPage />, "/dashboard");
    expect(await screen.findByRole("link", { name: "Message" })).toHaveAttribute("href", `/messages/${other}`);
    expect(await screen.findByRole("article", { name: "Bea" })).toBeInTheDocument();
    expect(screen.getByRole("article", { name: "Cal" })).toBeInTheDocument();
    const [viewAllMatches, viewAllRecent] = screen.getAllByRole("link", { name: "VIEW ALL" });
    expect(viewAllMatches).toHaveAttribute("href", "/matches");
    expect(viewAllRecent).toHaveAttribute("href", "/recently-viewed");
    const call = fetchMock.mock.calls.find(([input]) => String(input).startsWith("/api/recently-viewed"));
    expect(String(call?.[0])).toContain("limit=2");
  });

  it("shows both empty states", async () => {
    mockApi({
      [`GET /api/matches/${TEST_USER.id}`]: () => json([]),
      "GET /api/recently-viewed": () => json({ items: [], nextCursor: null }),
    });
    renderScreen(<DashboardPage />, "/dashboard");
    expect(await screen.findByText("No matches yet. Keep swiping in Explore!")).toBeInTheDocument();
    expect(await screen.findByText("Nobody yet")).toBeInTheDocument();
  });
});
