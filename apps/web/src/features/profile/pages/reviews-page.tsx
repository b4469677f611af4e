import { Page } from "@/components/page/page";
import { ReviewList } from "../components/reviews/review-list";

/** /reviews: what people said after their dates with the signed-in user. */
export function ReviewsPage() {
  return (
    <Page title="REVIEWS" back>
      <ReviewList aboutUserId={null} emptyText="After a date, reviews from your matches appear here." />
    </Page>
  );
}
