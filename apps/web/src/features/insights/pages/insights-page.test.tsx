import type { Insights } from "@down/common/schemas/insights";
import { fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { json, mockApi, renderScreen, TEST_USER } from "@/test/screen-harness";
import { InsightsPage } from "./insights-page";

const figures = (range: string, matches: number): Insights => ({
  range: range as Insights["range"],
  totals: { matches, activeConnections: 2, completedDates: 1, reviews: 4, profileViews: 9 },
  categories: [{ categoryId: "adventure", categoryName: "Adventure", D: 3, O: 1, W: 0, N: 2 }],
  matchScores: Array.from({ length: 10 }, (_, i) => ({
    from: i * 10,
    to: i === 9 ? 100 : i * 10 + 9,
    count: i === 8 ? matches : 0,
  })),
});

describe("InsightsPage", () => {
  afterEach(() => vi.unstubAllGlobals());
  beforeAll(() => {
    // jsdom lacks what Radix Select calls when its list opens.
    Element.prototype.scrollIntoView ??= () => {};
    Element.prototype.hasPointerCapture ??= () => false;
    Element.prototype.releasePointerCapture ??= () => {};
  });

  it("shows the five figures for the range, with links, and the charts' numbers as tables", async () => {
    mockApi({
      [`GET /api/insights/${TEST_USER.id}`]: (_body, url) =>
        json(figures(url.searchParams.get("range") ?? "", url.searchParams.get("range") === "all-time" ? 7 : 1)),
    });
    renderScreen(<InsightsPage />, "/insights");
    const list = await screen.findByRole("list", { name: "Your figures, All Time" });
    expect(within(list).getByText("TOTAL MATCHES").parentElement).toHaveTextContent("7");
    expect(within(list).getByRole("link", { name: /ACTIVE CONNECTIONS/ })).toHaveAttribute("href", "/messages");
    expect(within(list).getByRole("link", { name: /COMPLETED DATES/ })).toHaveAttribute("href", "/my-dates");
    expect(within(list).getByRole("link", { name: /TOTAL REVIEWS/ })).toHaveAttribute("href", "/reviews");
    expect(within(list).getByText("PROFILE VIEWS").parentElement).toHaveTextContent("9");

    const answers = await screen.findByRole("table", { name: "Your answers by category" });
    expect(within(answers).getByRole("row", { name: /Adventure/ })).toHaveTextContent("Adventure3102");
    const scores = screen.getByRole("table", { name: "Your matches by DOWN SCORE" });
    expect(within(scores).getByRole("row", { name: /80–89/ })).toHaveTextContent("80–897");

    await userEvent.click(screen.getAllByRole("button", { name: "Show numbers" })[0]!);
    expect(screen.getAllByRole("button", { name: "Show chart" })).toHaveLength(1);
  });

  it("asks again when the range changes", async () => {
    mockApi({
      [`GET /api/insights/${TEST_USER.id}`]: (_body, url) =>
        json(figures(url.searchParams.get("range") ?? "", url.searchParams.get("range") === "last-week" ? 1 : 7)),
    });
    renderScreen(<InsightsPage />, "/insights");
    await screen.findByRole("list", { name: "Your figures, All Time" });
    fireEvent.keyDown(screen.getByRole("combobox", { name: "Range" }), { key: "Enter" });
    await userEvent.click(await screen.findByRole("option", { name: "Last Week" }));
    const list = await screen.findByRole("list", { name: "Your figures, Last Week" });
    await vi.waitFor(() => expect(within(list).getByText("TOTAL MATCHES").parentElement).toHaveTextContent("1"));
  });
});
