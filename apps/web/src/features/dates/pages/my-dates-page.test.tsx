import type { DateEvent, Invite } from "@down/common/schemas/dates";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { toLocalInput } from "@/components/invite-dialog/local-date-time";
import { callsTo, json, mockApi, renderScreen, TEST_USER } from "@/test/screen-harness";
import { MyDatesPage } from "./my-dates-page";

const DAY = 86_400_000;
const iso = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const other = (n: number, name: string, photo: string | null = null) => ({
  id: `22222222-2222-4222-8222-00000000000${n}`,
  name,
  photo,
});
const invitesPath = `GET /api/invites/for/${TEST_USER.id}`;
const datesPath = `GET /api/dates/${TEST_USER.id}`;

const invite = (n: number, name: string, over: Partial<Invite> = {}): Invite => ({
  id: `33333333-3333-4333-8333-00000000000${n}`,
  senderId: other(n, name).id,
  receiverId: TEST_USER.id,
  matchId: null,
  dateType: "hang",
  proposedDateTime: iso(2),
  proposedLocation: "Centennial Park",
  message: "Coffee?",
  status: "pending",
  respondedAt: null,
  createdAt: iso(-1),
  direction: "received",
  other: other(n, name),
  dateEventId: null,
  ...over,
});

const dateEvent = (n: number, name: string, over: Partial<DateEvent> = {}): DateEvent => ({
  id: `44444444-4444-4444-8444-00000000000${n}`,
  inviteId: null,
  userId1: TEST_USER.id,
  userId2: other(n, name).id,
  dateType: "romantic",
  scheduledAt: iso(3),
  location: null,
  calendarEntryId: null,
  status: "scheduled",
  createdAt: iso(-5),
  completedAt: null,
  other: other(n, name),
  reviewedByMe: false,
  ...over,
});

afterEach(() => vi.unstubAllGlobals());

const section = (name: string) => screen.getByRole("region", { name });

