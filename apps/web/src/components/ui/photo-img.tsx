import { PHOTO_THUMB_WIDTH, photoSources } from "@down/common/photo-urls";
import type { ImgHTMLAttributes } from "react";

type PhotoImgProps = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "srcSet"> & {
  url: string;
  /** How wide the slot is, for the browser's pick between thumbnail and full photo. */
  sizes: string;
  /**
   * The screen's largest first-paint image (the first card of a list): fetched at once and ahead of other
   * images, so the largest paint does not wait for a lazy-load decision after layout.
   */
  priority?: boolean;
};

/**
 * A stored photo through srcset (480 px thumbnail or the 1080 px original), lazily loaded, with an
 * intrinsic 4:5 size so the slot is reserved before it arrives. Eager only where a caller says so.
 */
export function PhotoImg({ url, sizes, priority = false, loading, decoding = "async", alt, ...rest }: PhotoImgProps) {
  const { src, srcSet } = photoSources(url);
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      width={PHOTO_THUMB_WIDTH}
      height={Math.round(PHOTO_THUMB_WIDTH * 1.25)}
      loading={loading ?? (priority ? "eager" : "lazy")}
      fetchPriority={priority ? "high" : undefined}
      decoding={decoding}
      alt={alt}
      {...rest}
    />
  );
}
