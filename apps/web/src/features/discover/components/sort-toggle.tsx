import { cn } from "@/lib/cn";
import type { SearchSort } from "../api/search-profiles";

const OPTIONS: ReadonlyArray<{ value: SearchSort; label: string }> = [
  { value: "nearest", label: "Nearest" },
  { value: "best", label: "Best match" },
];

/** Two-way segmented control; buttons with aria-pressed read well and need no arrow-key roving. */
export function SortToggle({ value, onChange }: { value: SearchSort; onChange: (sort: SearchSort) => void }) {
  return (
    <fieldset className="grid grid-cols-2 gap-1 rounded-2xl bg-surface-muted p-1">
      <legend className="sr-only">Sort results</legend>
      {OPTIONS.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
          className={cn(
            "min-h-11 rounded-xl text-sm font-semibold transition-colors",
            value === option.value
              ? "bg-surface text-foreground shadow-sm"
              : "text-muted-foreground hover:text-foreground",
          )}
        >
          {option.label}
        </button>
      ))}
    </fieldset>
  );
}
