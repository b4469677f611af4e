import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { BottomNav } from "./bottom-nav";

function renderNav(path: string, onToggleChat = vi.fn()) {
  const location = memoryLocation({ path });
  render(
    <Router hook={location.hook}>
      <BottomNav chatOpen={false} onToggleChat={onToggleChat} />
    </Router>,
  );
  return onToggleChat;
}

describe("BottomNav", () => {
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
