import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";

/** The page's shape while the profile loads, so nothing jumps when it arrives. */
export function EditProfileSkeleton() {
  return (
    <div className="flex flex-col gap-6" role="status" aria-label="Loading your profile">
      <Card className="flex items-center gap-4">
        <Skeleton className="size-16 rounded-full" />
        <div className="flex flex-1 flex-col gap-2">
          <Skeleton className="h-6 w-32" />
          <Skeleton className="h-4 w-44" />
        </div>
      </Card>
      <Card className="flex flex-col gap-4">
        <Skeleton className="h-6 w-36" />
        <div className="grid grid-cols-3 gap-2">
          <Skeleton className="aspect-[4/5] rounded-xl" />
          <Skeleton className="aspect-[4/5] rounded-xl" />
          <Skeleton className="aspect-[4/5] rounded-xl" />
        </div>
        <Skeleton className="h-12" />
      </Card>
      <Card className="flex flex-col gap-4">
        <Skeleton className="h-6 w-40" />
        {["name", "age", "location"].map((field) => (
          <div key={field} className="flex flex-col gap-2">
            <Skeleton className="h-4 w-20" />
            <Skeleton className="h-12" />
          </div>
        ))}
      </Card>
    </div>
  );
}
