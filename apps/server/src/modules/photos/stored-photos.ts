import { thumbnailUrlOf } from "@down/common/photos";
import type { PhotoStorage } from "../../adapters/storage";

/** Removes stored files and their thumbnails (demo avatars and foreign URLs are left alone). */
export async function deleteStoredPhotos(storage: PhotoStorage, urls: readonly string[]): Promise<void> {
  const files = urls.filter((url) => storage.owns(url)).flatMap((url) => [url, thumbnailUrlOf(url) ?? url]);
  await Promise.all([...new Set(files)].map((url) => storage.delete(url)));
}
