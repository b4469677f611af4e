import { MATCH_PREVIEW_COUNT } from "@down/common/constants";
import type { MatchedOnItem } from "@down/common/schemas/search";
import { Link } from "wouter";
import { ResponseBadge } from "./response-badge";

/** 'You both matched on:' with the first two shared answers and a link to the rest. */
export function MatchedOnList({ profileId, items }: { profileId: string; items: readonly MatchedOnItem[] }) {
  if (items.length === 0) return null;
  const more = items.length - MATCH_PREVIEW_COUNT;
  return (
    <div className="flex flex-col gap-2 rounded-2xl bg-surface-muted/70 p-3">
      <p className="text-xs font-semibold text-muted-foreground">You both matched on:</p>
      <ul className="flex flex-col gap-1.5">
        {items.slice(0, MATCH_PREVIEW_COUNT).map((item) => (
          <li key={item.questionId} className="flex items-start gap-2 text-sm leading-snug">
            <ResponseBadge response={item.response} />
            <span className="pt-0.5">{item.question}</span>
          </li>
        ))}
      </ul>
      {more > 0 ? (
        <Link
          href={`/all-matches/${profileId}`}
          className="relative z-10 -my-2 inline-flex min-h-11 items-center self-start text-sm font-semibold text-accent hover:underline"
        >
          +{more} more {more === 1 ? "match" : "matches"}
        </Link>
      ) : null}
    </div>
  );
}
