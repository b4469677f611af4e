import { Skeleton } from "@/components/ui/skeleton";

/** Two cards the size of real ones, under the loading text the spec asks for. */
export function MyDatesSkeleton() {
  return (
    <div role="status" className="flex flex-col gap-3">
      <p className="text-sm text-muted-foreground">Loading your dates...</p>
      {[0, 1].map((n) => (
        <div key={n} className="flex gap-3 rounded-3xl border border-border bg-surface p-4">
          <Skeleton className="size-12 rounded-full" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="mt-2 h-11 w-full" />
          </div>
        </div>
      ))}
    </div>
  );
}
