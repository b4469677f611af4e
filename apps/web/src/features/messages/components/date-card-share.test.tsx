import type { DateEvent, Invite } from "@down/common/schemas/dates";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, mockApi, renderScreen, TEST_USER } from "@/test/screen-harness";
import { DateCardView } from "./date-card";

const OTHER = { id: "22222222-2222-4222-8222-000000000001", name: "Bea Smith", photo: null };
const DATE_ID = "44444444-4444-4444-8444-000000000001";
const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

const invite: Invite = {
  id: "33333333-3333-4333-8333-000000000001",
  senderId: TEST_USER.id,
  receiverId: OTHER.id,
  matchId: null,
  dateType: "hang",
  proposedDateTime: inHours(3),
  proposedLocation: "Frothy Monkey",
  message: null,
  status: "accepted",
  respondedAt: inHours(-1),
  createdAt: inHours(-2),
  direction: "sent",
  other: OTHER,
  dateEventId: DATE_ID,
};
const date = (over: Partial<DateEvent> = {}): DateEvent => ({
  id: DATE_ID,
  inviteId: invite.id,
  userId1: TEST_USER.id,
  userId2: OTHER.id,
  dateType: "hang",
  scheduledAt: inHours(3),
  location: "Frothy Monkey",
  calendarEntryId: null,
  status: "scheduled",
  createdAt: inHours(-1),
  completedAt: null,
  other: OTHER,
  reviewedByMe: false,
  ...over,
});

afterEach(() => vi.unstubAllGlobals());

describe("the chat's date card", () => {
  it("offers Share My Date on the scheduled date an invite became, and not on a cancelled one", async () => {
    mockApi({ [`GET /api/dates/${DATE_ID}/share`]: () => json({ shared: false, expiresAt: null, checkIn: null }) });
    const view = renderScreen(<DateCardView card={{ moment: "sent", invite, date: date() }} otherName="Bea" />, "/");
    const card = screen.getByRole("article", { name: "Invite: you invited Bea" });
    await userEvent.click(within(card).getByRole("button", { name: "Share" }));
    expect(await screen.findByRole("dialog", { name: "Share My Date" })).toBeInTheDocument();
    view.unmount();

    renderScreen(
      <DateCardView card={{ moment: "sent", invite, date: date({ status: "cancelled" }) }} otherName="Bea" />,
      "/",
    );
    expect(screen.queryByRole("button", { name: "Share" })).not.toBeInTheDocument();
  });
});
