import { Star } from "lucide-react";
import { cn } from "@/lib/cn";

/**
 * 1 to 5 stars as a radio group (native radios: arrow keys move, the screen reader says "3 stars").
 * Each star is a 44 px target.
 */
export function StarInput({
  name,
  legend,
  value,
  onChange,
  required = false,
}: {
  name: string;
  legend: string;
  value: number | null;
  onChange: (value: number) => void;
  required?: boolean;
}) {
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 text-xs font-semibold tracking-wider text-muted-foreground uppercase">
        {legend}
        {required ? null : " (optional)"}
      </legend>
      <div className="flex">
        {[1, 2, 3, 4, 5].map((n) => (
          <label
            key={n}
            className="inline-flex size-11 cursor-pointer items-center justify-center rounded-full has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-accent/25"
          >
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              required={required}
              onChange={() => onChange(n)}
              className="sr-only"
            />
            <span className="sr-only">
              {n} {n === 1 ? "star" : "stars"}
            </span>
            <Star
              aria-hidden="true"
              className={cn(
                "size-8 transition-colors",
                value !== null && n <= value ? "fill-amber-400 text-amber-400" : "text-muted-foreground/50",
              )}
            />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
