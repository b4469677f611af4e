import { RESPONSE_LABELS, type Response } from "@down/common/constants";
import type { VisualType } from "@down/common/schemas/chatbot";
import {
  ArrowDown,
  ArrowLeft,
  ArrowRight,
  ArrowUp,
  Ban,
  CalendarHeart,
  ChevronLeft,
  Coffee,
  Ellipsis,
  Flag,
  Gamepad2,
  Heart,
  type LucideIcon,
  Send,
  ShieldCheck,
  UserRound,
} from "lucide-react";
import type { ReactNode } from "react";
import { RESPONSE_TONE } from "@/components/profile-card/response-tone";
import { cn } from "@/lib/cn";

export const VISUAL_TITLES: Record<VisualType, string> = {
  "swipe-directions": "How to swipe",
  "invite-date": "How to invite someone on a date",
  "block-report": "How to block or report someone",
};

interface Step {
  text: string;
  picture: ReactNode;
}

/** A small drawing of a control, so the step shows what to look for on screen. */
function Chip({ icon: Icon, label, tone }: { icon: LucideIcon; label: string; tone?: string }) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-semibold",
        tone ?? "bg-accent text-accent-foreground",
      )}
    >
      <Icon className="size-3.5" aria-hidden="true" />
      {label}
    </span>
  );
}

const ARROWS: ReadonlyArray<{ response: Response; icon: LucideIcon; place: string }> = [
  { response: "D", icon: ArrowUp, place: "col-start-2 row-start-1" },
  { response: "N", icon: ArrowLeft, place: "col-start-1 row-start-2" },
  { response: "O", icon: ArrowRight, place: "col-start-3 row-start-2" },
  { response: "W", icon: ArrowDown, place: "col-start-2 row-start-3" },
];

/** The card in the middle with the four directions around it, as on the question screen. */
function SwipeCompass() {
  return (
    <div className="grid w-fit grid-cols-3 grid-rows-3 items-center justify-items-center gap-1.5">
      {ARROWS.map(({ response, icon: Icon, place }) => (
        <span
          key={response}
          className={cn(
            "inline-flex items-center gap-1 rounded-xl px-2 py-1 text-xs font-bold",
            RESPONSE_TONE[response].solid,
            place,
          )}
        >
          <Icon className="size-3.5" aria-hidden="true" />
          {response}
        </span>
      ))}
      <span className="col-start-2 row-start-2 flex h-14 w-12 items-center justify-center rounded-lg border border-border bg-surface text-[0.625rem] leading-tight font-semibold text-muted-foreground shadow-card">
        Card
      </span>
    </div>
  );
}

const STEPS: Record<VisualType, Step[]> = {
  "swipe-directions": [
    {
      text: "Read the statement on the card, then drag it the way that fits you. The larger direction wins once it has moved about 50 px.",
      picture: <SwipeCompass />,
    },
    ...ARROWS.map(({ response, icon }) => ({
      text: `${{ D: "Up", O: "Right", W: "Down", N: "Left" }[response]} is ${RESPONSE_LABELS[response]}.`,
      picture: (
        <Chip icon={icon} label={`${response} · ${RESPONSE_LABELS[response]}`} tone={RESPONSE_TONE[response].solid} />
      ),
    })),
    {
      text: "Prefer tapping? Use the D, O, W and N buttons under the card.",
      picture: (
        <span className="flex gap-1">
          {ARROWS.map(({ response }) => (
            <span
              key={response}
              className={cn("rounded-lg px-2 py-0.5 text-xs font-bold", RESPONSE_TONE[response].solid)}
            >
              {response}
            </span>
          ))}
        </span>
      ),
    },
  ],
  "invite-date": [
    {
      text: "Open the profile of someone you have matched with (from Matches).",
      picture: <Chip icon={UserRound} label="Profile" tone="bg-surface-muted text-foreground" />,
    },
    { text: "Tap Invite on a Date.", picture: <Chip icon={CalendarHeart} label="Invite on a Date" /> },
    {
      text: "Choose the kind of date first: romantic, hang or play.",
      picture: (
        <span className="flex flex-wrap gap-1">
          <Chip icon={Heart} label="romantic" tone="bg-accent-soft text-accent-soft-foreground" />
          <Chip icon={Coffee} label="hang" tone="bg-accent-soft text-accent-soft-foreground" />
          <Chip icon={Gamepad2} label="play" tone="bg-accent-soft text-accent-soft-foreground" />
        </span>
      ),
    },
    {
      text: "Add a date and time, a place and a message if you like, then tap Send. It shows in My Dates.",
      picture: <Chip icon={Send} label="Send" />,
    },
  ],
  "block-report": [
    {
      text: "Open their profile, or your chat with them.",
      picture: <Chip icon={UserRound} label="Profile" tone="bg-surface-muted text-foreground" />,
    },
    {
      text: "Tap the ⋯ menu at the top.",
      picture: (
        <span className="inline-flex size-8 items-center justify-center rounded-full bg-surface-muted">
          <Ellipsis className="size-4" aria-hidden="true" />
        </span>
      ),
    },
    {
      text: "Choose Block to disappear from each other, or Report to tell our moderators (reporting blocks them too).",
      picture: (
        <span className="flex flex-wrap gap-1">
          <Chip icon={Ban} label="Block" tone="bg-surface text-foreground ring-1 ring-border" />
          <Chip icon={Flag} label="Report" tone="bg-surface-muted text-foreground" />
        </span>
      ),
    },
    {
      text: "Confirm. They are not told, and you won't see each other anywhere again.",
      picture: <Chip icon={ShieldCheck} label="Confirm" tone="bg-surface-muted text-foreground" />,
    },
  ],
};

/** The illustrated step list an answer with includesVisual opens, drawn in the app (no images to load). */
export function VisualGuide({ type, onBack }: { type: VisualType; onBack: () => void }) {
  const title = VISUAL_TITLES[type];
  return (
    <section aria-labelledby="love-guide-title" className="flex min-h-0 flex-1 flex-col">
      <div className="flex items-center gap-1 border-b border-border px-2 py-1">
        <button
          type="button"
          onClick={onBack}
          className="inline-flex min-h-11 items-center gap-1 rounded-full px-3 text-sm font-semibold text-accent hover:bg-surface-muted"
        >
          <ChevronLeft className="size-4" aria-hidden="true" />
          Back to chat
        </button>
      </div>
      <div
        // biome-ignore lint/a11y/noNoninteractiveTabindex: nothing inside takes focus, so the scrolling list must, for keyboard users
        tabIndex={0}
        className="min-h-0 flex-1 overflow-y-auto px-4 py-3 focus-visible:outline-2 focus-visible:outline-accent"
      >
        <h3 id="love-guide-title" className="mb-3 text-base font-bold">
          {title}
        </h3>
        <ol className="flex flex-col gap-3">
          {STEPS[type].map((step, i) => (
            <li key={step.text} className="flex gap-3 rounded-2xl bg-surface-muted/60 p-3">
              <span
                aria-hidden="true"
                className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-accent text-sm font-bold text-accent-foreground"
              >
                {i + 1}
              </span>
              <div className="flex min-w-0 flex-col gap-2">
                <p className="text-sm">{step.text}</p>
                <div aria-hidden="true">{step.picture}</div>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
