import { CATEGORIES } from "@down/common/categories";
import { Page } from "@/app/shell/page";
import { ProfileCompletenessBanner } from "@/components/profile-completeness/profile-completeness-banner";
import { CategoryCard } from "../components/category-card";

export function ExplorePage() {
  return (
    <Page title="EXPLORE">
      <div className="flex flex-col gap-1">
        <h2 className="text-2xl font-bold tracking-tight">Choose a Category</h2>
        <p className="text-base text-muted-foreground">
          Select a life category to answer 20 questions and find your matches
        </p>
      </div>
      <ProfileCompletenessBanner />
      <ul className="grid grid-cols-2 gap-3">
        {CATEGORIES.map((category) => (
          <li key={category.id}>
            <CategoryCard category={category} />
          </li>
        ))}
      </ul>
    </Page>
  );
}
