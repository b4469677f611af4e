import type { Category } from "@down/common/categories";
import { QUESTIONS_PER_SESSION } from "@down/common/constants";
import { Check } from "lucide-react";
import { Link } from "wouter";
import { CategoryArt } from "@/components/category-art/category-art";
import { cn } from "@/lib/cn";

/** The badge: '20 Questions' before any answer, then progress ('12/20'), then 'Done'. */
export function progressLabel(answered: number | undefined): string {
  if (!answered) return `${QUESTIONS_PER_SESSION} Questions`;
  if (answered >= QUESTIONS_PER_SESSION) return "Done";
  return `${answered}/${QUESTIONS_PER_SESSION}`;
}

export function CategoryCard({ category, answered }: { category: Category; answered?: number }) {
  const label = progressLabel(answered);
  const done = label === "Done";
  return (
    <Link
      href={`/questions/${category.id}`}
      className="group flex h-full flex-col overflow-hidden rounded-3xl border border-border bg-surface shadow-card transition-transform duration-150 active:scale-[0.97]"
    >
      <CategoryArt category={category} className="aspect-[4/3]">
        <span
          data-testid="category-progress"
          aria-hidden="true"
          className={cn(
            "absolute top-2.5 left-2.5 inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-[0.6875rem] font-semibold text-white backdrop-blur-sm",
            done ? "bg-success/90" : "bg-black/30",
          )}
        >
          {done ? <Check className="size-3" aria-hidden="true" /> : null}
          {label}
        </span>
      </CategoryArt>
      <span className="flex flex-1 flex-col gap-1 px-3 pt-2.5 pb-3">
        <span className="text-[0.9375rem] font-bold leading-tight">
          {category.name}
          {/* The badge sits in the decorative art; this carries it into the link's name. */}
          <span className="sr-only">, {done ? "done" : answered ? `answered ${label}` : label}</span>
        </span>
        <span className="text-xs leading-snug text-muted-foreground">{category.description}</span>
      </span>
    </Link>
  );
}
