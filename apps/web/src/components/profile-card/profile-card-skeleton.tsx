import { Skeleton } from "@/components/ui/skeleton";

/** Same footprint as a profile card, so the list does not jump when results arrive. */
export function ProfileCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-3xl border border-border bg-surface shadow-card" aria-hidden="true">
      <Skeleton className="aspect-[5/4] rounded-none" />
      <div className="flex flex-col gap-2.5 p-4">
        <Skeleton className="h-6 w-2/5" />
        <Skeleton className="h-4 w-3/5" />
        <Skeleton className="h-4 w-4/5" />
        <Skeleton className="mt-1 h-20" />
        <Skeleton className="h-12" />
      </div>
    </div>
  );
}
