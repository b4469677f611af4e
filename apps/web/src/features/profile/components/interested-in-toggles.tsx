import { INTERESTED_IN_OPTIONS } from "@down/common/constants";
import { Check } from "lucide-react";
import { Controller, useFormContext } from "react-hook-form";
import { cn } from "@/lib/cn";
import type { ProfileFormInput } from "./profile-form-values";

type Option = (typeof INTERESTED_IN_OPTIONS)[number];

/** "Everyone" already covers the others, so choosing it clears them and choosing one clears it. */
export function toggleInterest(current: readonly Option[], option: Option): Option[] {
  if (current.includes(option)) return current.filter((value) => value !== option);
  if (option === "Everyone") return ["Everyone"];
  return [...current.filter((value) => value !== "Everyone"), option];
}

export function InterestedInToggles() {
  const { control } = useFormContext<ProfileFormInput>();
  return (
    <Controller
      control={control}
      name="interestedIn"
      render={({ field, fieldState }) => {
        const selected = field.value ?? [];
        return (
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-xs font-semibold uppercase tracking-wider text-muted-foreground">
              Interested in
            </legend>
            <div className="grid grid-cols-2 gap-2">
              {INTERESTED_IN_OPTIONS.map((option) => {
                const on = selected.includes(option);
                return (
                  <button
                    key={option}
                    type="button"
                    aria-pressed={on}
                    onClick={() => field.onChange(toggleInterest(selected, option))}
                    className={cn(
                      "inline-flex h-11 items-center justify-center gap-1.5 rounded-2xl border text-sm font-semibold transition-colors",
                      on
                        ? "border-accent bg-accent-soft text-accent-soft-foreground"
                        : "border-input bg-surface text-foreground hover:bg-surface-muted",
                    )}
                  >
                    {on ? <Check className="size-4" aria-hidden="true" /> : null}
                    {option}
                  </button>
                );
              })}
            </div>
            {fieldState.error ? (
              <p className="text-sm text-destructive" role="alert">
                Choose at least one.
              </p>
            ) : null}
          </fieldset>
        );
      }}
    />
  );
}
