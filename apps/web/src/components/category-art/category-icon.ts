import {
  Baby,
  Briefcase,
  Clapperboard,
  Coffee,
  Compass,
  Flame,
  Guitar,
  HeartPulse,
  House,
  type LucideIcon,
  MessagesSquare,
  Mountain,
  Palette,
  PiggyBank,
  Plane,
  Sparkles,
  Users,
  Utensils,
} from "lucide-react";

/**
 * Category icons are named in kebab-case in common/ (no React there); this maps them to components with
 * explicit imports so the bundle carries only these sixteen icons, not all of lucide.
 */
const ICONS: Readonly<Record<string, LucideIcon>> = {
  mountain: Mountain,
  plane: Plane,
  utensils: Utensils,
  clapperboard: Clapperboard,
  "heart-pulse": HeartPulse,
  users: Users,
  "messages-square": MessagesSquare,
  flame: Flame,
  baby: Baby,
  house: House,
  sparkles: Sparkles,
  briefcase: Briefcase,
  "piggy-bank": PiggyBank,
  coffee: Coffee,
  palette: Palette,
  guitar: Guitar,
};

export function categoryIcon(name: string): LucideIcon {
  return ICONS[name] ?? Compass;
}
