import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ownProfile } from "@/test/own-profile.fixture";
import { callsTo, json, mockApi, renderScreen, TEST_USER } from "@/test/screen-harness";
import { GalleryPage } from "./gallery-page";

const profileUrl = `/api/profiles/${TEST_USER.id}`;
const photo = (n: number) => `/uploads/0000000${n}-0000-4000-8000-000000000000.webp`;

function renderGallery(photos = [photo(1), photo(2), photo(3)]) {
  let saved = photos;
  const fetchMock = mockApi({
    [`GET ${profileUrl}`]: () => json(ownProfile({ photos: saved })),
    [`PUT ${profileUrl}/photos`]: (body) => {
      saved = (body as { order: string[] }).order;
      return json({ photos: saved });
    },
    "DELETE /api/upload/photos": (body) => {
      saved = saved.filter((url) => url !== (body as { photoUrl: string }).photoUrl);
      return json({ ok: true });
    },
  });
  renderScreen(<GalleryPage />, "/gallery");
  return fetchMock;
}

const shownOrder = () =>
  screen.getAllByTestId("gallery-photo").map((tile) => within(tile).getByRole("img").getAttribute("src"));

describe("GalleryPage", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the first photo as the hero, the rest in the grid, through thumbnails with srcset", async () => {
    renderGallery();
    const hero = await screen.findByRole("img", { name: "Main photo" });
    expect(hero).toHaveAttribute("src", photo(1).replace(".webp", "-480.webp"));
    expect(hero.getAttribute("srcset")).toContain(`${photo(1)} 1080w`);
    expect(within(screen.getByRole("list", { name: "More photos" })).getAllByRole("img")).toHaveLength(2);
    expect(screen.getByRole("button", { name: /Add/ })).toHaveTextContent("Images only");
    expect(screen.getByRole("button", { name: "SAVE" })).toBeDisabled();
  });

  it("moves a photo with the keyboard, announces it, and SAVE sends the new order", async () => {
    const fetchMock = renderGallery();
    const handle = await screen.findByRole("button", { name: "Move photo 3" });
    handle.focus();
    await userEvent.keyboard("{Home}");
    expect(shownOrder()).toEqual([photo(3), photo(1), photo(2)].map((url) => url.replace(".webp", "-480.webp")));
    expect(screen.getByRole("status", { name: "" })).toHaveTextContent("Photo 3 is now the main photo.");
    // Focus follows the photo into the hero slot, so the next key moves it again.
    expect(screen.getByRole("button", { name: "Move main photo" })).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    expect(shownOrder()[1]).toBe(photo(3).replace(".webp", "-480.webp"));

    await userEvent.click(screen.getByRole("button", { name: "SAVE" }));
    await vi.waitFor(() =>
      expect(callsTo(fetchMock, `PUT ${profileUrl}/photos`)).toEqual([{ order: [photo(1), photo(3), photo(2)] }]),
    );
    expect(await screen.findByText("Gallery saved")).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.getByRole("button", { name: "SAVE" })).toBeDisabled());
  });

  it("removes a photo", async () => {
    const fetchMock = renderGallery();
    await userEvent.click(await screen.findByRole("button", { name: "Remove photo 2" }));
    await vi.waitFor(() => expect(callsTo(fetchMock, "DELETE /api/upload/photos")).toEqual([{ photoUrl: photo(2) }]));
    await vi.waitFor(() => expect(screen.getAllByTestId("gallery-photo")).toHaveLength(2));
  });

  it("invites the first photo when there is none", async () => {
    renderGallery([]);
    expect(await screen.findByText("No photos yet")).toBeInTheDocument();
    expect(screen.queryByRole("list", { name: "Main photo" })).not.toBeInTheDocument();
  });
});
