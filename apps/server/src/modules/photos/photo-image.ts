import sharp from "sharp";
import { AppError } from "../../lib/app-error";
import { PHOTO_MAX_HEIGHT, PHOTO_MAX_WIDTH } from "./photo-limits";

const DECODABLE_FORMATS = new Set(["jpeg", "png", "webp", "gif", "heif"]);

export const unsupportedImage = (message: string) => new AppError(415, "unsupported_media_type", message);

/**
 * Turns an upload into the one stored form: upright (EXIF orientation applied), at most 1080x1350,
 * WebP, and with no metadata. sharp writes no EXIF, XMP or GPS unless told to keep it, so a phone
 * photo's location never leaves the server.
 */
export async function normalizePhoto(input: Buffer): Promise<Buffer> {
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
    return await sharp(input)
      .rotate()
      .resize(PHOTO_MAX_WIDTH, PHOTO_MAX_HEIGHT, { fit: "inside", withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    // HEIC from some phones needs a codec the bundled libvips lacks; truncated files land here too.
    throw unsupportedImage("We couldn't read that image. Please try a JPEG or PNG.");
  }
}
