import { TOAST } from "@down/common/constants";
import type { CSSProperties } from "react";
import { Toaster as Sonner } from "sonner";
import { useTheme } from "@/lib/theme/theme-provider";

/** Toasts sit below the 64 px header, so a welcome toast never covers the title, back button or bell. */
const BELOW_HEADER = { top: "calc(env(safe-area-inset-top) + 72px)" };

/** docs/product.md#constants: one toast at a time, at most 420 px wide, 5000 ms, dismissed by swiping right. */
export function Toaster() {
  const { theme } = useTheme();
  return (
    <Sonner
      theme={theme}
      position="top-center"
      offset={BELOW_HEADER}
      mobileOffset={BELOW_HEADER}
      visibleToasts={TOAST.limit}
      duration={TOAST.durationMs}
      swipeDirections={["right"]}
      closeButton={false}
      style={{ "--width": `min(${TOAST.maxWidthPx}px, calc(100vw - 32px))` } as CSSProperties}
      toastOptions={{
        classNames: {
          toast:
            "!rounded-2xl !border !border-border !bg-surface !text-foreground !shadow-float !font-sans !gap-3 !p-4",
          title: "!text-sm !font-semibold",
          description: "!text-sm !text-muted-foreground",
          error: "!border-destructive/40",
          icon: "!text-accent",
        },
      }}
    />
  );
}
