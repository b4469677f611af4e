import type { DateShareStatus } from "@down/common/schemas/date-share";
import type { DateEvent } from "@down/common/schemas/dates";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { callsTo, json, mockApi, renderScreen, TEST_USER } from "@/test/screen-harness";
import { MyDatesPage } from "./my-dates-page";

const DATE_ID = "44444444-4444-4444-8444-000000000001";
const share = `/api/dates/${DATE_ID}/share`;
const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

const scheduled = (over: Partial<DateEvent> = {}): DateEvent => ({
  id: DATE_ID,
  inviteId: null,
  userId1: TEST_USER.id,
  userId2: "22222222-2222-4222-8222-000000000001",
  dateType: "romantic",
  scheduledAt: inHours(3),
  location: "Frothy Monkey",
  calendarEntryId: null,
  status: "scheduled",
  createdAt: inHours(-48),
  completedAt: null,
  other: { id: "22222222-2222-4222-8222-000000000001", name: "Bea Smith", photo: null },
  reviewedByMe: false,
  ...over,
});

const notShared: DateShareStatus = { shared: false, expiresAt: null, checkIn: null };

function api(status: () => DateShareStatus, date = scheduled()) {
  return mockApi({
    [`GET /api/invites/for/${TEST_USER.id}`]: () => json([]),
    [`GET /api/dates/${TEST_USER.id}`]: () => json([date]),
    [`GET ${share}`]: () => json(status()),
    [`POST ${share}`]: () => json({ url: "http://localhost/shared-date/tok", expiresAt: inHours(27) }, 201),
    [`DELETE ${share}`]: () => new Response(null, { status: 204 }),
    [`PUT /api/dates/${DATE_ID}/check-in`]: () => json(status()),
    [`POST /api/dates/${DATE_ID}/check-in/ok`]: () => json(status()),
  });
}

afterEach(() => vi.unstubAllGlobals());

describe("Share My Date on My Dates", () => {
  it("Share opens the sheet: Create link shows the link once, Stop sharing revokes it", async () => {
    let status = notShared;
    const fetchMock = api(() => status);
    renderScreen(<MyDatesPage />, "/my-dates");
    const card = await screen.findByRole("article", { name: "Bea Smith, romantic" });
    await userEvent.click(within(card).getByRole("button", { name: "Share" }));
    const sheet = await screen.findByRole("dialog", { name: "Share My Date" });
    expect(sheet).toHaveTextContent("Bea's first name, age and first photo, and your first name. Nothing else.");
    status = { shared: true, expiresAt: inHours(27), checkIn: null };
    await userEvent.click(within(sheet).getByRole("button", { name: "Create link" }));
    expect(await within(sheet).findByLabelText("Your link")).toHaveValue("http://localhost/shared-date/tok");
    await userEvent.click(await within(sheet).findByRole("button", { name: "Stop sharing" }));
    await waitFor(() => expect(callsTo(fetchMock, `DELETE ${share}`)).toHaveLength(1));
    expect(callsTo(fetchMock, `POST ${share}`)).toHaveLength(1);
  });

  it("sets a check-in with the contact's number and a time", async () => {
    const fetchMock = api(() => notShared);
    renderScreen(<MyDatesPage />, "/my-dates");
    const card = await screen.findByRole("article", { name: "Bea Smith, romantic" });
    await userEvent.click(within(card).getByRole("button", { name: "Share" }));
    const sheet = await screen.findByRole("dialog", { name: "Share My Date" });
    await userEvent.type(await within(sheet).findByLabelText("Trusted contact's phone"), "(615) 555-0142");
    await userEvent.click(within(sheet).getByRole("button", { name: "Set check-in" }));
    await waitFor(() => expect(callsTo(fetchMock, `PUT /api/dates/${DATE_ID}/check-in`)).toHaveLength(1));
    const [body] = callsTo(fetchMock, `PUT /api/dates/${DATE_ID}/check-in`) as Array<{
      contactPhone: string;
      at: string;
    }>;
    expect(body?.contactPhone).toBe("(615) 555-0142");
    // An hour into the date by default.
    expect(Math.abs(new Date(body?.at ?? "").getTime() - (Date.now() + 4 * 3_600_000))).toBeLessThan(120_000);
  });

  it("the card asks 'Are you OK?' once DOWN has asked; I'm OK answers it", async () => {
    const asked: DateShareStatus = {
      shared: true,
      expiresAt: inHours(27),
      checkIn: { contactPhone: "(615) 555-0142", at: inHours(-0.2), state: "asked", devMessage: null },
    };
    const fetchMock = api(() => asked);
    renderScreen(<MyDatesPage />, "/my-dates");
    const card = await screen.findByRole("article", { name: "Bea Smith, romantic" });
    expect(await within(card).findByText("Are you OK?")).toBeInTheDocument();
    await userEvent.click(within(card).getByRole("button", { name: "I'm OK" }));
    await waitFor(() => expect(callsTo(fetchMock, `POST /api/dates/${DATE_ID}/check-in/ok`)).toHaveLength(1));
  });

  it("shows the development text once the contact was texted, and offers no Share on a cancelled date", async () => {
    const alerted: DateShareStatus = {
      shared: true,
      expiresAt: inHours(27),
      checkIn: {
        contactPhone: "(615) 555-0142",
        at: inHours(-1),
        state: "alerted",
        devMessage: "DOWN check-in: Ada asked us to text you … http://localhost/shared-date/x",
      },
    };
    api(() => alerted);
    const view = renderScreen(<MyDatesPage />, "/my-dates");
    const card = await screen.findByRole("article", { name: "Bea Smith, romantic" });
    expect(await within(card).findByText("We texted your trusted contact at (615) 555-0142")).toBeInTheDocument();
    expect(within(card).getByText(/shared-date\/x/)).toBeInTheDocument();
    view.unmount();

    api(() => notShared, scheduled({ status: "cancelled" }));
    renderScreen(<MyDatesPage />, "/my-dates");
    const cancelled = await screen.findByRole("article", { name: "Bea Smith, romantic" });
    expect(within(cancelled).queryByRole("button", { name: "Share" })).not.toBeInTheDocument();
  });
});
