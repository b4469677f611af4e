import { CalendarHeart, Gauge, MessageCircle, UserRound } from "lucide-react";
import { TutorialDialog } from "@/components/tutorial/tutorial-dialog";
import type { TutorialStep } from "@/components/tutorial/tutorial-step";

// ARCHITECTURE "Resolved contradictions": higher is better, so this text fixes the spec's old tutorial.
const STEPS: readonly TutorialStep[] = [
  {
    icon: Gauge,
    title: "DOWN SCORE",
    text: "How alike your answers are. A HIGHER DOWN SCORE is better.",
  },
  { icon: MessageCircle, title: "Message", text: "Start the conversation with your match." },
  { icon: CalendarHeart, title: "Invite", text: "Ask them on a date: romantic, hang or play." },
  { icon: UserRound, title: "Profile", text: "Tap a card to see their full profile." },
];

export function MatchesTutorial() {
  return (
    <TutorialDialog
      flag="hasSeenMatchesTutorial"
      title="Your matches"
      description="People who are down with you, too."
      steps={STEPS}
    />
  );
}
