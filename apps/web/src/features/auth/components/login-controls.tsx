import type { VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { buttonVariants } from "@/components/ui/base-classes";

/*
 * The login screen's button and icons. The shared Button merges classes with tailwind-merge and the lucide
 * icons share a runtime; together with radix's Slot that is ≈ 12 KB gzipped the signed-out visitor would
 * download before the form works. These look the same and take no extra classes, so nothing needs merging.
 */

type LoginButtonProps = Omit<ComponentProps<"button">, "className"> & VariantProps<typeof buttonVariants>;

export function LoginButton({ variant, size, type = "button", ...props }: LoginButtonProps) {
  return <button data-slot="button" type={type} className={buttonVariants({ variant, size })} {...props} />;
}

const iconProps = {
  xmlns: "http://www.w3.org/2000/svg",
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const;

/** lucide's Phone. */
export function PhoneIcon({ className }: { className?: string }) {
  return (
    <svg {...iconProps} aria-hidden="true" className={className}>
      <path d="M13.832 16.568a1 1 0 0 0 1.213-.303l.355-.465A2 2 0 0 1 17 15h3a2 2 0 0 1 2 2v3a2 2 0 0 1-2 2A18 18 0 0 1 2 4a2 2 0 0 1 2-2h3a2 2 0 0 1 2 2v3a2 2 0 0 1-.8 1.6l-.468.351a1 1 0 0 0-.292 1.233 14 14 0 0 0 6.392 6.384" />
    </svg>
  );
}

/** lucide's LoaderCircle, spinning like the shared Spinner. */
export function BusySpinner() {
  return (
    <svg {...iconProps} aria-hidden="true" className="size-5 animate-spin">
      <path d="M21 12a9 9 0 1 1-6.219-8.56" />
    </svg>
  );
}
