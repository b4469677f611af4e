/** Limits the spec leaves open (SPEC §9: "not shown"); chosen to keep a profile quick to load. */
export const MAX_PHOTOS_PER_PROFILE = 6;
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
/** Fits a 4:5 portrait at phone width on a 3x screen; larger would only cost bandwidth. */
export const PHOTO_MAX_WIDTH = 1080;
export const PHOTO_MAX_HEIGHT = 1350;

/** Declared types we try to decode; sharp then has the final word on whether the bytes are one. */
export const ACCEPTED_IMAGE_TYPES = new Set([
  "image/jpeg",
  "image/png",
  "image/webp",
  "image/gif",
  "image/heic",
  "image/heif",
]);
