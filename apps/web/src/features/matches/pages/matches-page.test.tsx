import { YOUR_TURN_LIMIT } from "@down/common/schemas/matches";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, mockApi, renderScreen, TEST_USER } from "@/test/screen-harness";
import { MatchesPage } from "./matches-page";

const otherId = "33333333-3333-4333-8333-333333333333";
const matchesPath = `GET /api/matches/${TEST_USER.id}`;
const match = {
  id: "44444444-4444-4444-8444-444444444444",
  fromUserId: otherId,
  toUserId: TEST_USER.id,
  matchedAt: null,
};

describe("MatchesPage", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("explains that a higher DOWN SCORE is better, once", async () => {
    mockApi({ [matchesPath]: () => json([]) });
    renderScreen(<MatchesPage />, "/matches");
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText(/A HIGHER DOWN SCORE is better/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Got it" }));
    expect(localStorage.getItem("hasSeenMatchesTutorial")).toBe("true");
  });

  it("shows the empty state", async () => {
    localStorage.setItem("hasSeenMatchesTutorial", "true");
    mockApi({ [matchesPath]: () => json([]) });
    renderScreen(<MatchesPage />, "/matches");
    expect(await screen.findByText("No matches yet. Keep swiping in Explore!")).toBeInTheDocument();
  });

  it("shows a placeholder card when the match has no profile, with Message and Invite", async () => {
    localStorage.setItem("hasSeenMatchesTutorial", "true");
    mockApi({ [matchesPath]: () => json([match]) });
    renderScreen(<MatchesPage />, "/matches");
    const card = await screen.findByRole("article", { name: otherId.toUpperCase() });
    expect(within(card).getByText("Unknown")).toBeInTheDocument();
    expect(within(card).getByText("New match")).toBeInTheDocument();
    // No real reviews behind a placeholder: no made-up rating, and no second 'New' beside 'New match'.
    expect(within(card).getByText("No reviews yet")).toBeInTheDocument();
    expect(within(card).queryByText("New")).not.toBeInTheDocument();
    expect(within(card).getByText("Matched")).toBeInTheDocument();
    expect(within(card).getByRole("link", { name: "Message" })).toHaveAttribute("href", `/messages/${otherId}`);
    expect(within(card).getByRole("link", { name: otherId.toUpperCase() })).toHaveAttribute(
      "href",
      `/profile/${otherId}`,
    );
    await userEvent.click(within(card).getByRole("button", { name: "Invite" }));
    const dialog = await screen.findByRole("dialog");
    expect(
      within(dialog).getByRole("heading", { name: `Invite ${otherId.toUpperCase()} on a date` }),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("marks a match waiting on your reply with Your turn and a Reply button, and counts them", async () => {
    localStorage.setItem("hasSeenMatchesTutorial", "true");
    mockApi({ [matchesPath]: () => json([{ ...match, yourTurn: true }]) });
    renderScreen(<MatchesPage />, "/matches");
    const card = await screen.findByRole("article", { name: otherId.toUpperCase() });
    expect(within(card).getByText("Your turn")).toBeInTheDocument();
    expect(within(card).queryByText("Matched")).not.toBeInTheDocument();
    expect(within(card).getByRole("link", { name: "Reply" })).toHaveAttribute("href", `/messages/${otherId}`);
    const note = screen.getByRole("region", { name: "Your turn" });
    expect(note).toHaveTextContent("1 match is waiting on your reply.");
    expect(note).not.toHaveTextContent(/before sending a new match request/);
  });

  it(`says why new requests wait when ${YOUR_TURN_LIMIT} matches wait on your reply`, async () => {
    localStorage.setItem("hasSeenMatchesTutorial", "true");
    const waiting = Array.from({ length: YOUR_TURN_LIMIT }, (_, i) => ({
      ...match,
      id: `44444444-4444-4444-8444-44444444444${i}`,
      fromUserId: `33333333-3333-4333-8333-33333333333${i}`,
      yourTurn: true,
    }));
    mockApi({ [matchesPath]: () => json(waiting) });
    renderScreen(<MatchesPage />, "/matches");
    const note = await screen.findByRole("region", { name: "Your turn" });
    expect(note).toHaveTextContent(`${YOUR_TURN_LIMIT} matches are waiting on your reply.`);
    expect(note).toHaveTextContent("It's your turn: answer or close one before sending a new match request.");
    expect(note).toHaveAttribute("id", "your-turn");
  });

  it("uses the profile the server sends", async () => {
    localStorage.setItem("hasSeenMatchesTutorial", "true");
    const profile = {
      id: otherId,
      name: "Jordan",
      age: 31,
      location: "Franklin, TN",
      tagline: "Coffee first",
      photo: null,
      photos: [],
      rating: 4.9,
      reviewCount: 3,
      dateCount: 3,
      status: "Matched",
      requested: false,
      matchedOn: [],
      downScore: 76,
      distance: 12,
    };
    mockApi({ [matchesPath]: () => json([{ ...match, profile }]) });
    renderScreen(<MatchesPage />, "/matches");
    const card = await screen.findByRole("article", { name: "Jordan" });
    expect(within(card).getByText("76%")).toBeInTheDocument();
    expect(within(card).getByText("3 dates")).toBeInTheDocument();
  });
});
