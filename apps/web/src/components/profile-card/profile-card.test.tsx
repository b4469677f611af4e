import type { MatchedOnItem } from "@down/common/schemas/search";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ProfileCardView } from "@/lib/profile-card-view";
import { callsTo, json, mockApi, renderScreen } from "@/test/screen-harness";
import { formatDateCount, formatDistance, ProfileCard } from "./profile-card";

const item = (n: number, response: MatchedOnItem["response"] = "D"): MatchedOnItem => ({
  questionId: `adventure-q${n}`,
  question: `Statement ${n}`,
  response,
  category: "adventure",
});

const maya: ProfileCardView = {
  id: "11111111-1111-4111-8111-111111111111",
  name: "Maya",
  age: 29,
  location: "Nashville, TN",
  tagline: "Trail runner, taco critic",
  photos: ["/media/avatars/a/1.svg", "/media/avatars/a/2.svg", "/media/avatars/a/3.svg"],
  rating: 4.8,
  reviewCount: 1,
  dateCount: 1,
  status: "New",
  matchedOn: [item(1, "D"), item(2, "O"), item(3), item(4), item(5)],
  downScore: 87,
  distance: 3,
};

describe("ProfileCard", () => {
  beforeEach(() => {
    mockApi({});
  });
  afterEach(() => vi.unstubAllGlobals());

  it("shows who they are, how far, their rating and date count", () => {
    renderScreen(<ProfileCard profile={maya} showDownScore />, "/results");
    expect(screen.getByRole("link", { name: "Maya, 29" })).toHaveAttribute("href", `/profile/${maya.id}`);
    expect(screen.getByText("Nashville, TN").closest("p")).toHaveTextContent(/^Nashville, TN · 3 mi away$/);
    expect(screen.getByText("Trail runner, taco critic")).toBeInTheDocument();
    expect(screen.getByText("4.8")).toBeInTheDocument();
    expect(screen.getByText("1 date")).toBeInTheDocument();
    expect(screen.getByText("New")).toBeInTheDocument();
    expect(screen.getByText("DOWN SCORE")).toBeInTheDocument();
    expect(screen.getByText("87%")).toBeInTheDocument();
  });

  it("says 'No reviews yet' instead of a 0.0 rating for someone with no reviews", () => {
    renderScreen(<ProfileCard profile={{ ...maya, rating: 0, reviewCount: 0, status: "Matched" }} />, "/results");
    expect(screen.getByText("No reviews yet")).toBeInTheDocument();
    expect(screen.queryByText("0.0")).not.toBeInTheDocument();
  });

  it("carries one 'New' only, the status badge, when nobody has reviewed a new person", () => {
    renderScreen(<ProfileCard profile={{ ...maya, rating: 0, reviewCount: 0, status: "New" }} />, "/results");
    expect(screen.getAllByText(/\bNew\b/)).toHaveLength(1);
  });

  it("reads the DOWN SCORE in words and links the words to what the two answered", () => {
    renderScreen(<ProfileCard profile={{ ...maya, downScore: 11 }} showDownScore />, "/results");
    const reading = screen.getByRole("link", { name: /11% — you differ on most of what you've both answered/ });
    expect(reading).toHaveAttribute("href", `/all-matches/${maya.id}`);
  });

  it("keeps a right-to-left name apart from its age, so it reads 'name, 29'", () => {
    const name = "Zoë 🌹 زينب";
    renderScreen(<ProfileCard profile={{ ...maya, name, location: "دبي" }} />, "/results");
    const link = screen.getByRole("link", { name: `${name}, 29` });
    const isolated = link.querySelector("bdi");
    expect(isolated).toHaveTextContent(name);
    expect(isolated?.nextSibling).toHaveTextContent(", 29");
    expect(screen.getByText("دبي").tagName).toBe("BDI");
  });

  it("loads the first card's photo at once and ahead of others, and every other card's photo lazily", () => {
    renderScreen(
      <>
        <ProfileCard profile={maya} priority />
        <ProfileCard profile={{ ...maya, id: "22222222-2222-4222-8222-222222222222", name: "Noa" }} />
      </>,
      "/results",
    );
    const [first, second] = screen.getAllByRole("img", { name: /photo 1 of 3/ });
    expect(first).toHaveAttribute("loading", "eager");
    expect(first).toHaveAttribute("fetchpriority", "high");
    expect(second).toHaveAttribute("loading", "lazy");
    expect(second).not.toHaveAttribute("fetchpriority");
  });

  it("says how far in whole miles, and 'Less than a mile away' for 0", () => {
    expect(formatDistance(3)).toBe("3 mi away");
    expect(formatDistance(0)).toBe("Less than a mile away");
  });

  it("says 'date' for one and 'dates' otherwise", () => {
    expect(formatDateCount(1)).toBe("1 date");
    expect(formatDateCount(0)).toBe("0 dates");
    expect(formatDateCount(12)).toBe("12 dates");
  });

  it("previews two shared answers and links to the rest", () => {
    renderScreen(<ProfileCard profile={maya} />, "/results");
    expect(screen.getByText("You both matched on:")).toBeInTheDocument();
    expect(screen.getByText("Statement 1")).toBeInTheDocument();
    expect(screen.getByText("Statement 2")).toBeInTheDocument();
    expect(screen.queryByText("Statement 3")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "+3 more matches" })).toHaveAttribute("href", `/all-matches/${maya.id}`);
  });

  it("says '+1 more match' for one", () => {
    renderScreen(<ProfileCard profile={{ ...maya, matchedOn: [item(1), item(2), item(3)] }} />, "/results");
    expect(screen.getByRole("link", { name: "+1 more match" })).toBeInTheDocument();
  });

  it("steps through photos and wraps around both ways", async () => {
    renderScreen(<ProfileCard profile={maya} />, "/results");
    const photo = () => screen.getByRole("img", { name: /photo \d of 3/ });
    expect(photo()).toHaveAccessibleName("Maya, photo 1 of 3");
    await userEvent.click(screen.getByRole("button", { name: "Previous photo" }));
    expect(photo()).toHaveAccessibleName("Maya, photo 3 of 3");
    expect(photo()).toHaveAttribute("src", maya.photos[2]);
    await userEvent.click(screen.getByRole("button", { name: "Next photo" }));
    expect(photo()).toHaveAccessibleName("Maya, photo 1 of 3");
    await userEvent.click(screen.getByRole("button", { name: "Next photo" }));
    expect(photo()).toHaveAccessibleName("Maya, photo 2 of 3");
  });

  it("saves the heart on the server and offers the main action and Invite", async () => {
    let saved: string[] = [];
    const fetchMock = mockApi({
      "GET /api/favorites": () => json({ ids: saved, nextCursor: null }),
      [`PUT /api/favorites/${maya.id}`]: () => {
        saved = [maya.id];
        return json({ favorite: true });
      },
    });
    const onInvite = vi.fn();
    renderScreen(
      <ProfileCard
        profile={{ ...maya, status: "Matched" }}
        showHeart
        action={<button type="button">Message</button>}
        onInvite={onInvite}
      />,
      "/matches",
    );
    const heart = screen.getByRole("button", { name: "Favourite Maya" });
    await waitFor(() => expect(heart).toBeEnabled());
    expect(heart).toHaveAttribute("aria-pressed", "false");
    await userEvent.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute("aria-pressed", "true"));
    expect(callsTo(fetchMock, `PUT /api/favorites/${maya.id}`)).toHaveLength(1);
    expect(screen.getByText("Matched")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Invite" }));
    expect(onInvite).toHaveBeenCalledOnce();
    expect(screen.getByRole("button", { name: "Message" })).toBeInTheDocument();
  });
});
