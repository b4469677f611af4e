import { onlineManager } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HeartHandshake, UserRoundX } from "lucide-react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { Providers } from "@/app/providers";
import { MessagesPage } from "@/features/messages/pages/messages-page";
import { GalleryPage } from "@/features/profile/pages/gallery-page";
import { createQueryClient } from "@/lib/query-client";
import { callsTo, json, mockApi, renderScreen, TEST_USER } from "@/test/screen-harness";
import { Button } from "./button";
import { EmptyState } from "./empty-state";
import { LoadError, OFFLINE_DESCRIPTION } from "./load-error";

afterEach(() => vi.unstubAllGlobals());

const markup = (ui: React.ReactElement) => render(ui).container.innerHTML;

describe("LoadError", () => {
  it("draws exactly what the pages drew by hand before the fold (an EmptyState with a Try again button)", () => {
    const retry = () => {};
    expect(markup(<LoadError icon={HeartHandshake} title="Couldn't load your matches" onRetry={retry} />)).toBe(
      markup(
        <EmptyState
          icon={HeartHandshake}
          title="Couldn't load your matches"
          description="Check your connection and try again."
          action={<Button onClick={retry}>Try again</Button>}
        />,
      ),
    );
    expect(
      markup(
        <LoadError
          icon={UserRoundX}
          title="Couldn't load your profile"
          description="Please try again."
          onRetry={retry}
          retryVariant="soft"
        />,
      ),
    ).toBe(
      markup(
        <EmptyState
          icon={UserRoundX}
          title="Couldn't load your profile"
          description="Please try again."
          action={
            <Button variant="soft" onClick={retry}>
              Try again
            </Button>
          }
        />,
      ),
    );
  });

  it("asks again when Try again is pressed (the messages list)", async () => {
    let fail = true;
    const fetchMock = mockApi({
      "GET /api/conversations": () =>
        fail ? json({ error: { code: "internal", message: "down" } }, 503) : json({ items: [], nextCursor: null }),
    });
    renderScreen(<MessagesPage />, "/messages");
    expect(await screen.findByText("Couldn't load your messages")).toBeInTheDocument();
    expect(screen.getByText("Check your connection and try again.")).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    await vi.waitFor(() => expect(callsTo(fetchMock, "GET /api/conversations").length).toBe(2));
  });

  it("keeps a page's soft button where the page had one (the gallery)", async () => {
    mockApi({
      [`GET /api/profiles/${TEST_USER.id}`]: () => json({ error: { code: "internal", message: "down" } }, 503),
    });
    renderScreen(<GalleryPage />, "/profile/photos");
    expect(await screen.findByText("We couldn't load your photos")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try again" }).className).toBe(
      render(<Button variant="soft">x</Button>).getByRole("button", { name: "x" }).className,
    );
  });

  it("offline, says the screen can't load offline and offers Try again, instead of a skeleton for ever", async () => {
    // The app's own query client: its default paused every query while offline, so the list never left its skeleton.
    localStorage.setItem("auth-user", JSON.stringify(TEST_USER));
    const onLine = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    onlineManager.setOnline(false);
    const fetchMock = vi.fn<typeof fetch>().mockRejectedValue(new TypeError("Failed to fetch"));
    vi.stubGlobal("fetch", fetchMock);
    try {
      render(
        <Router hook={memoryLocation({ path: "/messages" }).hook}>
          <Providers queryClient={createQueryClient()}>
            <MessagesPage />
          </Providers>
        </Router>,
      );
      expect(await screen.findByText("Couldn't load your messages")).toBeInTheDocument();
      expect(screen.getByText(OFFLINE_DESCRIPTION)).toBeInTheDocument();
      expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
    } finally {
      onlineManager.setOnline(true);
      onLine.mockRestore();
    }
  });
});
