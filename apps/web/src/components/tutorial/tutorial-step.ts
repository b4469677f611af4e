import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/** One step of a first-visit explainer; its own file so the lazily loaded body does not import back the dialog. */
export interface TutorialStep {
  icon: LucideIcon;
  title: ReactNode;
  text: ReactNode;
}
