import { ArrowDownUp, Gauge, ListChecks, Send } from "lucide-react";
import { TutorialDialog } from "@/components/tutorial/tutorial-dialog";
import type { TutorialStep } from "@/components/tutorial/tutorial-step";

const STEPS: readonly TutorialStep[] = [
  {
    icon: Gauge,
    title: "DOWN SCORE",
    text: "How alike your answers are, from 0 to 100%. A higher DOWN SCORE is better.",
  },
  {
    icon: Send,
    title: "Send Match Request",
    text: "Let them know you're down. When they send one back, it's a match and you can message.",
  },
  {
    icon: ListChecks,
    title: "You both matched on",
    text: "The answers you share. Tap '+N more matches' to see every one.",
  },
  {
    icon: ArrowDownUp,
    title: "Nearest / Best match",
    text: "Sort by distance, or by the best DOWN SCORE.",
  },
];

export function ResultsTutorial() {
  return (
    <TutorialDialog
      flag="hasSeenResultsTutorial"
      title="Your results"
      description="People near you who answered the same questions."
      steps={STEPS}
    />
  );
}
