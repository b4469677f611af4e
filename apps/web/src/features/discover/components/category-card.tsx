import type { Category } from "@down/common/categories";
import { QUESTIONS_PER_SESSION } from "@down/common/constants";
import { Link } from "wouter";
import { CategoryArt } from "@/components/category-art/category-art";

export function CategoryCard({ category }: { category: Category }) {
  return (
    <Link
      href={`/questions/${category.id}`}
      className="group flex h-full flex-col overflow-hidden rounded-3xl border border-border bg-surface shadow-card transition-transform duration-150 active:scale-[0.97]"
    >
      <CategoryArt category={category} className="aspect-[4/3]">
        <span className="absolute top-2.5 left-2.5 rounded-full bg-black/30 px-2.5 py-1 text-[0.6875rem] font-semibold text-white backdrop-blur-sm">
          {QUESTIONS_PER_SESSION} Questions
        </span>
      </CategoryArt>
      <span className="flex flex-1 flex-col gap-1 px-3 pt-2.5 pb-3">
        <span className="text-[0.9375rem] font-bold leading-tight">{category.name}</span>
        <span className="text-xs leading-snug text-muted-foreground">{category.description}</span>
      </span>
    </Link>
  );
}
