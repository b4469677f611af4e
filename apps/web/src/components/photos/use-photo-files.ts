import { PHOTO_UNDER_REVIEW_HINT, type PhotoInReview } from "@down/common/schemas/photo-review";
import { type ChangeEvent, useRef } from "react";
import { isApiError } from "@/lib/api-client";
import { toast } from "@/lib/lazy-toast";
import { MAX_PHOTOS, useDeletePhoto, useUploadPhotos } from "./photo-uploads";

/** The upload's toast says where the photos are: on the profile, or waiting for the photo check. */
export function uploadedDescription(inReview: readonly PhotoInReview[]): string {
  if (inReview.some((photo) => photo.state === "held")) return PHOTO_UNDER_REVIEW_HINT;
  if (inReview.length > 0) return "We're checking your photos; they show on your profile in a moment.";
  return "Your photos have been added to your profile.";
}

/** 4xx answers carry a message worth showing (too big, not an image, too many); others get the product's words. */
export const serverReason = (error: unknown) => (isApiError(error) && error.status < 500 ? error.serverMessage : null);

/**
 * Adding and deleting one's photos, as the gallery editor and the profile's photos card both do: the hidden file
 * input's ref and change handler (refusing more files than there is room for before sending), the delete, and the
 * toasts in the words of docs/product.md#errors-and-notices ("Failed to …" when the server said no, "An error
 * occurred …" when the request itself failed).
 */
export function usePhotoFiles(userId: string, photoCount: number) {
  const inputRef = useRef<HTMLInputElement>(null);
  const upload = useUploadPhotos(userId);
  const remove = useDeletePhoto(userId);
  const room = MAX_PHOTOS - photoCount;

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
      onSuccess: ({ inReview = [] }) =>
        toast.success("Photos uploaded!", { description: uploadedDescription(inReview) }),
      onError: (error) =>
        toast.error("Upload failed", {
          description: isApiError(error)
            ? (serverReason(error) ?? "Failed to upload photos. Please try again.")
            : "An error occurred while uploading photos.",
        }),
    });
  };

  const onRemove = (url: string) =>
    remove.mutate(url, {
      onSuccess: () => toast.success("Photo deleted", { description: "The photo has been removed from your profile." }),
      onError: (error) =>
        toast.error("Delete failed", {
          description: isApiError(error)
            ? "Failed to delete photo. Please try again."
            : "An error occurred while deleting the photo.",
        }),
    });

  /** Opens the browser's file chooser through the hidden input. */
  const choose = () => inputRef.current?.click();
  const removing = (url: string) => remove.isPending && remove.variables === url;

  /** The hidden file input, spread onto an <input>: images only, several at once. */
  const fileInput = {
    ref: inputRef,
    type: "file",
    accept: "image/*",
    multiple: true,
    hidden: true,
    "aria-label": "Choose photos to upload",
    onChange: onFiles,
  } as const;

  return { fileInput, choose, uploading: upload.isPending, room, onRemove, removing };
}
