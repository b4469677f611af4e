import { ChevronLeft, ChevronRight, UserRound } from "lucide-react";
import { type ReactNode, useRef, useState } from "react";
import { PhotoImg } from "@/components/ui/photo-img";
import { CARD_PHOTO_SIZES } from "@/lib/card-photo";
import { cn } from "@/lib/cn";

/** Steps one photo either way, wrapping at both ends (docs/product.md#profile-card). */
export function stepIndex(index: number, step: 1 | -1, count: number): number {
  return count === 0 ? 0 : (index + step + count) % count;
}

/** Horizontal travel (px) that makes a swipe rather than a tap, as for the question cards (docs/product.md#constants). */
const SWIPE_PX = 50;

/**
 * Photos at a fixed aspect ratio, so nothing shifts while they load. Tapping the left or right half steps
 * back or forward, and so does a horizontal swipe; the halves are real buttons, so keyboards and screen
 * readers can step too.
 */
export function PhotoCarousel({
  photos,
  name,
  className,
  priority = false,
  children,
}: {
  photos: readonly string[];
  name: string;
  className?: string;
  /** The first card on screen: its photo is the screen's largest paint (see PhotoImg). */
  priority?: boolean;
  children?: ReactNode;
}) {
  const [index, setIndex] = useState(0);
  const count = photos.length;
  const current = photos[Math.min(index, count - 1)];
  const swipe = useRef<{ x: number; y: number } | null>(null);
  // A swipe that ends over a half must not also count as a tap on it.
  const swiped = useRef(false);
  const step = (direction: 1 | -1) => {
    if (swiped.current) {
      swiped.current = false;
      return;
    }
    setIndex((i) => stepIndex(i, direction, count));
  };

  return (
    <div
      className={cn("relative aspect-[5/4] touch-pan-y overflow-hidden bg-surface-muted", className)}
      onPointerDown={(event) => {
        swipe.current = { x: event.clientX, y: event.clientY };
        swiped.current = false;
      }}
      onPointerUp={(event) => {
        const start = swipe.current;
        swipe.current = null;
        if (!start || count < 2) return;
        const dx = event.clientX - start.x;
        // The larger axis wins, so scrolling the page past the photo does not flip it.
        if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(event.clientY - start.y)) return;
        swiped.current = true;
        setIndex((i) => stepIndex(i, dx < 0 ? 1 : -1, count));
      }}
    >
      {current ? (
        <PhotoImg
          url={current}
          sizes={CARD_PHOTO_SIZES}
          alt={count > 1 ? `${name}, photo ${index + 1} of ${count}` : name}
          className="size-full object-cover"
          draggable={false}
          priority={priority && index === 0}
        />
      ) : (
        <div className="flex size-full items-center justify-center text-muted-foreground" role="img" aria-label={name}>
          <UserRound className="size-16" aria-hidden="true" />
        </div>
      )}
      {count > 1 ? (
        <>
          {/* Tapping a dot jumps to that photo; the halves already serve keyboards and screen readers. */}
          <div className="absolute inset-x-3 top-0.5 z-20 flex gap-1" aria-hidden="true">
            {photos.map((photo, i) => (
              <button
                type="button"
                tabIndex={-1}
                key={photo}
                data-testid="photo-dot"
                data-active={i === index}
                onClick={() => setIndex(i)}
                className="flex-1 py-2"
              >
                <span className={cn("block h-1 rounded-full", i === index ? "bg-white" : "bg-white/45")} />
              </button>
            ))}
          </div>
          <button
            type="button"
            aria-label="Previous photo"
            onClick={() => step(-1)}
            className="group absolute inset-y-0 left-0 z-10 flex w-1/2 items-center justify-start pl-2"
          >
            <ChevronLeft className="size-7 text-white opacity-0 drop-shadow transition-opacity group-focus-visible:opacity-100" />
          </button>
          <button
            type="button"
            aria-label="Next photo"
            onClick={() => step(1)}
            className="group absolute inset-y-0 right-0 z-10 flex w-1/2 items-center justify-end pr-2"
          >
            <ChevronRight className="size-7 text-white opacity-0 drop-shadow transition-opacity group-focus-visible:opacity-100" />
          </button>
        </>
      ) : null}
      {children}
    </div>
  );
}
