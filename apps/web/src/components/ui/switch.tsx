import { Switch as SwitchPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

export function Switch({ className, ...props }: ComponentProps<typeof SwitchPrimitive.Root>) {
  return (
    <SwitchPrimitive.Root
      data-slot="switch"
      className={cn(
        // The visible track is 28px tall; the padding-box keeps the touch target at 44px.
        "relative inline-flex h-11 w-14 shrink-0 cursor-pointer items-center rounded-full bg-clip-content py-2 transition-colors disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:bg-accent data-[state=unchecked]:bg-input",
        className,
      )}
      {...props}
    >
      <SwitchPrimitive.Thumb className="pointer-events-none block size-6 translate-x-0.5 rounded-full bg-white shadow-md transition-transform data-[state=checked]:translate-x-[1.875rem]" />
    </SwitchPrimitive.Root>
  );
}
