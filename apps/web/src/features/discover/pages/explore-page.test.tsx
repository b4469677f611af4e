import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, mockApi, renderScreen, TEST_USER } from "@/test/screen-harness";
import { progressLabel } from "../components/category-card";
import { ExplorePage } from "./explore-page";

const counts = (categoryId: string, d: number) => ({
  categoryId,
  categoryName: categoryId,
  dCount: d,
  oCount: 0,
  wCount: 0,
  nCount: 0,
});

describe("ExplorePage", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("labels progress: '20 Questions', then '12/20', then 'Done'", () => {
    expect(progressLabel(undefined)).toBe("20 Questions");
    expect(progressLabel(0)).toBe("20 Questions");
    expect(progressLabel(12)).toBe("12/20");
    expect(progressLabel(20)).toBe("Done");
    expect(progressLabel(31)).toBe("Done");
  });

  it("marks each category's progress from the answer summary", async () => {
    mockApi({
      [`GET /api/analytics/${TEST_USER.id}`]: () =>
        json({
          answerCount: 32,
          downScore: 128,
          downPercent: 100,
          categories: [counts("adventure", 12), counts("travel", 20)],
        }),
    });
    renderScreen(<ExplorePage />, "/explore");
    const adventure = await screen.findByRole("link", { name: /Adventure, answered 12\/20/ });
    expect(adventure).toHaveAttribute("href", "/questions/adventure");
    const travel = screen.getByRole("link", { name: /Travel, done/ });
    expect(within(travel).getByTestId("category-progress")).toHaveTextContent("Done");
    const food = screen.getByRole("link", { name: /Food & Dining/ });
    expect(within(food).getByTestId("category-progress")).toHaveTextContent("20 Questions");
  });
});
