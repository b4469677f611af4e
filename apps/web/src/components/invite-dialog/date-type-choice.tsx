import { DATE_TYPES, type DateType } from "@down/common/schemas/dates";
import { Gamepad2, Heart, Users } from "lucide-react";
import { cn } from "@/lib/cn";

const CHOICES: Record<DateType, { label: string; hint: string; icon: typeof Heart }> = {
  romantic: { label: "Romantic", hint: "Dinner, drinks, a night out", icon: Heart },
  hang: { label: "Hang", hint: "Coffee, a walk, low-key", icon: Users },
  play: { label: "Play", hint: "Games, sports, adventure", icon: Gamepad2 },
};

/** The three date types as a radio group: native radios, so arrow keys and screen readers just work. */
export function DateTypeChoice({ value, onChange }: { value: DateType | null; onChange: (type: DateType) => void }) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-xs font-semibold tracking-wider text-muted-foreground uppercase">Date type</legend>
      <div className="grid grid-cols-3 gap-2">
        {DATE_TYPES.map((type) => {
          const { label, hint, icon: Icon } = CHOICES[type];
          const checked = value === type;
          return (
            <label
              key={type}
              className={cn(
                "flex min-h-24 cursor-pointer flex-col items-center justify-center gap-1 rounded-2xl border px-2 py-3 text-center transition-colors has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-accent/25",
                checked
                  ? "border-accent bg-accent-soft text-accent-soft-foreground"
                  : "border-border bg-surface hover:bg-surface-muted",
              )}
            >
              <input
                type="radio"
                name="date-type"
                value={type}
                checked={checked}
                onChange={() => onChange(type)}
                className="sr-only"
                aria-describedby={`date-type-${type}-hint`}
              />
              <Icon className={cn("size-6", checked ? "fill-current" : "")} aria-hidden="true" />
              <span className="text-sm font-semibold">{label}</span>
              <span id={`date-type-${type}-hint`} className="text-[0.6875rem] leading-tight text-muted-foreground">
                {hint}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
