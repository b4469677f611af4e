import { MATCH_GROUP_LABELS, RESPONSE_LABELS } from "@down/common/constants";
import { type CustomQuestion, DOWN_ANSWERS, matchLevel } from "@down/common/schemas/messages";
import { HelpCircle } from "lucide-react";
import { cn } from "@/lib/cn";

/** A custom question in the timeline: the four D/O/W/N answers, then waiting, then the match level. */
export function QuestionCard({
  question: q,
  me,
  otherName,
  answering,
  onAnswer,
}: {
  question: CustomQuestion;
  me: string;
  otherName: string;
  answering: boolean;
  onAnswer: (response: (typeof DOWN_ANSWERS)[number]) => void;
}) {
  const mine = q.senderId === me;
  const myAnswer = mine ? q.senderResponse : q.receiverResponse;
  const theirAnswer = mine ? q.receiverResponse : q.senderResponse;
  const level = matchLevel(myAnswer, theirAnswer);
  return (
    <article
      aria-label={`Custom question from ${mine ? "you" : otherName}`}
      className={cn(
        "flex w-[85%] flex-col gap-3 rounded-3xl border border-border bg-surface p-4 shadow-sm",
        mine ? "self-end" : "self-start",
      )}
    >
      <p className="flex items-center gap-1.5 text-xs font-bold tracking-[0.12em] text-accent">
        <HelpCircle className="size-4" aria-hidden="true" />
        {mine ? "YOU ASKED" : `${otherName.toUpperCase()} ASKED`}
      </p>
      <p dir="auto" className="text-base font-semibold whitespace-pre-wrap break-words">
        {q.questionText}
      </p>
      {myAnswer === null ? (
        <fieldset className="grid grid-cols-2 gap-2">
          <legend className="sr-only">Your answer</legend>
          {DOWN_ANSWERS.map((r) => (
            <button
              key={r}
              type="button"
              disabled={answering}
              onClick={() => onAnswer(r)}
              className="flex min-h-11 items-center gap-2 rounded-2xl border border-border bg-background px-3 text-left text-sm font-semibold transition-colors hover:bg-surface-muted disabled:opacity-50"
            >
              <span className="inline-flex size-6 items-center justify-center rounded-full bg-accent-soft text-xs font-bold text-accent-soft-foreground">
                {r}
              </span>
              {RESPONSE_LABELS[r]}
            </button>
          ))}
        </fieldset>
      ) : (
        <p className="text-sm">
          <span className="text-muted-foreground">You: </span>
          <span className="font-semibold">{RESPONSE_LABELS[myAnswer]}</span>
        </p>
      )}
      {myAnswer !== null && theirAnswer === null ? (
        <p className="text-sm text-muted-foreground italic">Waiting for their answer...</p>
      ) : null}
      {myAnswer !== null && theirAnswer !== null ? (
        <p className="text-sm">
          <span className="text-muted-foreground">{otherName}: </span>
          <span className="font-semibold">{RESPONSE_LABELS[theirAnswer]}</span>
        </p>
      ) : null}
      {level ? (
        <p
          data-testid="match-level"
          className="rounded-2xl bg-accent-soft px-3 py-2 text-sm font-bold text-accent-soft-foreground"
        >
          Match level: {MATCH_GROUP_LABELS[level]}
        </p>
      ) : null}
    </article>
  );
}
