import { GripVertical, ImagePlus, Trash2, UserRoundX } from "lucide-react";
import {
  type ChangeEvent,
  type KeyboardEvent,
  type PointerEvent,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from "react";
import { useCurrentUser } from "@/app/auth-provider";
import { Page } from "@/app/shell/page";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { PhotoImg } from "@/components/ui/photo-img";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { useOwnProfile } from "@/lib/api/own-profile";
import { isApiError } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { toast } from "@/lib/lazy-toast";
import { MAX_PHOTOS, useDeletePhoto, useReorderPhotos, useUploadPhotos } from "../api/photos";
import { moveItem, reconcileOrder, sameOrder } from "../lib/photo-order";

/** /gallery: the profile's photos in order; the first is the hero (the card's photo everywhere). */
export function GalleryPage() {
  const user = useCurrentUser();
  const profile = useOwnProfile(user.id);
  const reorder = useReorderPhotos(user.id);
  // null until the person moves something; uploads and deletes meanwhile are folded in by reconcileOrder.
  const [draft, setDraft] = useState<string[] | null>(null);
  const saved = profile.data?.photos;
  const order = useMemo(() => (saved ? reconcileOrder(draft, saved) : []), [draft, saved]);
  const dirty = saved !== undefined && !sameOrder(order, saved);

  const onSave = () =>
    reorder.mutate(order, {
      onSuccess: () => {
        setDraft(null);
        toast.success("Gallery saved", { description: "Your first photo is now the one people see first." });
      },
      onError: (error) =>
        toast.error("Save failed", {
          description: serverReason(error) ?? "Failed to save the order. Please try again.",
        }),
    });

  return (
    <Page
      title="GALLERY"
      back
      actions={
        // In the header so it stays in reach while dragging anywhere on the page.
        <Button size="sm" className="mr-1 px-4" disabled={!dirty || reorder.isPending} onClick={onSave}>
          {reorder.isPending ? "Saving..." : "SAVE"}
        </Button>
      }
    >
      {profile.data ? (
        <GalleryEditor userId={user.id} order={order} onReorder={setDraft} />
      ) : profile.isError ? (
        <EmptyState
          icon={UserRoundX}
          title="We couldn't load your photos"
          description="Check your connection and try again."
          action={
            <Button variant="soft" onClick={() => profile.refetch()}>
              Try again
            </Button>
          }
        />
      ) : (
        <GallerySkeleton />
      )}
    </Page>
  );
}

function GallerySkeleton() {
  return (
    <div className="flex flex-col gap-3" role="status" aria-label="Loading your photos">
      <Skeleton className="aspect-[5/4] w-full rounded-3xl" />
      <div className="grid grid-cols-3 gap-2">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="aspect-[4/5] rounded-xl" />
        ))}
      </div>
    </div>
  );
}

/** 4xx answers carry a message worth showing (too big, not an image, too many). */
const serverReason = (error: unknown) => (isApiError(error) && error.status < 500 ? error.serverMessage : null);

