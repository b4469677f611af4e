import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, mockApi, renderScreen, TEST_USER } from "@/test/screen-harness";
import { AppShell } from "./app-shell";

describe("AppShell", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("opens and closes the LOVE panel from the nav button and its close button", async () => {
    mockApi({ [`GET /api/chatbot/history/${TEST_USER.id}`]: () => json([]) });
    renderScreen(<AppShell>content</AppShell>, "/dashboard");
    expect(screen.queryByRole("dialog", { name: "LOVE assistant" })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Open LOVE assistant" }));
    expect(await screen.findByRole("dialog", { name: "LOVE assistant" })).toHaveTextContent("LOVE");
    await userEvent.click(screen.getByRole("button", { name: "Close LOVE assistant" }));
    expect(screen.queryByRole("dialog", { name: "LOVE assistant" })).not.toBeInTheDocument();
  });

  it("gives a conversation the whole screen: no tab bar there, the tab bar everywhere else", () => {
    mockApi({});
    const { unmount } = renderScreen(<AppShell>chat</AppShell>, "/messages/00000000-0000-4000-8000-000000000002");
    expect(screen.queryByRole("navigation")).not.toBeInTheDocument();
    unmount();
    renderScreen(<AppShell>list</AppShell>, "/messages");
    expect(screen.getByRole("navigation")).toBeInTheDocument();
  });
});
