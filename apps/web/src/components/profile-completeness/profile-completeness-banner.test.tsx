import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ownProfile } from "@/test/own-profile.fixture";
import { json, mockApi, renderScreen, TEST_USER } from "@/test/screen-harness";
import { ProfileCompletenessBanner } from "./profile-completeness-banner";

function renderBanner(profile: ReturnType<typeof ownProfile>) {
  mockApi({ [`GET /api/profiles/${TEST_USER.id}`]: () => json(profile) });
  return renderScreen(<ProfileCompletenessBanner />, "/explore");
}

const loaded = (view: ReturnType<typeof renderBanner>) =>
  vi.waitFor(() => expect(view.queryClient.getQueryData(["/api/profiles", TEST_USER.id])).toBeDefined());

describe("ProfileCompletenessBanner", () => {
  afterEach(() => vi.unstubAllGlobals());

  // The old banner said "Complete your profile so people near you can find you" whatever was missing.
  it.each([
    [{ gender: null }, "Complete your profile: add your gender and a photo"],
    [{ photos: [] }, "Complete your profile: add a photo"],
    [
      { gender: null, interestedIn: [], photos: ["/api/media/photos/a.webp"] },
      "Complete your profile: add your gender and who you're interested in",
    ],
  ])("names exactly what is missing (%o) and links to Edit Profile", async (missing, text) => {
    renderBanner(ownProfile({ photos: [], ...missing }));
    expect(await screen.findByRole("link", { name: text })).toHaveAttribute("href", "/profile/personal");
  });

  it("disappears once name, age, gender, interested in and a photo are set", async () => {
    const view = renderBanner(ownProfile({ photos: ["/api/media/photos/a.webp"] }));
    await loaded(view);
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
  });

  it("leaves a missing name or age to the profile step", async () => {
    const view = renderBanner(ownProfile({ name: null, photos: [] }));
    await loaded(view);
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
  });
});
