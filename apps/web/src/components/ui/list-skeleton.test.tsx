import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { NotificationsPage } from "@/features/notifications/pages/notifications-page";
import { mockApi, renderScreen } from "@/test/screen-harness";
import { ListSkeleton } from "./list-skeleton";
import { Skeleton } from "./skeleton";

afterEach(() => vi.unstubAllGlobals());

const node = (ui: React.ReactElement) => render(ui).container.firstElementChild;

describe("ListSkeleton", () => {
  it("draws what a list drew by hand before the fold: a labelled status around the same placeholder, n times", () => {
    const folded = node(
      <ListSkeleton
        label="Loading blocked people..."
        count={2}
        item={<Skeleton className="h-11 w-full rounded-xl" />}
        className="flex flex-col gap-2 py-1"
      />,
    );
    const byHand = node(
      <div role="status" aria-label="Loading blocked people..." className="flex flex-col gap-2 py-1">
        <Skeleton className="h-11 w-full rounded-xl" />
        <Skeleton className="h-11 w-full rounded-xl" />
      </div>,
    );
    // isEqualNode compares tags, attributes (in any order) and children: the screen is the same.
    expect(folded?.isEqualNode(byHand ?? null)).toBe(true);
  });

  it("is one column with the usual gap unless the list says otherwise", () => {
    render(<ListSkeleton label="Loading..." count={3} item={<Skeleton className="h-4" />} />);
    const status = screen.getByRole("status", { name: "Loading..." });
    expect(status).toHaveClass("flex flex-col gap-3");
    expect(status.children).toHaveLength(3);
  });

  it("stands while a screen's list loads (notifications: three cards)", async () => {
    mockApi({ "GET /api/notifications": () => new Promise<Response>(() => {}) });
    renderScreen(<NotificationsPage />, "/notifications");
    const status = await screen.findByRole("status", { name: "Loading notifications..." });
    expect(status).toHaveClass("flex flex-col gap-3");
    expect(status.children).toHaveLength(3);
  });
});
