import { GripVertical, Trash2 } from "lucide-react";
import type { KeyboardEvent, PointerEvent } from "react";
import { PhotoImg } from "@/components/ui/photo-img";
import { cn } from "@/lib/cn";

/** One photo of the gallery: its drag handle (keyboard and pointer) and its delete button. */
export function PhotoTile({
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
