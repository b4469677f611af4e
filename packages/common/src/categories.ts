/** The 16 life categories of docs/product.md#categories. `icon` names a lucide icon; `art` is a CSS gradient (no network images). */
export interface Category {
  id: CategoryId;
  name: string;
  description: string;
  icon: string;
  art: { from: string; to: string };
}

export const CATEGORY_IDS = [
  "adventure",
  "travel",
  "food",
  "entertainment",
  "wellness",
  "social",
  "relationships",
  "intimacy",
  "family",
  "home",
  "values",
  "business",
  "finances",
  "lifestyle",
  "design",
  "passions",
] as const;

export type CategoryId = (typeof CATEGORY_IDS)[number];

export const CATEGORIES: readonly Category[] = [
  {
    id: "adventure",
    name: "Adventure",
    description: "outdoor activities & thrill-seeking",
    icon: "mountain",
    art: { from: "#f97316", to: "#be123c" },
  },
  {
    id: "travel",
    name: "Travel",
    description: "destinations & travel style",
    icon: "plane",
    art: { from: "#0ea5e9", to: "#4f46e5" },
  },
  {
    id: "food",
    name: "Food & Dining",
    description: "culinary experiences & eating habits",
    icon: "utensils",
    art: { from: "#f59e0b", to: "#dc2626" },
  },
  {
    id: "entertainment",
    name: "Entertainment",
    description: "movies, music & nightlife",
    icon: "clapperboard",
    art: { from: "#a855f7", to: "#db2777" },
  },
  {
    id: "wellness",
    name: "Wellness",
    description: "fitness, health & self-care",
    icon: "heart-pulse",
    art: { from: "#10b981", to: "#0f766e" },
  },
  {
    id: "social",
    name: "Social Life",
    description: "friend groups & social energy",
    icon: "users",
    art: { from: "#f472b6", to: "#9333ea" },
  },
  {
    id: "relationships",
    name: "Relationships & Communication",
    description: "love languages & connection style",
    icon: "messages-square",
    art: { from: "#fb7185", to: "#e11d48" },
  },
  {
    id: "intimacy",
    name: "Sex & Intimacy",
    description: "physical connection & preferences (explicit adult topics)",
    icon: "flame",
    art: { from: "#e11d48", to: "#581c87" },
  },
  {
    id: "family",
    name: "Family & Future",
    description: "kids, goals & settling down",
    icon: "baby",
    art: { from: "#facc15", to: "#ea580c" },
  },
  {
    id: "home",
    name: "Home & Living",
    description: "living preferences & lifestyle",
    icon: "house",
    art: { from: "#84cc16", to: "#15803d" },
  },
  {
    id: "values",
    name: "Values & Beliefs",
    description: "spirituality & life philosophy",
    icon: "sparkles",
    art: { from: "#818cf8", to: "#312e81" },
  },
  {
    id: "business",
    name: "Business & Career",
    description: "work style & ambitions",
    icon: "briefcase",
    art: { from: "#64748b", to: "#0f172a" },
  },
  {
    id: "finances",
    name: "Finances",
    description: "money habits & financial goals",
    icon: "piggy-bank",
    art: { from: "#22c55e", to: "#166534" },
  },
  {
    id: "lifestyle",
    name: "Lifestyle & Particulars",
    description: "daily routines & habits",
    icon: "coffee",
    art: { from: "#d97706", to: "#78350f" },
  },
  {
    id: "design",
    name: "Design & Aesthetics",
    description: "style & visual preferences",
    icon: "palette",
    art: { from: "#ec4899", to: "#f59e0b" },
  },
  {
    id: "passions",
    name: "Passions & Hobbies",
    description: "interests & creative pursuits",
    icon: "guitar",
    art: { from: "#06b6d4", to: "#7c3aed" },
  },
];

const byId = new Map(CATEGORIES.map((c) => [c.id, c]));

export function isCategoryId(value: string): value is CategoryId {
  return byId.has(value as CategoryId);
}

export function getCategory(id: CategoryId): Category {
  const category = byId.get(id);
  if (!category) throw new Error(`unknown category ${id}`);
  return category;
}
