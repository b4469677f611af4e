import { QueryClient } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import { act, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { startSessionCheck } from "@/lib/auth/auth-provider";
import { holdFirstAnswers } from "@/lib/first-paint";
import { nameInPage } from "@/test/screen-harness";
import { Providers } from "./providers";
import { AppRouter } from "./router";

const USER = {
  id: "6f1c2a9e-1d2b-4c3d-8e4f-5a6b7c8d9e0f",
  phone: "+16155550101",
  name: "Ava",
  isNewUser: false,
  isModerator: false,
};

function mockSession(signedIn: boolean) {
  vi.stubGlobal(
    "fetch",
    vi.fn<typeof fetch>(async (input) => {
      const url = String(input);
      if (url === "/api/auth/session") return Response.json({ user: signedIn ? USER : null });
      if (url.startsWith("/api/matches")) return Response.json([]);
      return new Response("", { status: 404, statusText: "Not Found" });
    }),
  );
}

function renderAt(path: string) {
  const location = memoryLocation({ path, record: true });
  render(
    <Router hook={location.hook}>
      <Providers queryClient={new QueryClient()}>
        <AppRouter />
      </Providers>
    </Router>,
  );
  return location;
}

afterEach(() => vi.unstubAllGlobals());

describe("AppRouter", () => {
  it("shows 'Loading...' while asking who the user is", () => {
    mockSession(false);
    renderAt("/dashboard");
    expect(screen.getByText("Loading...")).toBeInTheDocument();
  });

  it("redirects a signed-out visitor to /login", async () => {
    mockSession(false);
    const location = renderAt("/messages");
    await waitFor(() => expect(location.history?.at(-1)).toBe("/login"));
    expect(await screen.findByRole("button", { name: "Send Verification Code" })).toBeInTheDocument();
  });

  it("opens /terms and /privacy without signing in, with no profile or bell links", async () => {
    mockSession(false);
    const location = renderAt("/terms");
    expect(await screen.findByRole("heading", { name: "TERMS OF USE" })).toBeInTheDocument();
    expect(location.history?.at(-1)).toBe("/terms");
    expect(screen.queryByRole("link", { name: "Profile" })).not.toBeInTheDocument();
    location.navigate("/privacy");
    expect(await screen.findByRole("heading", { name: "PRIVACY POLICY" })).toBeInTheDocument();
  });

  it("clears a stale stored user when the server has no session", async () => {
    localStorage.setItem("auth-user", JSON.stringify(USER));
    mockSession(false);
    const location = renderAt("/dashboard");
    await waitFor(() => expect(location.history?.at(-1)).toBe("/login"));
    expect(localStorage.getItem("auth-user")).toBeNull();
  });

  it("sends a signed-in user from / and /login to the dashboard", async () => {
    mockSession(true);
    const root = renderAt("/");
    expect(await screen.findByRole("heading", { name: "DASHBOARD" })).toBeInTheDocument();
    expect(root.history?.at(-1)).toBe("/dashboard");
  });

  it("sends a signed-in user away from /login", async () => {
    mockSession(true);
    const location = renderAt("/login");
    await waitFor(() => expect(location.history?.at(-1)).toBe("/dashboard"));
  });

  it("shows the not-found screen with a link home for unknown paths", async () => {
    mockSession(true);
    renderAt("/nowhere/at/all");
    expect(await screen.findByText("404 Page Not Found")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go home" })).toHaveAttribute("href", "/");
  });

  it.each([
    ["/profile/personal", "EDIT PROFILE"],
    ["/profile/abc", "PROFILE"],
    ["/questions", "ADVENTURE"],
    ["/questions/food", "FOOD & DINING"],
    ["/delete", "DELETE ACCOUNT"],
    ["/auth/spotify/callback", "SPOTIFY"],
  ])("renders %s with its title", async (path, title) => {
    mockSession(true);
    renderAt(path);
    expect(await screen.findByRole("heading", { level: 1, name: title })).toBeInTheDocument();
  });

  it("draws a painted screen's frame from the server's answers, asking for none of them", async () => {
    mockSession(true);
    // The page names its person and carries the screen's answers, as the server's first paint does.
    nameInPage(USER);
    void startSessionCheck();
    holdFirstAnswers([
      { url: "/api/conversations/unread-count", fills: { query: "unreadMessages" }, body: { count: 7 } },
      { url: "/api/notifications/unread-count", fills: { query: "unreadNotifications" }, body: { count: 2 } },
    ]);
    // As boot.tsx does with a painted screen: the first render is a transition.
    const location = memoryLocation({ path: "/dashboard" });
    const root = createRoot(document.body.appendChild(document.createElement("div")));
    await act(async () => {
      startTransition(() =>
        root.render(
          <Router hook={location.hook}>
            <Providers queryClient={new QueryClient()}>
              <AppRouter />
            </Providers>
          </Router>,
        ),
      );
    });
    expect(await screen.findByRole("link", { name: "Messages, 7 unread" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Notifications, unread" })).toBeInTheDocument();
    const asked = vi.mocked(fetch).mock.calls.map(([input]) => String(input));
    expect(asked).not.toContain("/api/conversations/unread-count");
    expect(asked).not.toContain("/api/notifications/unread-count");
    act(() => root.unmount());
  });
});
