import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { BottomNav } from "./bottom-nav";

function renderNav(path: string, onToggleChat = vi.fn(), unread = 0) {
  const location = memoryLocation({ path });
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
  client.setQueryData(["/api/conversations/unread-count"], { count: unread });
  render(
    <QueryClientProvider client={client}>
      <Router hook={location.hook}>
        <BottomNav chatOpen={false} onToggleChat={onToggleChat} />
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

  it("has a centre button that toggles the LOVE assistant", async () => {
    const onToggle = renderNav("/dashboard");
    await userEvent.click(screen.getByRole("button", { name: "Open LOVE assistant" }));
    expect(onToggle).toHaveBeenCalledOnce();
  });
});
