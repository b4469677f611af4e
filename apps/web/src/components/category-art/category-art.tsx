import type { Category } from "@down/common/categories";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import { categoryIcon } from "./category-icon";

/**
 * The generated picture of a category: its gradient, a soft light, and its icon drawn large and cropped.
 * Pure CSS and SVG, so it is offline, instant and sharp at any density.
 */
export function CategoryArt({
  category,
  className,
  iconClassName,
  children,
}: {
  category: Pick<Category, "icon" | "art">;
  className?: string;
  iconClassName?: string;
  children?: ReactNode;
}) {
  const Icon = categoryIcon(category.icon);
  return (
    <div
      className={cn("relative isolate overflow-hidden", className)}
      style={{ backgroundImage: `linear-gradient(135deg, ${category.art.from}, ${category.art.to})` }}
    >
      <div
        aria-hidden="true"
        className="absolute -top-1/3 -left-1/4 -z-10 size-[90%] rounded-full bg-white/25 blur-2xl"
      />
      <Icon
        aria-hidden="true"
        strokeWidth={1.4}
        className={cn("absolute -right-2 -bottom-3 -z-10 size-24 rotate-[-10deg] text-white/40", iconClassName)}
      />
      {children}
    </div>
  );
}
