import { RESPONSE_LABELS, type Response } from "@down/common/constants";
import { cn } from "@/lib/cn";
import { RESPONSE_TONE } from "./response-tone";

/** The answer letter in its colour; the full label is its accessible name and tooltip. */
export function ResponseBadge({ response, className }: { response: Response; className?: string }) {
  return (
    <abbr
      title={RESPONSE_LABELS[response]}
      aria-label={RESPONSE_LABELS[response]}
      className={cn(
        "inline-flex size-6 shrink-0 items-center justify-center rounded-md text-xs font-bold no-underline",
        RESPONSE_TONE[response].solid,
        className,
      )}
    >
      {response}
    </abbr>
  );
}
