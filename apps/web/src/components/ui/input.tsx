import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

export const fieldClasses =
  "w-full rounded-2xl border border-input bg-surface px-4 text-base text-foreground shadow-xs transition-[border-color,box-shadow] placeholder:text-muted-foreground/80 focus-visible:border-accent focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-accent/15 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive";

export function Input({ className, type = "text", ...props }: ComponentProps<"input">) {
  return <input data-slot="input" type={type} className={cn(fieldClasses, "h-12", className)} {...props} />;
}
