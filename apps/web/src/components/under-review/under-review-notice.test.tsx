import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ownProfile } from "@/test/own-profile.fixture";
import { json, mockApi, renderScreen, TEST_USER } from "@/test/screen-harness";
import { UNDER_REVIEW_HEADING, UNDER_REVIEW_TEXT, UnderReviewNotice } from "./under-review-notice";

function renderNotice(profile: ReturnType<typeof ownProfile>) {
  mockApi({ [`GET /api/profiles/${TEST_USER.id}`]: () => json(profile) });
  return renderScreen(<UnderReviewNotice />, "/profile");
}

describe("UnderReviewNotice", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("tells a person under review that others can't see them, and where to ask", async () => {
    renderNotice(ownProfile({ underReview: true }));
    const notice = await screen.findByRole("region", { name: UNDER_REVIEW_HEADING });
    expect(notice).toHaveTextContent(UNDER_REVIEW_TEXT);
    expect(notice).toHaveTextContent("While we check a report, others can't see you.");
    expect(screen.getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/contact");
  });

  it("shows nothing when there is no review", async () => {
    const view = renderNotice(ownProfile({ underReview: false }));
    await vi.waitFor(() => expect(view.queryClient.getQueryData(["/api/profiles", TEST_USER.id])).toBeDefined());
    expect(screen.queryByText(UNDER_REVIEW_HEADING)).not.toBeInTheDocument();
  });
});
