import { CATEGORIES, type Category } from "@down/common/categories";
import { CircleCheck, Compass, ListChecks } from "lucide-react";
import { lazy, Suspense } from "react";
import { Link, useParams } from "wouter";
import { Page } from "@/components/page/page";
import { Button, buttonVariants } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadError } from "@/components/ui/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { useCurrentUser } from "@/lib/auth/auth-provider";
import { useMoreQuestions, useQuestionSession } from "../api/get-question-session";

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

/**
 * A finished session says so and stays so (docs/decisions/025): its results, and the next 20 only when the
 * person asks for them.
 */
function SessionDone({ userId, category, count }: { userId: string; category: Category; count: number }) {
  const more = useMoreQuestions(userId, category.id);
  const nothingLeft = more.data?.finished === true;
  return (
    <EmptyState
      icon={nothingLeft ? ListChecks : CircleCheck}
      title={nothingLeft ? "No more questions available!" : "Done"}
      description={
        nothingLeft
          ? "You've answered every question in this category."
          : `You've answered all ${count} questions in ${category.name}.`
      }
      action={
        <div className="flex flex-col items-center gap-2">
          <Link href={`/results?category=${category.id}`} className={buttonVariants()}>
            See your results
          </Link>
          {nothingLeft ? null : (
            <Button variant="secondary" disabled={more.isPending} onClick={() => more.mutate()}>
              {more.isPending ? "Loading..." : "More questions"}
            </Button>
          )}
          {more.isError ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              Couldn't load more questions. Please try again.
            </p>
          ) : null}
          <Link href="/explore" className={buttonVariants({ variant: "ghost" })}>
            Choose another category
          </Link>
        </div>
      }
    />
  );
}

function DeckLoader({ category }: { category: Category }) {
  const user = useCurrentUser();
  const session = useQuestionSession(user.id, category);

  if (session.isPending) return <DeckSkeleton />;
  if (session.isError) {
    return <LoadError icon={ListChecks} title="Couldn't load your questions" onRetry={() => void session.refetch()} />;
  }
  const { questions, answeredIds, finished } = session.data;
  if (finished) return <SessionDone userId={user.id} category={category} count={questions.length} />;
  const answered = new Set(answeredIds);
  return (
    <Suspense fallback={<DeckSkeleton />}>
      <QuestionDeck
        // A new session (after "More questions") is a new deck, from its first card.
        key={session.data.number}
        userId={user.id}
        category={category}
        questions={questions.filter((q) => !answered.has(q.id))}
        answeredBefore={answered.size}
      />
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
