import type { ReactNode } from "react";
import { Wordmark } from "@/components/ui/wordmark";

export function FullScreenMessage({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center">
      <Wordmark className="text-4xl opacity-90" />
      <div className="text-sm text-muted-foreground">{children}</div>
    </div>
  );
}
