import { ChevronLeft, ChevronRight, UserRound } from "lucide-react";
import { type ReactNode, useState } from "react";
import { cn } from "@/lib/cn";

/** Steps one photo either way, wrapping at both ends (SPEC §4 "the photo index wraps"). */
export function stepIndex(index: number, step: 1 | -1, count: number): number {
  return count === 0 ? 0 : (index + step + count) % count;
}

/**
 * Photos at a fixed aspect ratio, so nothing shifts while they load. Tapping the left or right half steps
 * back or forward; the halves are real buttons, so keyboards and screen readers can step too.
 */
export function PhotoCarousel({
  photos,
  name,
  className,
  children,
}: {
  photos: readonly string[];
  name: string;
  className?: string;
  children?: ReactNode;
}) {
  const [index, setIndex] = useState(0);
  const count = photos.length;
  const current = photos[Math.min(index, count - 1)];

  return (
    <div className={cn("relative aspect-[5/4] overflow-hidden bg-surface-muted", className)}>
      {current ? (
        <img
          src={current}
          alt={count > 1 ? `${name}, photo ${index + 1} of ${count}` : name}
          className="size-full object-cover"
          loading="lazy"
          decoding="async"
          draggable={false}
        />
      ) : (
        <div className="flex size-full items-center justify-center text-muted-foreground" role="img" aria-label={name}>
          <UserRound className="size-16" aria-hidden="true" />
        </div>
      )}
      {count > 1 ? (
        <>
          <div className="absolute inset-x-3 top-2.5 z-10 flex gap-1" aria-hidden="true">
            {photos.map((photo, i) => (
              <span
                key={photo}
                data-testid="photo-dot"
                data-active={i === index}
                className={cn("h-1 flex-1 rounded-full", i === index ? "bg-white" : "bg-white/45")}
              />
            ))}
          </div>
          <button
            type="button"
            aria-label="Previous photo"
            onClick={() => setIndex((i) => stepIndex(i, -1, count))}
            className="group absolute inset-y-0 left-0 z-10 flex w-1/2 items-center justify-start pl-2"
          >
            <ChevronLeft className="size-7 text-white opacity-0 drop-shadow transition-opacity group-focus-visible:opacity-100" />
          </button>
          <button
            type="button"
            aria-label="Next photo"
            onClick={() => setIndex((i) => stepIndex(i, 1, count))}
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
