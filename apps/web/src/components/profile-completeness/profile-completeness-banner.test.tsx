import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ownProfile } from "@/test/own-profile.fixture";
import { json, mockApi, renderScreen, TEST_USER } from "@/test/screen-harness";
import { ProfileCompletenessBanner } from "./profile-completeness-banner";

const TEXT = "Complete your profile so people near you can find you";

function renderBanner(profile: ReturnType<typeof ownProfile>) {
  mockApi({ [`GET /api/profiles/${TEST_USER.id}`]: () => json(profile) });
  return renderScreen(<ProfileCompletenessBanner />, "/explore");
}

describe("ProfileCompletenessBanner", () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ["name", { name: null }],
    ["age", { age: null }],
    ["gender", { gender: null }],
  ])("links to Edit Profile when %s is missing", async (_field, missing) => {
    renderBanner(ownProfile(missing));
    expect(await screen.findByRole("link", { name: TEXT })).toHaveAttribute("href", "/profile/personal");
  });

  it("nudges for a photo once the rest is set", async () => {
    renderBanner(ownProfile({ photos: [] }));
    expect(
      await screen.findByRole("link", { name: "Add a photo so people can see who they're matching with" }),
    ).toHaveAttribute("href", "/profile/personal");
  });

  it("stays out of the way once name, age, gender and a photo are set", async () => {
    const view = renderBanner(ownProfile({ photos: ["/api/media/photos/a.webp"] }));
    await vi.waitFor(() => expect(view.queryClient.getQueryData(["/api/profiles", TEST_USER.id])).toBeDefined());
    expect(screen.queryByText(TEXT)).not.toBeInTheDocument();
  });
});
