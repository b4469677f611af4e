/** Limits the product notes leave open (docs/product.md#constants); chosen to keep a profile quick to load. */
export const MAX_PHOTOS_PER_PROFILE = 6;
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
/**
 * Pixels an upload may declare in its header before anything decodes it (issue 23, finding 9): 50 MP is
 * above any phone camera's photo (48 MP sensors bin to 12 MP by default), while a 10 MB PNG of flat colour
 * can claim 16000x16000 (256 MP, about 1 GB to decode).
 */
export const MAX_INPUT_PIXELS = 50_000_000;
/** How long a hold on a profile's room outlives a crashed upload (photos.service). */
export const UPLOAD_HOLD_MS = 5 * 60 * 1000;

import { PHOTO_FULL_HEIGHT, PHOTO_FULL_WIDTH, PHOTO_THUMB_WIDTH } from "@down/common/photos";

/** Fits a 4:5 portrait at phone width on a 3x screen; larger would only cost bandwidth. */
export const PHOTO_MAX_WIDTH = PHOTO_FULL_WIDTH;
export const PHOTO_MAX_HEIGHT = PHOTO_FULL_HEIGHT;
/** Cards and grids load this one (served through srcset); a card is ~360 CSS px wide. */
export const THUMB_MAX_WIDTH = PHOTO_THUMB_WIDTH;
export const THUMB_MAX_HEIGHT = Math.round((PHOTO_THUMB_WIDTH * PHOTO_FULL_HEIGHT) / PHOTO_FULL_WIDTH);

/** Declared types we try to decode; sharp then has the final word on whether the bytes are one. */
export const ACCEPTED_IMAGE_TYPES = new Set([
  "image/jpeg",
  "image/png",
  "image/webp",
  "image/gif",
  "image/heic",
  "image/heif",
]);
