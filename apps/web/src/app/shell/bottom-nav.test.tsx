import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { BottomNav } from "./bottom-nav";

function renderNav(path: string, onToggleChat = vi.fn(), unread = 0, chatOpen = false) {
  const location = memoryLocation({ path });
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
  client.setQueryData(["/api/conversations/unread-count"], { count: unread });
  render(
    <QueryClientProvider client={client}>
      <Router hook={location.hook}>
        <BottomNav chatOpen={chatOpen} onToggleChat={onToggleChat} />
      </Router>
    </QueryClientProvider>,
  );
  return onToggleChat;
}

describe("BottomNav", () => {
  it("shows unread messages on the Messages tab", () => {
    renderNav("/dashboard", vi.fn(), 3);
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(within(nav).getByRole("link", { name: "Messages, 3 unread" })).toBeInTheDocument();
    expect(screen.getByTestId("messages-tab-unread")).toHaveTextContent("3");
  });

  it("has five tabs in order and marks the active one", () => {
    renderNav("/messages/123");
    const nav = screen.getByRole("navigation", { name: "Main" });
    const links = within(nav).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Explore", "/explore"],
      ["Matches", "/matches"],
      ["Dash", "/dashboard"],
      ["Messages", "/messages"],
      ["Profile", "/profile"],
    ]);
    expect(within(nav).getByRole("link", { name: "Messages" })).toHaveAttribute("aria-current", "page");
    expect(within(nav).getByRole("link", { name: "Dash" })).not.toHaveAttribute("aria-current");
  });

  it("lights Profile on one's own profile screens but not on someone else's profile", () => {
    renderNav("/profile/22222222-2222-4222-8222-222222222222");
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(within(nav).getByRole("link", { name: "Profile" })).not.toHaveAttribute("aria-current");
  });

  it.each(["/profile", "/profile/personal", "/profile/public"])("lights Profile on %s", (path) => {
    renderNav(path);
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(within(nav).getByRole("link", { name: "Profile" })).toHaveAttribute("aria-current", "page");
  });

  it("has a centre button that toggles the LOVE assistant", async () => {
    const onToggle = renderNav("/dashboard");
    await userEvent.click(screen.getByRole("button", { name: "Open LOVE assistant" }));
    expect(onToggle).toHaveBeenCalledOnce();
  });

  it("keeps LOVE in the bar, between Matches and Dash, so it never covers the page", () => {
    renderNav("/dashboard");
    const nav = screen.getByRole("navigation", { name: "Main" });
    const items = within(nav).getAllByRole("listitem");
    expect(
      items.map((item) => item.textContent || within(item).getByRole("button").getAttribute("aria-label")),
    ).toEqual(["Explore", "Matches", "Open LOVE assistant", "Dash", "Messages", "Profile"]);
  });

  it("slides the bar away while the page scrolls and brings it back 600 ms after", () => {
    vi.useFakeTimers();
    try {
      renderNav("/dashboard");
      const nav = screen.getByRole("navigation", { name: "Main" });
      act(() => {
        window.dispatchEvent(new Event("scroll"));
      });
      expect(nav).toHaveClass("translate-y-full");
      act(() => {
        vi.advanceTimersByTime(600);
      });
      expect(nav).not.toHaveClass("translate-y-full");
    } finally {
      vi.useRealTimers();
    }
  });

  it("stays put while LOVE is open", () => {
    renderNav("/dashboard", vi.fn(), 0, true);
    act(() => {
      window.dispatchEvent(new Event("scroll"));
    });
    expect(screen.getByRole("navigation", { name: "Main" })).not.toHaveClass("translate-y-full");
  });
});
