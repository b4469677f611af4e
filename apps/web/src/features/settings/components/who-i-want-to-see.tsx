import { MAX_AGE, MIN_AGE, SETTINGS_LABELS } from "@down/common/constants";
import type { Preferences } from "@down/common/schemas/preferences";
import { BadgeCheck } from "lucide-react";
import { Slider as SliderPrimitive } from "radix-ui";
import { useEffect, useState } from "react";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useSavePreferences } from "../api/preferences";
import { SettingSwitchRow } from "./setting-switch-row";

const THUMB_LABELS = ["Youngest age", "Oldest age"] as const;

/**
 * 'Who I want to see': an age range (two thumbs, 18–100) and 'Verified people only'. Search honours both
 * ways, so people outside the range do not see this person either; each change saves on release.
 */
export function WhoIWantToSee({ userId, preferences }: { userId: string; preferences: Preferences | undefined }) {
  const save = useSavePreferences(userId);
  const saved: [number, number] = [preferences?.ageMin ?? MIN_AGE, preferences?.ageMax ?? MAX_AGE];
  const [range, setRange] = useState(saved);
  const [savedMin, savedMax] = saved;
  useEffect(() => setRange([savedMin, savedMax]), [savedMin, savedMax]);
  const loading = preferences === undefined;
  const label = `${range[0]}–${range[1]}`;

  return (
    <Card className="flex flex-col gap-2 divide-y divide-border py-3">
      <div className="flex flex-col gap-1 pb-2">
        <p id="age-range-label" className="flex min-h-6 items-center gap-1 text-sm font-semibold">
          {SETTINGS_LABELS.ageRange}:{" "}
          {loading ? (
            <Skeleton className="inline-block h-4 w-16 rounded-md" />
          ) : (
            <span className="text-accent-soft-foreground dark:text-accent">{label}</span>
          )}
        </p>
        <SliderPrimitive.Root
          min={MIN_AGE}
          max={MAX_AGE}
          step={1}
          minStepsBetweenThumbs={0}
          value={range}
          disabled={loading}
          aria-labelledby="age-range-label"
          onValueChange={([min, max]) => min !== undefined && max !== undefined && setRange([min, max])}
          onValueCommit={([min, max]) => {
            if (min === undefined || max === undefined) return;
            if (min !== savedMin || max !== savedMax) save.mutate({ ageMin: min, ageMax: max });
          }}
          className="relative flex h-11 w-full touch-none select-none items-center data-[disabled]:opacity-60"
        >
          <SliderPrimitive.Track className="relative h-2 w-full grow overflow-hidden rounded-full bg-surface-muted">
            <SliderPrimitive.Range className="absolute h-full bg-accent" />
          </SliderPrimitive.Track>
          {THUMB_LABELS.map((name, i) => (
            <SliderPrimitive.Thumb
              key={name}
              aria-label={name}
              aria-valuetext={`${range[i]} years`}
              className="group block size-11 rounded-full focus-visible:outline-none"
            >
              {/* A 44 px touch target around the 28 px knob people see. */}
              <span className="m-2 block size-7 rounded-full border-2 border-accent bg-surface shadow-md transition-transform group-focus-visible:scale-110 group-focus-visible:ring-4 group-focus-visible:ring-accent/25" />
            </SliderPrimitive.Thumb>
          ))}
        </SliderPrimitive.Root>
        <p className="text-xs text-muted-foreground">People outside your range won't see you either.</p>
      </div>
      <SettingSwitchRow
        id="verified-only"
        label={SETTINGS_LABELS.verifiedOnly}
        description="Only people whose photos a moderator verified, and only they see you."
        icon={BadgeCheck}
        checked={preferences?.verifiedOnly}
        onCheckedChange={(verifiedOnly) => save.mutate({ verifiedOnly })}
      />
    </Card>
  );
}
