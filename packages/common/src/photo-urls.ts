// Where a stored photo and its thumbnail live. No schemas here: the first screen's image path imports this
// without zod.

/** Uploaded photos are stored at most this wide (apps/server photo-limits), in a 4:5 box. */
export const PHOTO_FULL_WIDTH = 1080;
export const PHOTO_FULL_HEIGHT = 1350;
/** Every stored photo also has a thumbnail this wide: enough for a card at phone width on a 1x-2x screen. */
export const PHOTO_THUMB_WIDTH = 480;

/** The server names each stored photo `<uuid>.webp`; its thumbnail sits beside it as `<uuid>-480.webp`. */
const STORED_PHOTO = /\/([a-f0-9-]{36})\.webp$/;

/** The thumbnail of a photo this app stored, or null for anything else (demo avatars, imported links). */
export function thumbnailUrlOf(url: string): string | null {
  const match = STORED_PHOTO.exec(url);
  return match ? `${url.slice(0, -".webp".length)}-${PHOTO_THUMB_WIDTH}.webp` : null;
}

/**
 * `src` + `srcset` for an <img>: the browser picks the thumbnail for small slots and the full photo for
 * large ones. Photos we did not store get their one URL.
 */
export function photoSources(url: string): { src: string; srcSet?: string } {
  const thumb = thumbnailUrlOf(url);
  if (!thumb) return { src: url };
  return { src: thumb, srcSet: `${thumb} ${PHOTO_THUMB_WIDTH}w, ${url} ${PHOTO_FULL_WIDTH}w` };
}
