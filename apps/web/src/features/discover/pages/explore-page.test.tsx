import type { OwnProfile } from "@down/common/schemas/profile";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ownProfile } from "@/test/own-profile.fixture";
import { callsTo, json, mockApi, renderScreen, TEST_USER } from "@/test/screen-harness";
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

  it("keeps how DOWN works a tap away, now that a new person lands here", async () => {
    mockApi({});
    renderScreen(<ExplorePage />, "/explore");
    expect(screen.getByRole("link", { name: "How DOWN works" })).toHaveAttribute("href", "/intro");
  });
});

describe("the first-run profile step on Explore", () => {
  afterEach(() => vi.unstubAllGlobals());

  const newcomer = ownProfile({ name: null, age: null, gender: null, photos: [] });

  function renderNewcomer() {
    let saved: OwnProfile = newcomer;
    const fetchMock = mockApi({
      [`GET /api/profiles/${TEST_USER.id}`]: () => json(saved),
      [`PATCH /api/profiles/${TEST_USER.id}`]: (body) => {
        saved = { ...saved, ...(body as Partial<OwnProfile>) };
        return json(saved);
      },
    });
    return { fetchMock, view: renderScreen(<ExplorePage />, "/explore") };
  }

  // The old first session met a "Finish your profile" wall on Results, after the category.
  it("asks a new person for name, age, gender, interested in and a photo before the categories", async () => {
    const { fetchMock } = renderNewcomer();
    const step = await screen.findByRole("region", { name: "Before your first results" });
    expect(within(step).getByRole("button", { name: "Add a photo" })).toBeInTheDocument();
    await userEvent.type(within(step).getByLabelText("Name"), "Zoë");
    await userEvent.type(within(step).getByLabelText("Age"), "29");
    await userEvent.click(within(step).getByRole("radio", { name: "Female" }));
    await userEvent.click(within(step).getByRole("button", { name: "Women" }));
    await userEvent.click(within(step).getByRole("button", { name: "Save and continue" }));
    await vi.waitFor(() =>
      expect(callsTo(fetchMock, `PATCH /api/profiles/${TEST_USER.id}`)).toEqual([
        { name: "Zoë", age: 29, gender: "Female", interestedIn: ["Women"] },
      ]),
    );
    // Saved: the step is gone and the banner names the one thing still missing.
    expect(await screen.findByRole("link", { name: "Complete your profile: add a photo" })).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Before your first results" })).not.toBeInTheDocument();
  });

  it("refuses an age under 18 and a missing gender by the fields, sending nothing", async () => {
    const { fetchMock } = renderNewcomer();
    const step = await screen.findByRole("region", { name: "Before your first results" });
    await userEvent.type(within(step).getByLabelText("Name"), "Sam");
    await userEvent.type(within(step).getByLabelText("Age"), "17");
    await userEvent.click(within(step).getByRole("button", { name: "Save and continue" }));
    expect(await within(step).findByText("Must be at least 18")).toBeInTheDocument();
    expect(within(step).getByText("Please choose your gender")).toBeInTheDocument();
    expect(within(step).getByLabelText("Age")).toHaveAttribute("aria-invalid", "true");
    expect(within(step).getByLabelText("Age")).toHaveFocus();
    expect(callsTo(fetchMock, `PATCH /api/profiles/${TEST_USER.id}`)).toEqual([]);
  });

  it("is not shown to someone whose name and age are set", async () => {
    mockApi({ [`GET /api/profiles/${TEST_USER.id}`]: () => json(ownProfile({ photos: [] })) });
    renderScreen(<ExplorePage />, "/explore");
    expect(await screen.findByRole("link", { name: "Complete your profile: add a photo" })).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Before your first results" })).not.toBeInTheDocument();
  });
});