function GalleryEditor({
  userId,
  order,
  onReorder,
}: {
  userId: string;
  order: readonly string[];
  onReorder: (order: string[]) => void;
}) {
  const [announcement, setAnnouncement] = useState("");
  const [dragging, setDragging] = useState<string | null>(null);
  const [focusUrl, setFocusUrl] = useState<string | null>(null);
  const handles = useRef(new Map<string, HTMLButtonElement>());
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const upload = useUploadPhotos(userId);
  const remove = useDeletePhoto(userId);
  const room = MAX_PHOTOS - order.length;

  // Moving into or out of the hero slot remounts the tile; keep the keyboard on the photo that moved.
  useEffect(() => {
    if (focusUrl) handles.current.get(focusUrl)?.focus();
  }, [focusUrl]);

  const move = (from: number, to: number, viaKeyboard: boolean) => {
    if (to < 0 || to >= order.length || from === to) return;
    const url = order[from];
    onReorder(moveItem(order, from, to));
    setAnnouncement(
      to === 0 ? `Photo ${from + 1} is now the main photo.` : `Photo moved to position ${to + 1} of ${order.length}.`,
    );
    if (viaKeyboard && url) setFocusUrl(url);
  };

  const onHandleKey = (index: number) => (event: KeyboardEvent<HTMLButtonElement>) => {
    const targets: Record<string, number> = {
      ArrowLeft: index - 1,
      ArrowUp: index - 1,
      ArrowRight: index + 1,
      ArrowDown: index + 1,
      Home: 0,
      End: order.length - 1,
    };
    const to = targets[event.key];
    if (to === undefined) return;
    event.preventDefault();
    move(index, to, true);
  };

  // Pointer (mouse, pen and touch alike): the handle captures the pointer, and whichever tile is under
  // it takes the dragged photo's place, so the grid shows the new order while dragging.
  const onPointerDown = (url: string) => (event: PointerEvent<HTMLButtonElement>) => {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    setDragging(url);
  };
  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    if (!dragging) return;
    const tile = document.elementFromPoint(event.clientX, event.clientY)?.closest<HTMLElement>("[data-photo-index]");
    const to = tile ? Number(tile.dataset.photoIndex) : -1;
    const from = order.indexOf(dragging);
    if (to >= 0 && to !== from) move(from, to, false);
  };
  const endDrag = () => setDragging(null);

  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
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
          description: serverReason(error) ?? "Failed to upload photos. Please try again.",
        }),
    });
  };

  const onRemove = (url: string) =>
    remove.mutate(url, {
      onSuccess: () => toast.success("Photo deleted", { description: "The photo has been removed from your profile." }),
      onError: () => toast.error("Delete failed", { description: "Failed to delete photo. Please try again." }),
    });

  const tile = (url: string, index: number) => (
    <PhotoTile
      key={url}
      url={url}
      index={index}
      count={order.length}
      hero={index === 0}
      dragging={dragging === url}
      hintId={hintId}
      removing={remove.isPending && remove.variables === url}
      handleRef={(node) => {
        if (node) handles.current.set(url, node);
        else handles.current.delete(url);
      }}
      onRemove={() => onRemove(url)}
      onKeyDown={onHandleKey(index)}
      onPointerDown={onPointerDown(url)}
      onPointerMove={onPointerMove}
      onPointerEnd={endDrag}
    />
  );

  const [hero, ...rest] = order;
  return (
    <>
      <p id={hintId} className="text-sm text-muted-foreground">
        Your first photo is the one people see first. Drag a photo by its handle, or focus the handle and use the arrow
        keys, to change the order, then SAVE.
      </p>
      <p className="sr-only" role="status" aria-live="polite">
        {announcement}
      </p>
      {hero ? (
        <ul aria-label="Main photo">{tile(hero, 0)}</ul>
      ) : (
        <div className="flex aspect-[5/4] w-full flex-col items-center justify-center gap-2 rounded-3xl border border-dashed border-border bg-surface-muted/50 text-muted-foreground">
          <ImagePlus className="size-8" aria-hidden="true" />
          <p className="font-semibold">No photos yet</p>
          <p className="text-sm">Add up to {MAX_PHOTOS} images of you.</p>
        </div>
      )}
      <ul className="grid grid-cols-3 gap-2" aria-label="More photos">
        {rest.map((url, i) => tile(url, i + 1))}
        <li>
          <button
            type="button"
            onClick={() => inputRef.current?.click()}
            disabled={upload.isPending || room <= 0}
            className="flex aspect-[4/5] w-full flex-col items-center justify-center gap-1 rounded-xl border-2 border-dashed border-border bg-surface text-muted-foreground transition-colors hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-60"
          >
            {upload.isPending ? <Spinner /> : <ImagePlus className="size-6" aria-hidden="true" />}
            <span className="text-sm font-semibold text-foreground">{upload.isPending ? "Uploading..." : "Add"}</span>
            <span className="px-1 text-center text-xs">
              {room > 0 ? "Images only" : `${MAX_PHOTOS} of ${MAX_PHOTOS} photos`}
            </span>
          </button>
        </li>
      </ul>
      <input
        ref={inputRef}
        type="file"
        accept="image/*"
        multiple
        hidden
        aria-label="Choose photos to upload"
        onChange={onFiles}
      />
    </>
  );
}

function PhotoTile({
  url,
  index,
  count,
  hero,
  dragging,
  hintId,
  removing,
  handleRef,
  onRemove,
  onKeyDown,
  onPointerDown,
  onPointerMove,
  onPointerEnd,
}: {
  url: string;
  index: number;
  count: number;
  hero: boolean;
  dragging: boolean;
  hintId: string;
  removing: boolean;
  handleRef: (node: HTMLButtonElement | null) => void;
  onRemove: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
  onPointerDown: (event: PointerEvent<HTMLButtonElement>) => void;
  onPointerMove: (event: PointerEvent<HTMLButtonElement>) => void;
  onPointerEnd: () => void;
}) {
  const label = hero ? "Main photo" : `Photo ${index + 1} of ${count}`;
  return (
    <li
      data-photo-index={index}
      data-testid="gallery-photo"
      className={cn(
        // The hero has the card's 5:4 frame, so it shows what people will see first.
        "relative overflow-hidden bg-surface-muted transition-shadow",
        hero ? "aspect-[5/4] rounded-3xl" : "aspect-[4/5] rounded-xl",
        dragging && "z-10 opacity-80 shadow-float ring-2 ring-accent",
      )}
    >
      <PhotoImg
        url={url}
        sizes={hero ? "(min-width: 480px) 448px, calc(100vw - 32px)" : "(min-width: 480px) 150px, 33vw"}
        loading={hero ? "eager" : "lazy"}
        alt={label}
        className="pointer-events-none size-full object-cover select-none"
        draggable={false}
      />
      {hero ? (
        <span className="absolute bottom-3 left-16 rounded-full bg-black/55 px-3 py-1 text-xs font-bold tracking-wide text-white">
          MAIN PHOTO
        </span>
      ) : null}
      <button
        ref={handleRef}
        type="button"
        aria-label={`Move ${hero ? "main photo" : `photo ${index + 1}`}`}
        aria-describedby={hintId}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        className={cn(
          "absolute bottom-0.5 left-0.5 inline-flex size-11 touch-none items-center justify-center rounded-full bg-black/55 text-white backdrop-blur-sm",
          dragging ? "cursor-grabbing" : "cursor-grab",
        )}
      >
        <GripVertical className="size-5" aria-hidden="true" />
      </button>
      <button
        type="button"
        aria-label={`Remove ${hero ? "main photo" : `photo ${index + 1}`}`}
        disabled={removing}
        onClick={onRemove}
        className="absolute top-0.5 right-0.5 inline-flex size-11 items-center justify-center rounded-full bg-black/55 text-white backdrop-blur-sm transition-colors hover:bg-black/70 disabled:opacity-60"
      >
        <Trash2 className="size-4" aria-hidden="true" />
      </button>
    </li>
  );
}
