import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";
import { labelClasses } from "./base-classes";

export function Label({ className, ...props }: ComponentProps<"label">) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: callers pass htmlFor or wrap the control.
    <label data-slot="label" className={cn(labelClasses, className)} {...props} />
  );
}
