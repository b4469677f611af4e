import { cva, type VariantProps } from "class-variance-authority";
import { Slot } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

export const buttonVariants = cva(
  "inline-flex shrink-0 select-none items-center justify-center gap-2 whitespace-nowrap rounded-2xl font-semibold transition-[background-color,color,box-shadow,transform] duration-150 active:scale-[0.98] disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:size-5 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        default: "bg-accent text-accent-foreground shadow-sm hover:bg-accent-hover",
        secondary: "bg-surface-muted text-foreground hover:bg-surface-sunken",
        outline: "border border-input bg-surface text-foreground hover:bg-surface-muted",
        ghost: "text-foreground hover:bg-surface-muted",
        soft: "bg-accent-soft text-accent-soft-foreground hover:brightness-95 dark:hover:brightness-125",
        destructive: "bg-destructive text-white hover:brightness-95",
        link: "h-auto min-h-11 px-1 text-accent underline-offset-4 hover:underline active:scale-100",
      },
      size: {
        default: "h-12 px-5 text-base",
        sm: "h-11 px-4 text-sm",
        lg: "h-14 px-6 text-base",
        icon: "size-11 rounded-full",
      },
    },
    defaultVariants: { variant: "default", size: "default" },
  },
);

export type ButtonProps = ComponentProps<"button"> & VariantProps<typeof buttonVariants> & { asChild?: boolean };

export function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  const Component = asChild ? Slot.Root : "button";
  return (
    <Component
      data-slot="button"
      className={cn(buttonVariants({ variant, size }), className)}
      // A bare <button> inside a form submits; make the default explicit and safe.
      type={asChild ? type : (type ?? "button")}
      {...props}
    />
  );
}
