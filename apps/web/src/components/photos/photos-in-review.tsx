import { PHOTO_REVIEW_LABELS, PHOTO_UNDER_REVIEW_HINT, type PhotoInReview } from "@down/common/schemas/photo-review";
import { Trash2 } from "lucide-react";
import { PhotoImg } from "@/components/ui/photo-img";

/**
 * The person's own photos that are not on their profile yet (docs/decisions/026-photo-screening.md): "Checking…"
 * while the photo check scores them, "Under review" when a moderator has to look. Only their owner sees these.
 */
export function PhotosInReview({
  photos,
  onRemove,
  removing,
}: {
  photos: readonly PhotoInReview[];
  onRemove: (url: string) => void;
  removing: (url: string) => boolean;
}) {
  if (photos.length === 0) return null;
  const held = photos.some((photo) => photo.state === "held");
  return (
    <section className="mt-4 flex flex-col gap-2" aria-label="Photos waiting for our photo check">
      <ul className="grid grid-cols-3 gap-2">
        {photos.map((photo, index) => {
          const label = PHOTO_REVIEW_LABELS[photo.state];
          return (
            <li key={photo.url} className="relative aspect-[4/5] overflow-hidden rounded-xl bg-surface-muted">
              <PhotoImg
                url={photo.url}
                sizes="33vw"
                alt={`New photo ${index + 1}, ${label}`}
                className="size-full object-cover opacity-60"
              />
              <span className="absolute inset-x-1 bottom-1 rounded-lg bg-black/65 px-2 py-1 text-center text-xs font-semibold text-white">
                {label}
              </span>
              <button
                type="button"
                aria-label={`Delete new photo ${index + 1}`}
                disabled={removing(photo.url)}
                onClick={() => onRemove(photo.url)}
                className="absolute top-0.5 right-0.5 inline-flex size-11 items-center justify-center rounded-full bg-black/55 text-white backdrop-blur-sm transition-colors hover:bg-black/70 disabled:opacity-60"
              >
                <Trash2 className="size-4" aria-hidden="true" />
              </button>
            </li>
          );
        })}
      </ul>
      {held ? <p className="text-sm text-muted-foreground">{PHOTO_UNDER_REVIEW_HINT}</p> : null}
    </section>
  );
}
