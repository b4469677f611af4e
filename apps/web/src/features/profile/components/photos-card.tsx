import type { PhotoInReview } from "@down/common/schemas/photo-review";
import { ImagePlus, Trash2, Upload } from "lucide-react";
import { PhotosInReview } from "@/components/photos/photos-in-review";
import { Button } from "@/components/ui/button";
import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { PhotoImg } from "@/components/ui/photo-img";
import { Spinner } from "@/components/ui/spinner";
import { MAX_PHOTOS } from "../api/photos";
import { usePhotoFiles } from "../lib/use-photo-files";
import { IntegrationButtons } from "./integration-buttons";

export function PhotosCard({
  userId,
  photos,
  inReview = [],
}: {
  userId: string;
  photos: readonly string[];
  /** New photos the photo check has not let onto the profile yet; they take room too. */
  inReview?: readonly PhotoInReview[];
}) {
  const { fileInput, choose, uploading, room, onRemove, removing } = usePhotoFiles(
    userId,
    photos.length + inReview.length,
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>Photos & Media</CardTitle>
        <CardDescription>
          {photos.length} of {MAX_PHOTOS} photos. Location data is removed from every photo you upload.
        </CardDescription>
      </CardHeader>
      {photos.length > 0 ? (
        <ul className="grid grid-cols-3 gap-2" aria-label="Your photos">
          {photos.map((url, index) => (
            <li key={url} className="relative aspect-[4/5] overflow-hidden rounded-xl bg-surface-muted">
              <PhotoImg url={url} sizes="33vw" alt={`Profile shot ${index + 1}`} className="size-full object-cover" />
              <button
                type="button"
                aria-label={`Delete photo ${index + 1}`}
                disabled={removing(url)}
                onClick={() => onRemove(url)}
                className="absolute top-0.5 right-0.5 inline-flex size-11 items-center justify-center rounded-full bg-black/55 text-white backdrop-blur-sm transition-colors hover:bg-black/70 disabled:opacity-60"
              >
                <Trash2 className="size-4" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <div className="flex aspect-[3/1] flex-col items-center justify-center gap-2 rounded-xl border border-dashed border-border bg-surface-muted/50 text-muted-foreground">
          <ImagePlus className="size-6" aria-hidden="true" />
          <p className="text-sm">No photos yet</p>
        </div>
      )}
      <PhotosInReview photos={inReview} onRemove={onRemove} removing={removing} />
      <input {...fileInput} />
      <div className="mt-4 flex flex-col gap-3">
        <Button variant="soft" disabled={uploading || room <= 0} onClick={choose}>
          {uploading ? <Spinner /> : <Upload aria-hidden="true" />}
          {uploading ? "Uploading..." : "Upload Photos"}
        </Button>
        <IntegrationButtons userId={userId} />
      </div>
    </Card>
  );
}
