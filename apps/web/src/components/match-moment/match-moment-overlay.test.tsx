import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { matchMoments } from "@/lib/match-moment/match-moment-store";
import { announceMatch } from "@/lib/realtime/announce-match";
import { ownProfile } from "@/test/own-profile.fixture";
import { json, mockApi, renderScreen, TEST_USER } from "@/test/screen-harness";
import { MatchMomentHost } from "./match-moment-host";

/**
 * Issue 25, item 2: a match made while the person was elsewhere came silently (only the bell's dot); a Match
 * Back gave a small toast. Now the socket's "match" event brings "It's a Match!" over whatever screen is open.
 */
const ANA = "33333333-3333-4333-8333-333333333333";
const BO = "44444444-4444-4444-8444-444444444444";
const matchEvent = (from: string, to: string, person?: { id: string; name: string | null; photo: string | null }) =>
  ({ type: "match", fromUserId: from, toUserId: to, person }) as const;

function renderShell() {
  mockApi({
    [`GET /api/profiles/${TEST_USER.id}`]: () => json(ownProfile({ photos: ["/uploads/me.webp"] })),
  });
  return renderScreen(
    <>
      <button type="button">Something on the screen</button>
      <MatchMomentHost />
    </>,
    "/explore",
  );
}

const moment = () => screen.findByRole("dialog", { name: "It's a Match!" });
const noMoment = () =>
  waitFor(() => expect(screen.queryByRole("dialog", { name: "It's a Match!" })).not.toBeInTheDocument());

describe("the match moment", () => {
  afterEach(() => {
    for (const id of [ANA, BO]) matchMoments.forget(id);
    vi.unstubAllGlobals();
  });

  it("comes up live on a match event, with both photos, and 'Send a message' opens the chat", async () => {
    const { location } = renderShell();
    act(() =>
      announceMatch(matchEvent(ANA, TEST_USER.id, { id: ANA, name: "Ana", photo: "/uploads/ana.webp" }), TEST_USER.id),
    );
    const dialog = await moment();
    expect(dialog).toHaveAttribute("aria-modal", "true");
    expect(within(dialog).getByText("Ana")).toBeInTheDocument();
    await waitFor(() => {
      const photos = [...dialog.querySelectorAll("img")].map((img) => img.getAttribute("src"));
      expect(photos).toEqual(["/uploads/me.webp", "/uploads/ana.webp"]);
    });
    // Focus moved in, on the first way on.
    await waitFor(() => expect(within(dialog).getByRole("button", { name: "Send a message" })).toHaveFocus());
    await userEvent.click(within(dialog).getByRole("button", { name: "Send a message" }));
    await noMoment();
    expect(location.history.at(-1)).toBe(`/messages/${ANA}`);
  });

  it("closes with Keep browsing or Escape, and gives focus back to where it was", async () => {
    renderShell();
    const before = screen.getByRole("button", { name: "Something on the screen" });
    before.focus();
    act(() => announceMatch(matchEvent(TEST_USER.id, ANA, { id: ANA, name: "Ana", photo: null }), TEST_USER.id));
    await moment();
    await userEvent.keyboard("{Escape}");
    await noMoment();
    await waitFor(() => expect(before).toHaveFocus());

    act(() => announceMatch(matchEvent(BO, TEST_USER.id, { id: BO, name: "Bo", photo: null }), TEST_USER.id));
    await userEvent.click(within(await moment()).getByRole("button", { name: "Keep browsing" }));
    await noMoment();
  });

  it("shows each match once (the request's answer and the socket's event), again after an unmatch", async () => {
    renderShell();
    const ana = { id: ANA, name: "Ana", photo: null };
    act(() => matchMoments.show(ana));
    await userEvent.click(within(await moment()).getByRole("button", { name: "Keep browsing" }));
    await noMoment();
    // The same match's event arriving after the request's answer: nothing twice.
    act(() => announceMatch(matchEvent(TEST_USER.id, ANA, ana), TEST_USER.id));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    // Unmatched, then matched again: a new moment.
    act(() => announceMatch({ type: "unmatch", userId: ANA }, TEST_USER.id));
    act(() => announceMatch(matchEvent(ANA, TEST_USER.id, ana), TEST_USER.id));
    expect(await moment()).toBeInTheDocument();
  });

  it("takes two matches in turn, and names the other person from the event even without a photo", async () => {
    renderShell();
    act(() => {
      announceMatch(matchEvent(ANA, TEST_USER.id, { id: ANA, name: "Ana", photo: null }), TEST_USER.id);
      // An event with no person still brings the moment up, about the other side of the pair.
      announceMatch(matchEvent(TEST_USER.id, BO), TEST_USER.id);
    });
    const first = await moment();
    expect(within(first).getByText("Ana")).toBeInTheDocument();
    await userEvent.click(within(first).getByRole("button", { name: "Keep browsing" }));
    const second = await moment();
    expect(within(second).getByText("your match")).toBeInTheDocument();
    await userEvent.click(within(second).getByRole("button", { name: "Send a message" }));
    await noMoment();
  });
});
