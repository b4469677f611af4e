import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { toast } from "@/lib/lazy-toast";
import { json, mockApi, renderScreen, TEST_USER } from "@/test/screen-harness";
import { GalleryEditor } from "../components/gallery-editor";
import { PhotosCard } from "../components/photos-card";

// Toasts are read where they are raised: sonner's store outlives a test, so a toast of one screen's test would
// still be on show in the other's.
vi.mock("@/lib/lazy-toast", async (original) => ({
  ...(await original<typeof import("@/lib/lazy-toast")>()),
  toast: { success: vi.fn(), error: vi.fn(), message: vi.fn() },
}));

const file = (name = "me.png") => new File([new Uint8Array([137, 80, 78, 71])], name, { type: "image/png" });

/** The harness parses bodies as JSON; the multipart upload is answered here before it sees it. */
function answerUpload(answer: () => Response | Promise<Response>) {
  const fetchMock = mockApi({});
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) =>
    String(input) === "/api/upload/photos" && init?.body instanceof FormData ? answer() : fetchMock(input, init),
  );
}

// The two places a person adds photos share usePhotoFiles, so each says the same thing in the same words.
const screens: [string, (photos: string[]) => ReactElement][] = [
  ["the gallery editor", (photos) => <GalleryEditor userId={TEST_USER.id} order={photos} onReorder={() => {}} />],
  ["the photos card", (photos) => <PhotosCard userId={TEST_USER.id} photos={photos} />],
];

describe.each(screens)("usePhotoFiles in %s", (_, ui) => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it("confirms an upload", async () => {
    answerUpload(() => json({ urls: ["/uploads/a.webp"] }));
    renderScreen(ui([]), "/");
    await userEvent.upload(screen.getByLabelText("Choose photos to upload"), file());
    await vi.waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith("Photos uploaded!", {
        description: "Your photos have been added to your profile.",
      }),
    );
  });

  it("shows the server's reason for a refusal, and a failed request as an error while uploading", async () => {
    answerUpload(() => json({ error: { code: "payload_too_large", message: "That photo is too big." } }, 413));
    const view = renderScreen(ui([]), "/");
    await userEvent.upload(screen.getByLabelText("Choose photos to upload"), file());
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Upload failed", { description: "That photo is too big." }),
    );
    view.unmount();

    answerUpload(() => Promise.reject(new TypeError("Failed to fetch")));
    renderScreen(ui([]), "/");
    await userEvent.upload(screen.getByLabelText("Choose photos to upload"), file());
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenLastCalledWith("Upload failed", {
        description: "An error occurred while uploading photos.",
      }),
    );
  });

  it("refuses more files than there is room for, before sending any", async () => {
    answerUpload(() => {
      throw new Error("nothing should be sent");
    });
    renderScreen(ui(Array.from({ length: 5 }, (_, i) => `/uploads/${i}.webp`)), "/");
    await userEvent.upload(screen.getByLabelText("Choose photos to upload"), [file("a.png"), file("b.png")]);
    expect(toast.error).toHaveBeenCalledWith("Upload failed", { description: "You can add 1 more photo." });
  });
});
