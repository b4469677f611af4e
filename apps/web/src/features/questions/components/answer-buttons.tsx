import { RESPONSE_LABELS, type Response } from "@down/common/constants";
import { ArrowDown, ArrowLeft, ArrowRight, ArrowUp, type LucideIcon } from "lucide-react";
import { RESPONSE_TONE } from "@/components/profile-card/response-tone";
import { cn } from "@/lib/cn";

/** Laid out like a compass so each button sits on the side its swipe goes. */
const BUTTONS: ReadonlyArray<{ response: Response; icon: LucideIcon; area: string }> = [
  { response: "D", icon: ArrowUp, area: "col-start-2 row-start-1" },
  { response: "N", icon: ArrowLeft, area: "col-start-1 row-start-2" },
  { response: "O", icon: ArrowRight, area: "col-start-3 row-start-2" },
  { response: "W", icon: ArrowDown, area: "col-start-2 row-start-3" },
];

export function AnswerButtons({ onAnswer, disabled }: { onAnswer: (response: Response) => void; disabled: boolean }) {
  return (
    <fieldset className="grid grid-cols-3 grid-rows-3 gap-2">
      <legend className="sr-only">Answer</legend>
      {BUTTONS.map(({ response, icon: Icon, area }) => (
        <button
          key={response}
          type="button"
          disabled={disabled}
          onClick={() => onAnswer(response)}
          aria-keyshortcuts={`Arrow${{ D: "Up", O: "Right", W: "Down", N: "Left" }[response]}`}
          className={cn(
            "flex min-h-11 items-center justify-center gap-2 rounded-2xl px-2 py-1.5 shadow-sm transition-transform duration-100 active:scale-95 disabled:opacity-50",
            RESPONSE_TONE[response].solid,
            area,
          )}
        >
          <span className="text-lg font-black">{response}</span>
          <span className="text-left text-xs leading-tight font-semibold">{RESPONSE_LABELS[response]}</span>
          <Icon aria-hidden="true" className="size-4 shrink-0 opacity-80" />
        </button>
      ))}
    </fieldset>
  );
}
