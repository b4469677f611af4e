import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

const badgeVariants = cva(
  "inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap",
  {
    variants: {
      variant: {
        default: "bg-accent text-accent-foreground",
        soft: "bg-accent-soft text-accent-soft-foreground",
        neutral: "bg-surface-muted text-muted-foreground",
        outline: "border border-border text-foreground",
        // On their 15% tint the light theme's status colours fall below 4.5:1 at badge size; a darker
        // shade of each keeps them readable (dark theme's lighter colours already pass).
        success: "bg-success/15 text-green-800 dark:text-success",
        warning: "bg-warning/15 text-amber-800 dark:text-warning",
        info: "bg-info/15 text-blue-700 dark:text-info",
        destructive: "bg-destructive/15 text-red-700 dark:text-destructive",
      },
    },
    defaultVariants: { variant: "soft" },
  },
);

export function Badge({ className, variant, ...props }: ComponentProps<"span"> & VariantProps<typeof badgeVariants>) {
  return <span data-slot="badge" className={cn(badgeVariants({ variant }), className)} {...props} />;
}
