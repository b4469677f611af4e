import { CATEGORIES } from "@down/common/categories";
import { profileGaps } from "@down/common/profile-ready";
import { Link } from "wouter";
import { Page } from "@/components/page/page";
import { ProfileCompletenessBanner } from "@/components/profile-completeness/profile-completeness-banner";
import { ProfileStep } from "@/components/profile-step/profile-step";
import { UnderReviewNotice } from "@/components/under-review/under-review-notice";
import { useAnswerSummary } from "@/lib/api/answer-summary";
import { useOwnProfile } from "@/lib/api/own-profile";
import { useCurrentUser } from "@/lib/auth/auth-provider";
import { useFirstPaintHandoff } from "@/lib/first-paint";
import { CategoryCard } from "../components/category-card";

export function ExplorePage() {
  const user = useCurrentUser();
  // Progress arrives after the cards: they render at once with the plain '20 Questions' badge.
  const summary = useAnswerSummary(user.id);
  const profile = useOwnProfile(user.id);
  useFirstPaintHandoff(!summary.isPending);
  const answered = new Map(
    summary.data?.categories.map((c) => [c.categoryId, c.dCount + c.oCount + c.wCount + c.nCount]) ?? [],
  );
  // A new person lands here (docs/product.md#login): without a name and age nobody can see them, so the short
  // profile step comes first, above the categories; it is gone once saved.
  const needsStep = profile.data ? profileGaps(profile.data).length > 0 : false;
  return (
    <Page title="EXPLORE">
      {needsStep ? <ProfileStep onDone={() => {}} /> : null}
      <div className="flex flex-col gap-1">
        <h2 className="text-2xl font-bold tracking-tight">Choose a Category</h2>
        <p className="text-base text-muted-foreground">
          Select a life category to answer 20 questions and find your matches
        </p>
        <Link
          href="/intro"
          className="-my-2 inline-flex min-h-11 items-center self-start text-sm font-semibold text-accent underline-offset-4 hover:underline"
        >
          How DOWN works
        </Link>
      </div>
      <UnderReviewNotice />
      {needsStep ? null : <ProfileCompletenessBanner />}
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
