import sharp, { type Metadata } from "sharp";
import { AppError } from "./app-error";
import { MAX_INPUT_PIXELS, PHOTO_MAX_HEIGHT, PHOTO_MAX_WIDTH, THUMB_MAX_HEIGHT, THUMB_MAX_WIDTH } from "./photo-limits";

const DECODABLE_FORMATS = new Set(["jpeg", "png", "webp", "gif", "heif"]);

export const unsupportedImage = (message: string) => new AppError(415, "unsupported_media_type", message);

const tooManyPixels = (width: number, height: number) =>
  new AppError(
    413,
    "payload_too_large",
    `That image is ${width}x${height} pixels; photos can be at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels.`,
  );

/** A stored photo: the full image and its thumbnail, both WebP. */
export interface NormalizedPhoto {
  full: Buffer;
  thumb: Buffer;
}

/**
 * Turns an upload into the one stored form: upright (EXIF orientation applied), at most 1080x1350,
 * WebP, and with no metadata, plus a 480 px wide thumbnail for cards. sharp writes no EXIF, XMP or GPS
 * unless told to keep it, so a phone photo's location never leaves the server.
 */
export async function normalizePhoto(input: Buffer): Promise<NormalizedPhoto> {
  // The header only (no pixels decoded): its format and the size it claims.
  let header: Metadata | undefined;
  try {
    header = await sharp(input).metadata();
  } catch {
    header = undefined;
  }
  if (!header?.format || !DECODABLE_FORMATS.has(header.format)) {
    throw unsupportedImage("That file is not an image we can read. Please use JPEG, PNG, WebP or GIF.");
  }
  const { width = 0, height = 0 } = header;
  if (width * height > MAX_INPUT_PIXELS) throw tooManyPixels(width, height);
  try {
    // limitInputPixels again, in case the header undersold the image.
    const full = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(PHOTO_MAX_WIDTH, PHOTO_MAX_HEIGHT, { fit: "inside", withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
    return { full, thumb: await thumbnailOf(full) };
  } catch {
    // HEIC from some phones needs a codec the bundled libvips lacks; truncated files land here too.
    throw unsupportedImage("We couldn't read that image. Please try a JPEG or PNG.");
  }
}

/** The card-sized copy of an already normalized photo (also used to fill in thumbnails for older uploads). */
export function thumbnailOf(full: Buffer): Promise<Buffer> {
  return sharp(full)
    .resize(THUMB_MAX_WIDTH, THUMB_MAX_HEIGHT, { fit: "inside", withoutEnlargement: true })
    .webp({ quality: 76 })
    .toBuffer();
}
