import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { AppShell } from "./app-shell";

describe("AppShell", () => {
  it("opens and closes the LOVE panel from the nav button and its close button", async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Router hook={memoryLocation({ path: "/dashboard" }).hook}>
          <AppShell>content</AppShell>
        </Router>
      </QueryClientProvider>,
    );
    expect(screen.queryByRole("dialog", { name: "LOVE assistant" })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Open LOVE assistant" }));
    expect(screen.getByRole("dialog", { name: "LOVE assistant" })).toHaveTextContent("LOVE");
    await userEvent.click(screen.getByRole("button", { name: "Close LOVE assistant" }));
    expect(screen.queryByRole("dialog", { name: "LOVE assistant" })).not.toBeInTheDocument();
  });
});
