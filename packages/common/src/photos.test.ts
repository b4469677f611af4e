import { describe, expect, it } from "vitest";
import { photoOrderSchema, photoSources, thumbnailUrlOf } from "./photos";

const id = "0b6f3c1e-2f4a-4d7b-9a51-3c2d1e0f9a8b";

describe("photo URLs", () => {
  it("derives the thumbnail beside a stored photo, on disk or in a bucket", () => {
    expect(thumbnailUrlOf(`/uploads/${id}.webp`)).toBe(`/uploads/${id}-480.webp`);
    expect(thumbnailUrlOf(`https://cdn.example/photos/${id}.webp`)).toBe(`https://cdn.example/photos/${id}-480.webp`);
  });

  it("leaves other URLs alone", () => {
    expect(thumbnailUrlOf("/media/avatars/lorelei/abc.svg")).toBeNull();
    expect(thumbnailUrlOf(`/uploads/${id}-480.webp`)).toBeNull();
    expect(photoSources("/media/avatars/lorelei/abc.svg")).toEqual({ src: "/media/avatars/lorelei/abc.svg" });
  });

  it("offers both sizes in srcset", () => {
    expect(photoSources(`/uploads/${id}.webp`)).toEqual({
      src: `/uploads/${id}-480.webp`,
      srcSet: `/uploads/${id}-480.webp 480w, /uploads/${id}.webp 1080w`,
    });
  });

  it("refuses an order that repeats a photo", () => {
    expect(photoOrderSchema.safeParse({ order: ["/a", "/a"] }).success).toBe(false);
    expect(photoOrderSchema.safeParse({ order: ["/a", "/b"] }).success).toBe(true);
  });
});
