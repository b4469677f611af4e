import { CATEGORIES } from "@down/common/categories";
import { Page } from "@/components/page/page";
import { ProfileCompletenessBanner } from "@/components/profile-completeness/profile-completeness-banner";
import { UnderReviewNotice } from "@/components/under-review/under-review-notice";
import { useAnswerSummary } from "@/lib/api/answer-summary";
import { useCurrentUser } from "@/lib/auth/auth-provider";
import { useFirstPaintHandoff } from "@/lib/first-paint";
import { CategoryCard } from "../components/category-card";

export function ExplorePage() {
  const user = useCurrentUser();
  // Progress arrives after the cards: they render at once with the plain '20 Questions' badge.
  const summary = useAnswerSummary(user.id);
  useFirstPaintHandoff(!summary.isPending);
  const answered = new Map(
    summary.data?.categories.map((c) => [c.categoryId, c.dCount + c.oCount + c.wCount + c.nCount]) ?? [],
  );
  return (
    <Page title="EXPLORE">
      <div className="flex flex-col gap-1">
        <h2 className="text-2xl font-bold tracking-tight">Choose a Category</h2>
        <p className="text-base text-muted-foreground">
          Select a life category to answer 20 questions and find your matches
        </p>
      </div>
      <UnderReviewNotice />
      <ProfileCompletenessBanner />
      <ul className="grid grid-cols-2 gap-3">
        {CATEGORIES.map((category) => (
          <li key={category.id}>
            <CategoryCard category={category} answered={answered.get(category.id)} />
          </li>
        ))}
      </ul>
    </Page>
  );
}
