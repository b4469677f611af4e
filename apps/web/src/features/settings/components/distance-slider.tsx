import { DISTANCE_OPTIONS } from "@down/common/constants";
import { Slider as SliderPrimitive } from "radix-ui";
import { useEffect, useState } from "react";
import { Skeleton } from "@/components/ui/skeleton";
import { indexToRadius, LAST_DISTANCE_INDEX, radiusText, radiusTick, radiusToIndex } from "../lib/distance-steps";

interface DistanceSliderProps {
  /** The saved radius; undefined while loading. */
  radius: number | undefined;
  /** Called once per gesture (pointer release or key press), not on every tick. */
  onCommit: (radius: number) => void;
}

export function DistanceSlider({ radius, onCommit }: DistanceSliderProps) {
  const savedIndex = radiusToIndex(radius);
  // The thumb follows the finger locally; only the final step is saved.
  const [index, setIndex] = useState(savedIndex);
  useEffect(() => setIndex(savedIndex), [savedIndex]);
  const shown = radiusText(indexToRadius(index));

  return (
    <div className="flex flex-col gap-1">
      <p className="flex min-h-6 items-center gap-1 text-sm font-semibold">
        Maximum distance:{" "}
        {radius === undefined ? (
          <Skeleton className="inline-block h-4 w-16 rounded-md" />
        ) : (
          <span className="text-accent-soft-foreground dark:text-accent">{shown}</span>
        )}
      </p>
      {/* The primitive rather than ui/slider, so the thumb can say "25 miles" instead of the step number. */}
      <SliderPrimitive.Root
        min={0}
        max={LAST_DISTANCE_INDEX}
        step={1}
        value={[index]}
        disabled={radius === undefined}
        onValueChange={([next]) => next !== undefined && setIndex(next)}
        onValueCommit={([next]) => {
          if (next === undefined) return;
          const nextRadius = indexToRadius(next);
          if (nextRadius !== radius) onCommit(nextRadius);
        }}
        className="relative flex h-11 w-full touch-none select-none items-center data-[disabled]:opacity-60"
      >
        <SliderPrimitive.Track className="relative h-2 w-full grow overflow-hidden rounded-full bg-surface-muted">
          <SliderPrimitive.Range className="absolute h-full bg-accent" />
        </SliderPrimitive.Track>
        <SliderPrimitive.Thumb
          aria-label="Maximum distance"
          aria-valuetext={shown}
          className="group block size-11 rounded-full focus-visible:outline-none"
        >
          {/* A 44 px touch target around the 28 px knob people see. */}
          <span className="m-2 block size-7 rounded-full border-2 border-accent bg-surface shadow-md transition-transform group-focus-visible:scale-110 group-focus-visible:ring-4 group-focus-visible:ring-accent/25" />
        </SliderPrimitive.Thumb>
      </SliderPrimitive.Root>
      {/* Each tick is a thumb wide, so its centre sits under the thumb at that step. */}
      <div className="flex justify-between text-xs text-muted-foreground" aria-hidden="true">
        {DISTANCE_OPTIONS.map((option) => (
          <span key={option} className="w-11 whitespace-nowrap text-center">
            {radiusTick(option)}
          </span>
        ))}
      </div>
    </div>
  );
}
