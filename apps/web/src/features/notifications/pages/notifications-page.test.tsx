import type { NotificationItem } from "@down/common/schemas/notifications";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PageHeader } from "@/components/page/page-header";
import { callsTo, json, mockApi, renderScreen } from "@/test/screen-harness";
import { NotificationsPage } from "./notifications-page";

const bea = "22222222-2222-4222-8222-222222222222";
const note = (n: number, overrides: Partial<NotificationItem>): NotificationItem => ({
  id: `00000000-0000-4000-8000-00000000010${n}`,
  type: "system",
  actorId: null,
  actor: null,
  title: `Note ${n}`,
  body: null,
  read: false,
  createdAt: new Date(Date.now() - n * 60_000).toISOString(),
  ...overrides,
});

describe("NotificationsPage", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("lists each type with its action, marks unread ones, and opening one marks it read", async () => {
    let items = [
      note(1, { type: "match", actorId: bea, actor: { name: "Bea", photo: null }, title: "It's a Match!" }),
      note(2, { type: "match-request", actorId: bea, title: "Bea wants to match with you" }),
      note(3, { type: "view", title: "3 people viewed your profile today" }),
      note(4, { type: "message", actorId: bea, title: "New message from Bea", read: true }),
      note(5, { type: "system", title: "Welcome to DOWN", read: true }),
    ];
    const fetchMock = mockApi({
      "GET /api/notifications": () => json({ items, nextCursor: null }),
      "GET /api/notifications/unread-count": () => json({ count: items.filter((n) => !n.read).length }),
      [`POST /api/notifications/${items[0]!.id}/read`]: () => {
        items = items.map((n, i) => (i === 0 ? { ...n, read: true } : n));
        return json({ ok: true });
      },
      "POST /api/notifications/read-all": () => {
        items = items.map((n) => ({ ...n, read: true }));
        return json({ ok: true, marked: 2 });
      },
    });
    const { location } = renderScreen(<NotificationsPage />, "/notifications");
    const match = await screen.findByRole("article", { name: "It's a Match!" });
    expect(within(match).getByRole("link", { name: /It's a Match!/ })).toHaveAttribute("href", `/messages/${bea}`);
    expect(within(match).getByRole("link", { name: "View profile" })).toHaveAttribute("href", `/profile/${bea}`);
    const request = screen.getByRole("article", { name: "Bea wants to match with you" });
    expect(within(request).getByRole("link")).toHaveAttribute("href", `/profile/${bea}`);
    const views = screen.getByRole("article", { name: "3 people viewed your profile today" });
    expect(within(views).getByRole("link")).toHaveAttribute("href", "/profile/personal");
    const message = screen.getByRole("article", { name: "New message from Bea" });
    expect(within(message).getByRole("link")).toHaveAttribute("href", `/messages/${bea}`);
    expect(screen.getAllByTestId("unread-marker")).toHaveLength(3);
    expect(await screen.findByText("3 unread")).toBeInTheDocument();

    await userEvent.click(within(match).getByRole("link", { name: /It's a Match!/ }));
    expect(location.history?.at(-1)).toBe(`/messages/${bea}`);
    await waitFor(() => expect(callsTo(fetchMock, `POST /api/notifications/${items[0]!.id}/read`)).toHaveLength(1));
    await waitFor(() => expect(screen.getAllByTestId("unread-marker")).toHaveLength(2));

    await userEvent.click(screen.getByRole("button", { name: "Mark all read" }));
    await waitFor(() => expect(screen.queryAllByTestId("unread-marker")).toHaveLength(0));
    expect(await screen.findByText("All read")).toBeInTheDocument();
    expect(callsTo(fetchMock, "POST /api/notifications/read-all")).toHaveLength(1);
  });

  it("shows the empty state", async () => {
    mockApi({ "GET /api/notifications": () => json({ items: [], nextCursor: null }) });
    renderScreen(<NotificationsPage />, "/notifications");
    expect(await screen.findByText("You're all caught up")).toBeInTheDocument();
  });
});

describe("the header bell", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows a dot when the unread count is above 0, asked again each time a screen opens", async () => {
    const fetchMock = mockApi({ "GET /api/notifications/unread-count": () => json({ count: 2 }) });
    const first = renderScreen(<PageHeader title="DASHBOARD" />, "/dashboard");
    expect(await screen.findByRole("link", { name: "Notifications, unread" })).toBeInTheDocument();
    first.unmount();
    renderScreen(<PageHeader title="MATCHES" />, "/matches");
    await waitFor(() => expect(callsTo(fetchMock, "GET /api/notifications/unread-count").length).toBeGreaterThan(1));
  });
});
