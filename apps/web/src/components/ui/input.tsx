import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";
import { fieldClasses } from "./base-classes";

export { fieldClasses };

export function Input({ className, type = "text", ...props }: ComponentProps<"input">) {
  return <input data-slot="input" type={type} className={cn(fieldClasses, "h-12", className)} {...props} />;
}
