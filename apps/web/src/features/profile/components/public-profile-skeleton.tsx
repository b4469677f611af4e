import { Skeleton } from "@/components/ui/skeleton";

/**
 * The profile's first screenful at its real size, so nothing jumps when it arrives; screen readers hear
 * "Loading profile..." instead of the grey shapes.
 */
export function PublicProfileSkeleton() {
  return (
    <>
      <span role="status" className="sr-only">
        Loading profile...
      </span>
      <div className="flex flex-col gap-6" aria-hidden="true">
        <div className="overflow-hidden rounded-3xl border border-border bg-surface shadow-card">
          <Skeleton className="aspect-[5/4] rounded-none" />
          <div className="flex flex-col gap-2.5 p-4">
            <Skeleton className="h-7 w-1/2" />
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-4 w-2/5" />
            <Skeleton className="mt-2 h-12" />
            <Skeleton className="h-12" />
          </div>
        </div>
        <Skeleton className="h-24" />
      </div>
    </>
  );
}
