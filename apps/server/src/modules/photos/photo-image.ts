import sharp from "sharp";
import { AppError } from "../../lib/app-error";
import { PHOTO_MAX_HEIGHT, PHOTO_MAX_WIDTH, THUMB_MAX_HEIGHT, THUMB_MAX_WIDTH } from "./photo-limits";

const DECODABLE_FORMATS = new Set(["jpeg", "png", "webp", "gif", "heif"]);

export const unsupportedImage = (message: string) => new AppError(415, "unsupported_media_type", message);

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
  let format: string | undefined;
  try {
    format = (await sharp(input).metadata()).format;
  } catch {
    format = undefined;
  }
  if (!format || !DECODABLE_FORMATS.has(format)) {
    throw unsupportedImage("That file is not an image we can read. Please use JPEG, PNG, WebP or GIF.");
  }
  try {
    const full = await sharp(input)
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