describe("MyDatesPage", () => {
  it("says it is loading, then 'No dates to show' with the hint", async () => {
    mockApi({ [invitesPath]: () => json([]), [datesPath]: () => json([]) });
    renderScreen(<MyDatesPage />, "/my-dates");
    expect(screen.getByText("Loading your dates...")).toBeInTheDocument();
    expect(await screen.findByText("No dates to show")).toBeInTheDocument();
    expect(screen.getByText("Start inviting matches to plan dates!")).toBeInTheDocument();
  });

  it("groups into Upcoming & Pending and Past Dates with type and status badges, initials and MM/dd/yyyy", async () => {
    const past = dateEvent(3, "Cy Young", { scheduledAt: "2026-01-05T18:00:00.000Z", status: "completed" });
    mockApi({
      [invitesPath]: () => json([invite(1, "Ada Lovelace"), invite(9, "Old One", { status: "declined" })]),
      [datesPath]: () =>
        json([
          dateEvent(2, "Bea Smith"),
          past,
          dateEvent(4, "Di Prince", { scheduledAt: iso(-9), status: "cancelled" }),
        ]),
    });
    renderScreen(<MyDatesPage />, "/my-dates");
    await screen.findByText("Upcoming & Pending");
    const upcoming = section("Upcoming & Pending");
    const cards = within(upcoming).getAllByRole("article");
    // Newest first: Bea's date in 3 days, then Ada's invite sent yesterday.
    expect(cards.map((c) => c.getAttribute("aria-label"))).toEqual(["Bea Smith, romantic", "Ada Lovelace, hang"]);
    expect(within(cards[0]!).getByText("ROMANTIC")).toBeInTheDocument();
    expect(within(cards[0]!).getByText("scheduled")).toHaveClass("bg-info/15");
    expect(within(cards[0]!).getByText("BS")).toBeInTheDocument();
    expect(within(cards[1]!).getByText("Pending")).toHaveClass("bg-warning/15");
    expect(within(cards[1]!).getByText("HANG")).toBeInTheDocument();
    expect(within(cards[1]!).getByRole("button", { name: "Accept" })).toBeInTheDocument();
    expect(within(cards[1]!).getByRole("button", { name: "Decline" })).toBeInTheDocument();
    expect(screen.queryByText("Old One")).not.toBeInTheDocument();
    const pastCards = within(section("Past Dates")).getAllByRole("article");
    expect(pastCards.map((c) => c.getAttribute("aria-label"))).toEqual(["Di Prince, romantic", "Cy Young, romantic"]);
    expect(within(pastCards[0]!).getByText("cancelled")).toHaveClass("bg-destructive/15");
    expect(within(pastCards[1]!).getByText("completed")).toHaveClass("bg-success/15");
    expect(within(pastCards[1]!).getByText(/01\/05\/2026/)).toBeInTheDocument();
    expect(within(pastCards[1]!).getByRole("button", { name: "Review" })).toBeInTheDocument();
  });

  it("filters by name, case-insensitively", async () => {
    mockApi({
      [invitesPath]: () => json([invite(1, "Ada Lovelace")]),
      [datesPath]: () => json([dateEvent(2, "Bea Smith")]),
    });
    renderScreen(<MyDatesPage />, "/my-dates");
    await screen.findByText("Bea Smith");
    await userEvent.type(screen.getByPlaceholderText("SEARCH"), "bEA");
    expect(screen.queryByText("Ada Lovelace")).not.toBeInTheDocument();
    expect(screen.getByText("Bea Smith")).toBeInTheDocument();
    await userEvent.clear(screen.getByPlaceholderText("SEARCH"));
    await userEvent.type(screen.getByPlaceholderText("SEARCH"), "zed");
    expect(screen.getByText("No dates to show")).toBeInTheDocument();
  });

  it("accepting an invite without a time asks for one; a sent invite offers Cancel", async () => {
    const timeless = invite(1, "Ada Lovelace", { proposedDateTime: null });
    const sent = invite(2, "Bea Smith", { direction: "sent", senderId: TEST_USER.id, receiverId: other(2, "Bea").id });
    const fetchMock = mockApi({
      [invitesPath]: () => json([timeless, sent]),
      [datesPath]: () => json([]),
      [`PATCH /api/invites/${timeless.id}`]: () => json({ ...timeless, status: "accepted" }),
      [`PATCH /api/invites/${sent.id}`]: () => json({ ...sent, status: "cancelled" }),
    });
    renderScreen(<MyDatesPage />, "/my-dates");
    const ada = await screen.findByRole("article", { name: "Ada Lovelace, hang" });
    expect(within(ada).getByText(/No time yet|Sent/)).toBeInTheDocument();
    await userEvent.click(within(ada).getByRole("button", { name: "Accept" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("When works for you?")).toBeInTheDocument();
    const at = new Date(Date.now() + 2 * DAY);
    at.setSeconds(0, 0);
    await userEvent.type(within(dialog).getByLabelText("Date and time"), toLocalInput(at));
    await userEvent.click(within(dialog).getByRole("button", { name: "Accept" }));
    await waitFor(() =>
      expect(callsTo(fetchMock, `PATCH /api/invites/${timeless.id}`)).toEqual([
        { status: "accepted", scheduledAt: at.toISOString() },
      ]),
    );
    const bea = screen.getByRole("article", { name: "Bea Smith, hang" });
    expect(within(bea).queryByRole("button", { name: "Accept" })).not.toBeInTheDocument();
    await userEvent.click(within(bea).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(callsTo(fetchMock, `PATCH /api/invites/${sent.id}`)).toEqual([{ status: "cancelled" }]));
  });

  it("a scheduled date offers the calendar file and Cancel; once past, Mark completed; a completed one a review", async () => {
    const ahead = dateEvent(1, "Ada Lovelace");
    const passed = dateEvent(2, "Bea Smith", { scheduledAt: iso(-0.1) });
    const done = dateEvent(3, "Cy Young", { scheduledAt: iso(-2), status: "completed" });
    const fetchMock = mockApi({
      [invitesPath]: () => json([]),
      [datesPath]: () => json([ahead, passed, done]),
      [`PATCH /api/dates/${passed.id}`]: () => json({ ...passed, status: "completed" }),
      "POST /api/date-reviews": () => json({ id: "r" }, 201),
    });
    renderScreen(<MyDatesPage />, "/my-dates");
    const adaCard = await screen.findByRole("article", { name: "Ada Lovelace, romantic" });
    expect(within(adaCard).getByRole("link", { name: "Add to calendar" })).toHaveAttribute(
      "href",
      `/api/dates/${ahead.id}/calendar.ics`,
    );
    expect(within(adaCard).getByRole("button", { name: "Cancel" })).toBeInTheDocument();
    expect(within(adaCard).queryByRole("button", { name: "Mark completed" })).not.toBeInTheDocument();
    const beaCard = screen.getByRole("article", { name: "Bea Smith, romantic" });
    await userEvent.click(within(beaCard).getByRole("button", { name: "Mark completed" }));
    await waitFor(() => expect(callsTo(fetchMock, `PATCH /api/dates/${passed.id}`)).toEqual([{ status: "completed" }]));

    const cyCard = screen.getByRole("article", { name: "Cy Young, romantic" });
    await userEvent.click(within(cyCard).getByRole("button", { name: "Review" }));
    const dialog = await screen.findByRole("dialog");
    const submit = within(dialog).getByRole("button", { name: "Submit Review" });
    expect(submit).toBeDisabled();
    const overall = within(dialog).getByRole("group", { name: "Overall" });
    await userEvent.click(within(overall).getByRole("radio", { name: "5 stars" }));
    const chemistry = within(dialog).getByRole("group", { name: "Chemistry (optional)" });
    await userEvent.click(within(chemistry).getByRole("radio", { name: "4 stars" }));
    await userEvent.type(within(dialog).getByLabelText("Comment (optional)"), "Lovely evening");
    await userEvent.type(within(dialog).getByLabelText("Activities (optional)"), "Dinner{Enter}Walk{Enter}");
    await userEvent.click(submit);
    await waitFor(() =>
      expect(callsTo(fetchMock, "POST /api/date-reviews")).toEqual([
        {
          dateEventId: done.id,
          ratingOverall: 5,
          chemistryScore: 4,
          punctualityScore: null,
          comment: "Lovely evening",
          activitiesCompleted: ["Dinner", "Walk"],
        },
      ]),
    );
    expect(await screen.findByText("Review submitted")).toBeInTheDocument();
  });
});
