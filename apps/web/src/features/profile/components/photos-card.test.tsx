import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { callsTo, json, mockApi, renderScreen, TEST_USER } from "@/test/screen-harness";
import { PhotosCard } from "./photos-card";

const PHOTO = "/uploads/0f8fad5b-d9cb-469f-a165-70867728950e.webp";
const file = (name = "me.png") => new File([new Uint8Array([137, 80, 78, 71])], name, { type: "image/png" });

/** The harness parses bodies as JSON; multipart uploads are answered here before it sees them. */
function withUpload(fetchMock: ReturnType<typeof mockApi>, answer: () => Response | Promise<Response>) {
  const uploads: FormData[] = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input) === "/api/upload/photos" && init?.body instanceof FormData) {
      uploads.push(init.body);
      return answer();
    }
    return fetchMock(input, init);
  });
  return uploads;
}

const renderCard = (photos: string[] = []) => renderScreen(<PhotosCard userId={TEST_USER.id} photos={photos} />, "/");

describe("PhotosCard", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("uploads the chosen images in the repeated photos field and confirms", async () => {
    let release: () => void = () => {};
    const uploads = withUpload(mockApi({}), async () => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return json({ urls: [PHOTO, PHOTO] });
    });
    renderCard();
    await userEvent.upload(screen.getByLabelText("Choose photos to upload"), [file("a.png"), file("b.png")]);
    const busy = await screen.findByRole("button", { name: "Uploading..." });
    expect(busy).toBeDisabled();
    release();
    expect(await screen.findByText("Photos uploaded!")).toBeInTheDocument();
    expect(screen.getByText("Your photos have been added to your profile.")).toBeInTheDocument();
    expect(uploads[0]?.getAll("photos").map((entry) => (entry as File).name)).toEqual(["a.png", "b.png"]);
  });

  it("shows the server's reason when it refuses, and the spec's words otherwise", async () => {
    withUpload(mockApi({}), () =>
      json({ error: { code: "unsupported_media_type", message: "That file is not an image we can read." } }, 415),
    );
    renderCard();
    await userEvent.upload(screen.getByLabelText("Choose photos to upload"), file());
    expect(await screen.findByText("Upload failed")).toBeInTheDocument();
    expect(screen.getByText("That file is not an image we can read.")).toBeInTheDocument();
  });

  it("reports a network failure as an error while uploading", async () => {
    withUpload(mockApi({}), () => Promise.reject(new TypeError("Failed to fetch")));
    renderCard();
    await userEvent.upload(screen.getByLabelText("Choose photos to upload"), file());
    expect(await screen.findByText("An error occurred while uploading photos.")).toBeInTheDocument();
  });

  it("deletes a photo by its URL and confirms", async () => {
    const fetchMock = mockApi({ "DELETE /api/upload/photos": () => json({ ok: true }) });
    renderCard([PHOTO]);
    await userEvent.click(screen.getByRole("button", { name: "Delete photo 1" }));
    expect(await screen.findByText("Photo deleted")).toBeInTheDocument();
    expect(screen.getByText("The photo has been removed from your profile.")).toBeInTheDocument();
    expect(callsTo(fetchMock, "DELETE /api/upload/photos")).toEqual([{ photoUrl: PHOTO }]);
  });

  it("says so when a delete fails", async () => {
    mockApi({ "DELETE /api/upload/photos": () => json({ error: { code: "not_found", message: "x" } }, 404) });
    renderCard([PHOTO]);
    await userEvent.click(screen.getByRole("button", { name: "Delete photo 1" }));
    expect(await screen.findByText("Delete failed")).toBeInTheDocument();
    expect(screen.getByText("Failed to delete photo. Please try again.")).toBeInTheDocument();
  });

  it("stops offering uploads at six photos", () => {
    mockApi({});
    renderCard(Array.from({ length: 6 }, (_, i) => `/uploads/${i}.webp`));
    expect(screen.getByRole("button", { name: "Upload Photos" })).toBeDisabled();
    expect(screen.getByText(/6 of 6 photos/)).toBeInTheDocument();
  });
});
