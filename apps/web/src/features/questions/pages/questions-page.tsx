import { CATEGORIES, type Category } from "@down/common/categories";
import { Compass, ListChecks } from "lucide-react";
import { lazy, Suspense } from "react";
import { Link, useParams } from "wouter";
import { Page } from "@/components/page/page";
import { buttonVariants } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadError } from "@/components/ui/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { useCurrentUser } from "@/lib/auth/auth-provider";
import { useQuestionDeck } from "../api/get-question-deck";

// The deck carries the gesture and animation libraries. Its import starts as soon as this page loads,
// in parallel with the answers fetch, so the header and skeleton paint without waiting for it.
const deckModule = import("../components/question-deck");
const QuestionDeck = lazy(() => deckModule.then((module) => ({ default: module.QuestionDeck })));

function DeckSkeleton() {
  return (
    <div className="flex flex-1 flex-col gap-5" role="status" aria-label="Loading questions">
      <Skeleton className="h-7" />
      <Skeleton className="min-h-[22rem] flex-1 rounded-[1.75rem]" />
      <Skeleton className="h-36" />
    </div>
  );
}

function DeckLoader({ category }: { category: Category }) {
  const user = useCurrentUser();
  const deck = useQuestionDeck(user.id, category);

  if (deck.isPending) return <DeckSkeleton />;
  if (deck.isError) {
    return <LoadError icon={ListChecks} title="Couldn't load your questions" onRetry={() => void deck.refetch()} />;
  }
  if (deck.data.length === 0) {
    return (
      <EmptyState
        icon={ListChecks}
        title="No more questions available!"
        action={
          <div className="flex flex-col items-center gap-2">
            <Link href={`/results?category=${category.id}`} className={buttonVariants()}>
              See your results
            </Link>
            <Link href="/explore" className={buttonVariants({ variant: "ghost" })}>
              Choose another category
            </Link>
          </div>
        }
      />
    );
  }
  return (
    <Suspense fallback={<DeckSkeleton />}>
      <QuestionDeck userId={user.id} category={category} questions={deck.data} />
    </Suspense>
  );
}

export function QuestionsPage() {
  const { categoryId = "adventure" } = useParams<{ categoryId?: string }>();
  const category = CATEGORIES.find((candidate) => candidate.id === categoryId);

  if (!category) {
    return (
      <Page title="QUESTIONS" back>
        <EmptyState
          icon={Compass}
          title="Category not found"
          action={
            <Link href="/explore" className={buttonVariants()}>
              Choose a Category
            </Link>
          }
        />
      </Page>
    );
  }
  // Fills the screen between header and nav, and clips so a card flying off never widens the page
  // (which would make a phone zoom its viewport out).
  return (
    <Page title={category.name.toUpperCase()} back className="min-h-[calc(100dvh-4rem-5rem)] gap-5 overflow-clip">
      <DeckLoader key={category.id} category={category} />
    </Page>
  );
}
