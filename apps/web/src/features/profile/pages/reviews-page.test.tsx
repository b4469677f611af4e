import type { ReviewsPage as Page, Review } from "@down/common/schemas/dates";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { callsTo, json, mockApi, renderScreen } from "@/test/screen-harness";
import { ReviewsPage } from "./reviews-page";

afterEach(() => vi.unstubAllGlobals());

const review = (n: number, over: Partial<Review> = {}): Review => ({
  id: `55555555-5555-4555-8555-00000000000${n}`,
  dateEventId: `44444444-4444-4444-8444-00000000000${n}`,
  reviewerFirstName: "Ada",
  reviewerPhoto: null,
  ratingOverall: 5,
  chemistryScore: null,
  punctualityScore: null,
  comment: "Great company",
  activitiesCompleted: ["Coffee"],
  createdAt: "2026-03-04T18:00:00.000Z",
  helpfulCount: 2,
  helpfulByMe: false,
  byMe: false,
  ...over,
});

describe("ReviewsPage", () => {
  it("shows the average, the count, the 5-to-1 bars and each review; Helpful toggles", async () => {
    const page: Page = {
      summary: { average: 4.5, count: 2, histogram: [0, 0, 0, 1, 1] },
      items: [review(1), review(2, { reviewerFirstName: "Cy", ratingOverall: 4, comment: null, helpfulCount: 0 })],
      nextCursor: null,
    };
    const fetchMock = mockApi({
      "GET /api/reviews": () => json(page),
      [`PUT /api/reviews/${review(1).id}/helpful`]: () => json({ helpful: true, helpfulCount: 3 }),
    });
    renderScreen(<ReviewsPage />, "/reviews");
    expect(await screen.findByText("4.5")).toBeInTheDocument();
    expect(screen.getByText("2 reviews")).toBeInTheDocument();
    const bars = within(screen.getByRole("list", { name: "Reviews by stars" })).getAllByRole("listitem");
    expect(bars.map((b) => b.textContent)).toEqual([
      "55 stars: 11",
      "44 stars: 11",
      "33 stars: 00",
      "22 stars: 00",
      "11 star: 00",
    ]);
    const ada = screen.getByRole("article", { name: "Review by Ada" });
    expect(within(ada).getByRole("img", { name: "5 out of 5 stars" })).toBeInTheDocument();
    expect(within(ada).getByText("03/04/2026")).toBeInTheDocument();
    expect(within(ada).getByText("Great company")).toBeInTheDocument();
    const helpful = within(ada).getByRole("button", { name: "Helpful (2)" });
    expect(helpful).toHaveAttribute("aria-pressed", "false");
    await userEvent.click(helpful);
    expect(await within(ada).findByRole("button", { name: "Helpful (3)" })).toHaveAttribute("aria-pressed", "true");
    await waitFor(() => expect(callsTo(fetchMock, `PUT /api/reviews/${review(1).id}/helpful`)).toHaveLength(1));
  });

  it("says so when there are no reviews", async () => {
    mockApi({
      "GET /api/reviews": () =>
        json({ summary: { average: 0, count: 0, histogram: [0, 0, 0, 0, 0] }, items: [], nextCursor: null }),
    });
    renderScreen(<ReviewsPage />, "/reviews");
    expect(await screen.findByText("No reviews yet")).toBeInTheDocument();
  });
});
