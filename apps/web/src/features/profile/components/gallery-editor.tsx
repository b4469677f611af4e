import type { PhotoInReview } from "@down/common/schemas/photo-review";
import { ImagePlus } from "lucide-react";
import { type KeyboardEvent, type PointerEvent, useEffect, useId, useRef, useState } from "react";
import { PhotosInReview } from "@/components/photos/photos-in-review";
import { Spinner } from "@/components/ui/spinner";
import { MAX_PHOTOS } from "../api/photos";
import { moveItem } from "../lib/photo-order";
import { usePhotoFiles } from "../lib/use-photo-files";

import { PhotoTile } from "./photo-tile";

export function GalleryEditor({
  userId,
  order,
  onReorder,
  inReview = [],
}: {
  userId: string;
  order: readonly string[];
  onReorder: (order: string[]) => void;
  /** New photos the photo check has not let onto the profile yet: shown apart, never in the order. */
  inReview?: readonly PhotoInReview[];
}) {
  const [announcement, setAnnouncement] = useState("");
  const [dragging, setDragging] = useState<string | null>(null);
  const [focusUrl, setFocusUrl] = useState<string | null>(null);
  const handles = useRef(new Map<string, HTMLButtonElement>());
  const hintId = useId();
  const { fileInput, choose, uploading, room, onRemove, removing } = usePhotoFiles(
    userId,
    order.length + inReview.length,
  );

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

  const tile = (url: string, index: number) => (
    <PhotoTile
      key={url}
      url={url}
      index={index}
      count={order.length}
      hero={index === 0}
      dragging={dragging === url}
      hintId={hintId}
      removing={removing(url)}
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
            onClick={choose}
            disabled={uploading || room <= 0}
            className="flex aspect-[4/5] w-full flex-col items-center justify-center gap-1 rounded-xl border-2 border-dashed border-border bg-surface text-muted-foreground transition-colors hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-60"
          >
            {uploading ? <Spinner /> : <ImagePlus className="size-6" aria-hidden="true" />}
            <span className="text-sm font-semibold text-foreground">{uploading ? "Uploading..." : "Add"}</span>
            <span className="px-1 text-center text-xs">
              {room > 0 ? "Images only" : `${MAX_PHOTOS} of ${MAX_PHOTOS} photos`}
            </span>
          </button>
        </li>
      </ul>
      <PhotosInReview photos={inReview} onRemove={onRemove} removing={removing} />
      <input {...fileInput} />
    </>
  );
}
