import { SearchX } from "lucide-react";
import { Link } from "wouter";
import { buttonVariants } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";

/** Nobody fits yet: the two ways to widen the pool are a larger distance or another category. */
export function ResultsEmpty() {
  return (
    <EmptyState
      icon={SearchX}
      title="No one nearby yet"
      description="Try widening your distance in Settings, or answer another category to meet more people."
      action={
        <div className="flex flex-col items-center gap-2">
          <Link href="/settings" className={buttonVariants()}>
            Open Settings
          </Link>
          <Link href="/explore" className={buttonVariants({ variant: "ghost" })}>
            REDO THE SEARCH
          </Link>
        </div>
      }
    />
  );
}
