import { ImagePlus, Trash2, Upload } from "lucide-react";
import { type ChangeEvent, useRef } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { PhotoImg } from "@/components/ui/photo-img";
import { Spinner } from "@/components/ui/spinner";
import { isApiError } from "@/lib/api-client";
import { toast } from "@/lib/lazy-toast";
import { MAX_PHOTOS, useDeletePhoto, useUploadPhotos } from "../api/photos";
import { IntegrationButtons } from "./integration-buttons";

/** 4xx answers carry a message worth showing (too big, not an image, too many); others get the spec's words. */
const serverReason = (error: unknown) => (isApiError(error) && error.status < 500 ? error.serverMessage : null);

export function PhotosCard({ userId, photos }: { userId: string; photos: readonly string[] }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const upload = useUploadPhotos(userId);
  const remove = useDeletePhoto(userId);
  const room = MAX_PHOTOS - photos.length;

  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Reset so choosing the same file again still fires a change.
    event.target.value = "";
    if (files.length === 0) return;
    if (files.length > room) {
      toast.error("Upload failed", { description: `You can add ${room} more photo${room === 1 ? "" : "s"}.` });
      return;
    }
    upload.mutate(files, {
      onSuccess: () =>
        toast.success("Photos uploaded!", { description: "Your photos have been added to your profile." }),
      onError: (error) =>
        toast.error("Upload failed", {
          description: isApiError(error)
            ? (serverReason(error) ?? "Failed to upload photos. Please try again.")
            : "An error occurred while uploading photos.",
        }),
    });
  };

  const onDelete = (url: string) =>
    remove.mutate(url, {
      onSuccess: () => toast.success("Photo deleted", { description: "The photo has been removed from your profile." }),
      onError: (error) =>
        toast.error("Delete failed", {
          description: isApiError(error)
            ? "Failed to delete photo. Please try again."
            : "An error occurred while deleting the photo.",
        }),
    });

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
                disabled={remove.isPending && remove.variables === url}
                onClick={() => onDelete(url)}
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
      <input
        ref={inputRef}
        type="file"
        accept="image/*"
        multiple
        hidden
        aria-label="Choose photos to upload"
        onChange={onFiles}
      />
      <div className="mt-4 flex flex-col gap-3">
        <Button variant="soft" disabled={upload.isPending || room <= 0} onClick={() => inputRef.current?.click()}>
          {upload.isPending ? <Spinner /> : <Upload aria-hidden="true" />}
          {upload.isPending ? "Uploading..." : "Upload Photos"}
        </Button>
        <IntegrationButtons userId={userId} />
      </div>
    </Card>
  );
}
