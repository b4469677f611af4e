import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { uploadedDescription } from "@/components/photos/use-photo-files";
import { callsTo, json, mockApi, renderScreen, TEST_USER } from "@/test/screen-harness";
import { PhotosCard } from "./photos-card";

const HELD = "/uploads/0f8fad5b-d9cb-469f-a165-70867728950e.webp";
const CHECKING = "/uploads/1f8fad5b-d9cb-469f-a165-70867728950e.webp";

describe("photos waiting for the photo check (docs/decisions/026-photo-screening.md)", () => {
  it("shows its owner 'Checking…' and 'Under review' apart from the profile's photos, counts them, and deletes them", async () => {
    const fetchMock = mockApi({ "DELETE /api/upload/photos": () => json({ ok: true }) });
    renderScreen(
      <PhotosCard
        userId={TEST_USER.id}
        photos={[]}
        inReview={[
          { url: HELD, state: "held" },
          { url: CHECKING, state: "checking" },
        ]}
      />,
      "/",
    );
    const waiting = screen.getByRole("region", { name: "Photos waiting for our photo check" });
    expect(within(waiting).getByText("Under review")).toBeInTheDocument();
    expect(within(waiting).getByText("Checking…")).toBeInTheDocument();
    expect(within(waiting).getByAltText("New photo 1, Under review")).toBeInTheDocument();
    expect(screen.getByText(/only you can see it/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Delete new photo 1" }));
    expect(callsTo(fetchMock, "DELETE /api/upload/photos")).toEqual([{ photoUrl: HELD }]);
  });
});

describe("the upload's toast", () => {
  it("says where the photos went", () => {
    expect(uploadedDescription([])).toBe("Your photos have been added to your profile.");
    expect(uploadedDescription([{ url: CHECKING, state: "checking" }])).toMatch(/checking your photos/);
    expect(uploadedDescription([{ url: HELD, state: "held" }])).toMatch(/only you can see it/);
  });
});
