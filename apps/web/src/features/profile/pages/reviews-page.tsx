import { Star } from "lucide-react";
import { Page } from "@/app/shell/page";
import { EmptyState } from "@/components/ui/empty-state";

export function ReviewsPage() {
  return (
    <Page title="REVIEWS" back>
      <EmptyState
        icon={Star}
        title="No reviews yet"
        description="After a date, reviews from your matches appear here."
      />
    </Page>
  );
}
