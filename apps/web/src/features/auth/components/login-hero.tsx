import { RESPONSE_LABELS, RESPONSES } from "@down/common/sign-in-constants";
import { Wordmark } from "@/components/ui/wordmark";

/** Wordmark, tagline and the four answers that give the product its name. */
export function LoginHero() {
  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <Wordmark className="text-6xl" />
      <p className="max-w-[16rem] text-lg leading-snug text-muted-foreground">
        Love evolved through shared experiences
      </p>
      <ul className="mt-2 flex flex-wrap justify-center gap-2" aria-label="The four answers">
        {RESPONSES.map((response) => (
          <li
            key={response}
            className="inline-flex items-center gap-1.5 rounded-full border border-border bg-surface/70 py-1 pr-3 pl-1 text-xs font-medium text-muted-foreground"
          >
            <span className="inline-flex size-6 items-center justify-center rounded-full bg-accent-soft text-[0.6875rem] font-bold text-accent-soft-foreground">
              {response}
            </span>
            {RESPONSE_LABELS[response]}
          </li>
        ))}
      </ul>
    </div>
  );
}
