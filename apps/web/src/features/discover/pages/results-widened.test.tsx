import type { ProfileCard } from "@down/common/schemas/search";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, mockApi, renderScreen } from "@/test/screen-harness";
import { widenedMessage } from "../components/widened-notice";
import { ResultsPage } from "./results-page";

const card = (n: number, distance: number): ProfileCard => ({
  id: `33333333-3333-4333-8333-${String(n).padStart(12, "0")}`,
  name: `Far ${n}`,
  age: 31,
  location: "Somewhere",
  tagline: "Hi",
  photo: null,
  photos: [],
  rating: 0,
  reviewCount: 0,
  dateCount: 0,
  status: "New",
  requested: false,
  matchedOn: [],
  downScore: 60,
  distance,
});

describe("Results in an empty town (docs/decisions/024)", () => {
  afterEach(() => vi.unstubAllGlobals());

  // The old Results showed "0 search results found" and nothing else; the search now widens and says so.
  it("says the search widened, and shows who it found", async () => {
    localStorage.setItem("hasSeenResultsTutorial", "true");
    mockApi({
      "GET /api/search": () =>
        json({
          total: 2,
          results: [card(1, 62), card(2, 88)],
          nextCursor: null,
          radiusUsed: 100,
          widenedFrom: 25,
          ownRadiusTotal: 0,
        }),
    });
    renderScreen(<ResultsPage />, "/results?category=adventure");
    expect(await screen.findByText("Nobody within 25 miles yet — showing people within 100")).toBeInTheDocument();
    expect(screen.getByText("2 search results found")).toBeInTheDocument();
    expect(screen.getByRole("article", { name: "Far 1" })).toBeInTheDocument();
    expect(screen.queryByText("No one nearby yet")).not.toBeInTheDocument();
  });

  it("says nothing about distance when the search kept the person's radius", async () => {
    localStorage.setItem("hasSeenResultsTutorial", "true");
    mockApi({
      "GET /api/search": () =>
        json({ total: 1, results: [card(1, 3)], nextCursor: null, radiusUsed: 25, widenedFrom: null }),
    });
    renderScreen(<ResultsPage />, "/results");
    expect(await screen.findByRole("article", { name: "Far 1" })).toBeInTheDocument();
    expect(screen.queryByText(/showing people/)).not.toBeInTheDocument();
  });

  it("words each widening", () => {
    expect(widenedMessage({ radiusUsed: 50, widenedFrom: 25, ownRadiusTotal: 3 })).toBe(
      "Only 3 people within 25 miles yet — showing people within 50",
    );
    expect(widenedMessage({ radiusUsed: 25, widenedFrom: 10, ownRadiusTotal: 1 })).toBe(
      "Only 1 person within 10 miles yet — showing people within 25",
    );
    expect(widenedMessage({ radiusUsed: 999, widenedFrom: 25, ownRadiusTotal: 0 })).toBe(
      "Nobody within 25 miles yet — showing people at any distance",
    );
    expect(widenedMessage({ radiusUsed: 25, widenedFrom: null })).toBeNull();
  });
});
