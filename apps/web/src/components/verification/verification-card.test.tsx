import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, mockApi, renderScreen, TEST_USER } from "@/test/screen-harness";
import { VerificationCard } from "./verification-card";

const state = (overrides: object = {}) => ({
  status: "none",
  reason: null,
  pose: { id: "thumbs-up", instruction: "Give a thumbs up next to your face" },
  attemptsLeft: 3,
  canReview: false,
  ...overrides,
});

function render(body: object) {
  mockApi({ [`GET /api/verification/${TEST_USER.id}`]: () => json(body) });
  return renderScreen(<VerificationCard userId={TEST_USER.id} />, "/profile/personal");
}

describe("VerificationCard", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the pose to copy, drawn and in words, and how many tries are left", async () => {
    const { container } = render(state());
    expect(await screen.findByText("Give a thumbs up next to your face.")).toBeInTheDocument();
    expect(container.querySelector('svg[data-pose="thumbs-up"]')).not.toBeNull();
    expect(screen.getByRole("button", { name: "Take a selfie" })).toBeEnabled();
    expect(screen.getByText("Only moderators see your selfie. 3 tries left today.")).toBeInTheDocument();
    expect(screen.getByText("NOT VERIFIED")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Review verifications" })).not.toBeInTheDocument();
  });

  it("links moderators to the review queue", async () => {
    render(state({ status: "approved", canReview: true }));
    expect(await screen.findByRole("link", { name: "Review verifications" })).toHaveAttribute(
      "href",
      "/verification-review",
    );
  });

  it("says why a moderator did not approve, and lets the person try again", async () => {
    render(state({ status: "rejected", reason: "The pose does not match.", attemptsLeft: 1 }));
    expect(await screen.findByText("Not approved: The pose does not match.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Take a selfie" })).toBeEnabled();
  });

  it("waits while in review, and stops at the day's limit", async () => {
    render(state({ status: "pending" }));
    expect(await screen.findByText("IN REVIEW")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Take a selfie" })).not.toBeInTheDocument();
  });

  it("disables the button once the day's tries are used", async () => {
    render(state({ attemptsLeft: 0 }));
    expect(await screen.findByRole("button", { name: "Take a selfie" })).toBeDisabled();
    expect(screen.getByText("You've used today's tries. Please try again tomorrow.")).toBeInTheDocument();
  });

  it("sends the pose it was given, and on a refused pose shows why and the new pose to copy", async () => {
    const poses = [
      { id: "thumbs-up", instruction: "Give a thumbs up next to your face" },
      { id: "open-palm", instruction: "Show an open palm next to your face" },
    ];
    let asked = 0;
    const fetchMock = mockApi({
      [`GET /api/verification/${TEST_USER.id}`]: () => json(state({ pose: poses[asked++] })),
    });
    const sent: FormData[] = [];
    // The harness parses bodies as JSON; the multipart selfie is answered here first.
    vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === "POST" && init.body instanceof FormData) {
        sent.push(init.body);
        const message = "That pose has expired. Please copy the new pose the app shows you.";
        return json({ error: { code: "bad_request", message } }, 400);
      }
      return fetchMock(input, init);
    });
    renderScreen(<VerificationCard userId={TEST_USER.id} />, "/profile/personal");
    expect(await screen.findByText("Give a thumbs up next to your face.")).toBeInTheDocument();

    const selfie = new File([new Uint8Array([255, 216, 255])], "me.jpg", { type: "image/jpeg" });
    await userEvent.upload(screen.getByLabelText("Selfie"), selfie);

    expect(sent[0]?.get("pose")).toBe("thumbs-up");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "That pose has expired. Please copy the new pose the app shows you.",
    );
    expect(await screen.findByText("Show an open palm next to your face.")).toBeInTheDocument();
  });
});
