import { cva } from "class-variance-authority";

/*
 * The primitives' own class lists, kept apart from `cn` (tailwind-merge, ≈ 9 KB gzipped) so a screen that must
 * stay light (the login screen, the app shell) can style a plain element exactly like a primitive by passing
 * no extra classes that would need merging. button.tsx, input.tsx and label.tsx build on these.
 */

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

/** A text field's look without its padding and type size, which callers choose (an icon inset, a larger type). */
export const fieldSurfaceClasses =
  "w-full rounded-2xl border border-input bg-surface text-foreground shadow-xs transition-[border-color,box-shadow] placeholder:text-muted-foreground/80 focus-visible:border-accent focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-accent/15 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive";

export const fieldClasses = `${fieldSurfaceClasses} px-4 text-base`;

export const labelClasses = "text-xs font-semibold uppercase tracking-wider text-muted-foreground";
