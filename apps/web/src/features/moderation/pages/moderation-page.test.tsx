import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { callsTo, json, mockApi, renderScreen, TEST_USER } from "@/test/screen-harness";
import { ModerationPage } from "./moderation-page";

const CAL = "33333333-3333-4333-8333-333333333333";
const reported = {
  userId: CAL,
  name: "Cal",
  age: 29,
  city: "Nashville",
  bio: "Hi",
  photos: [],
  onHold: true,
  reporterCount: 2,
  reports: [
    {
      id: "44444444-4444-4444-8444-444444444444",
      reason: "underage",
      details: "Says 16",
      createdAt: "2026-01-02T12:00:00Z",
    },
    {
      id: "55555555-5555-4555-8555-555555555555",
      reason: "harassment",
      details: null,
      createdAt: "2026-01-03T12:00:00Z",
    },
  ],
};

function renderAs(isModerator: boolean) {
  let items = [reported];
  const fetchMock = mockApi({
    "GET /api/auth/session": () => json({ user: { ...TEST_USER, isModerator } }),
    "GET /api/moderation/reports": () => json({ items, nextCursor: null }),
    "POST /api/moderation/actions": (body) => {
      items = [];
      return json({ ok: true, action: (body as { action: string }).action, closed: 2 });
    },
  });
  const view = renderScreen(<ModerationPage />, "/moderation");
  return { fetchMock, view };
}

describe("ModerationPage", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows reports grouped by person, and bans after the confirmation", async () => {
    const { fetchMock } = renderAs(true);
    const card = await screen.findByRole("article", { name: "Cal, 29" });
    expect(card).toHaveTextContent("2 reporters");
    expect(card).toHaveTextContent("Hidden from search");
    expect(within(card).getByRole("list", { name: "Reports" })).toHaveTextContent(
      "Underage01/02/2026Says 16Harassment",
    );
    await userEvent.click(within(card).getByRole("button", { name: "Ban" }));
    await userEvent.click(await screen.findByRole("button", { name: "Ban" }));
    await waitFor(() =>
      expect(callsTo(fetchMock, "POST /api/moderation/actions")).toEqual([{ userId: CAL, action: "ban" }]),
    );
    expect(await screen.findByText("No open reports")).toBeInTheDocument();
  });
});
