import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { callsTo, json, mockApi, renderScreen } from "@/test/screen-harness";
import { HeldPhotos } from "./held-photos";

const URL_HELD = "/uploads/0f8fad5b-d9cb-469f-a165-70867728950e.webp";

describe("Photos to review (docs/decisions/026-photo-screening.md)", () => {
  it("lists what the photo check held and sends a moderator's Approve", async () => {
    const fetchMock = mockApi({
      "GET /api/moderation/photos": () =>
        json({
          items: [
            {
              url: URL_HELD,
              userId: "00000000-0000-4000-8000-000000000009",
              name: "Riley",
              age: 29,
              score: 0.93,
              createdAt: "2026-11-27T10:00:00.000Z",
            },
          ],
          nextCursor: null,
        }),
      "POST /api/moderation/photos/decision": (body) => json(body),
    });
    renderScreen(<HeldPhotos />, "/");
    expect(await screen.findByRole("heading", { name: "Photos to review" })).toBeInTheDocument();
    expect(screen.getByAltText("Held photo of Riley")).toBeInTheDocument();
    expect(screen.getByText("Score 93 %")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Approve" }));
    expect(callsTo(fetchMock, "POST /api/moderation/photos/decision")).toEqual([
      { url: URL_HELD, decision: "approve" },
    ]);
  });

  it("shows nothing when the queue is empty", async () => {
    const fetchMock = mockApi({ "GET /api/moderation/photos": () => json({ items: [], nextCursor: null }) });
    renderScreen(<HeldPhotos />, "/");
    await waitFor(() => expect(callsTo(fetchMock, "GET /api/moderation/photos")).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("heading", { name: "Photos to review" })).toBeNull();
    expect(screen.queryByRole("article")).toBeNull();
  });
});
