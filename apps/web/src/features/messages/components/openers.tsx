import type { Opener } from "@down/common/schemas/openers";
import { Sparkles } from "lucide-react";

/**
 * Two first lines for an empty conversation, from what both people answered alike. A tap puts the line in
 * the composer to send as it is or to edit; nothing is sent by the tap itself.
 */
export function OpenerChoices({ openers, onPick }: { openers: readonly Opener[]; onPick: (text: string) => void }) {
  if (openers.length === 0) return null;
  return (
    <section aria-labelledby="openers-heading" className="flex flex-col gap-2">
      <h2
        id="openers-heading"
        className="flex items-center gap-2 text-xs font-bold tracking-[0.12em] text-muted-foreground"
      >
        <Sparkles className="size-4" aria-hidden="true" />
        IDEAS TO START
      </h2>
      <ul className="flex flex-col gap-2">
        {openers.map((opener) => (
          <li key={opener.questionId}>
            <button
              type="button"
              onClick={() => onPick(opener.text)}
              className="flex min-h-11 w-full flex-col items-start gap-0.5 rounded-2xl border border-border bg-surface px-4 py-3 text-left transition-colors hover:bg-surface-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              <span className="text-sm font-semibold">{opener.hint}</span>
              <span className="text-sm text-muted-foreground">“{opener.text}”</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
