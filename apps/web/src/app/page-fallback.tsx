import { Skeleton } from "@/components/ui/skeleton";

/** Shown for the moment a screen's code loads: the header's footprint, so nothing jumps when it arrives. */
export function PageFallback() {
  return (
    <div aria-busy="true">
      <div className="pt-safe border-b border-border/70">
        <div className="mx-auto flex h-16 max-w-[480px] items-center px-4">
          <Skeleton className="h-5 w-32 rounded-full" />
        </div>
      </div>
      <div className="mx-auto flex max-w-[480px] flex-col gap-4 px-4 pt-5">
        <Skeleton className="h-24" />
        <Skeleton className="h-24" />
      </div>
    </div>
  );
}
