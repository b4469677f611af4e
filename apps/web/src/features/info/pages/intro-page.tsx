import { RESPONSE_LABELS } from "@down/common/constants";
import { ArrowDown, ArrowLeft, ArrowRight, ArrowUp, type LucideIcon } from "lucide-react";
import { Link } from "wouter";
import { Page } from "@/components/page/page";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardTitle } from "@/components/ui/card";
import { Wordmark } from "@/components/ui/wordmark";
import { cn } from "@/lib/cn";

const STEPS = [
  "Select a life category — Adventure, Food, Sex and more.",
  "Swipe your answer for each question.",
  "Connect with those who share your experiences and desires.",
];

const DIRECTIONS: ReadonlyArray<{ letter: "D" | "O" | "W" | "N"; icon: LucideIcon; direction: string; area: string }> =
  [
    { letter: "D", icon: ArrowUp, direction: "Swipe up", area: "col-start-2 row-start-1" },
    { letter: "N", icon: ArrowLeft, direction: "Swipe left", area: "col-start-1 row-start-2" },
    { letter: "O", icon: ArrowRight, direction: "Swipe right", area: "col-start-3 row-start-2" },
    { letter: "W", icon: ArrowDown, direction: "Swipe down", area: "col-start-2 row-start-3" },
  ];

export function IntroPage() {
  return (
    <Page title="WELCOME" className="pb-28">
      <div className="flex flex-col items-center gap-2 py-4 text-center">
        <Wordmark className="text-5xl" />
        <p className="text-lg text-muted-foreground">Love evolved through shared experiences</p>
      </div>
      <Card>
        <CardTitle className="mb-4">How It Works</CardTitle>
        <ol className="flex flex-col gap-4">
          {STEPS.map((step, index) => (
            <li key={step} className="flex items-start gap-3">
              <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-accent text-sm font-bold text-accent-foreground">
                {index + 1}
              </span>
              <span className="pt-1 text-base">{step}</span>
            </li>
          ))}
        </ol>
      </Card>
      <Card>
        <CardTitle className="mb-4 text-center tracking-[0.1em]">ARE YOU DOWN?</CardTitle>
        <div className="grid grid-cols-3 grid-rows-3 gap-2">
          {DIRECTIONS.map(({ letter, icon: Icon, direction, area }) => (
            <div
              key={letter}
              className={cn("flex flex-col items-center gap-1 rounded-2xl bg-surface-muted p-3 text-center", area)}
            >
              <Icon className="size-4 text-muted-foreground" aria-label={direction} />
              <span className="text-2xl font-black text-accent">{letter}</span>
              <span className="text-xs font-medium">{RESPONSE_LABELS[letter]}</span>
            </div>
          ))}
          <div className="col-start-2 row-start-2 flex items-center justify-center" aria-hidden="true">
            <span className="size-3 rounded-full bg-accent" />
          </div>
        </div>
      </Card>
      <div className="fixed inset-x-0 bottom-[calc(4rem+env(safe-area-inset-bottom))] z-30 bg-linear-to-t from-background via-background/80 to-transparent px-4 pt-6 pb-2">
        <Link href="/explore" className={cn(buttonVariants({ size: "lg" }), "mx-auto flex w-full max-w-[448px]")}>
          Get Started
        </Link>
      </div>
    </Page>
  );
}
