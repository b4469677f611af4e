import type { ChatMessage, VisualType } from "@down/common/schemas/chatbot";
import { BookOpen } from "lucide-react";
import { Link } from "wouter";
import { cn } from "@/lib/cn";
import { answerSegments } from "../lib/answer-segments";

interface Props {
  message: ChatMessage;
  /** Following an in-app link closes the panel. */
  onNavigate: () => void;
  onOpenGuide: (type: VisualType) => void;
}

/**
 * A link to a card on a screen ("/settings#pause"): the screen scrolls to it when it mounts, but when it is the
 * screen already open nothing remounts, so the card is brought into view here once the panel has closed.
 */
function revealAnchor(href: string) {
  const anchor = href.split("#")[1];
  if (!anchor) return;
  window.setTimeout(() => document.getElementById(anchor)?.scrollIntoView({ block: "center" }), 0);
}

export function ChatMessageBubble({ message, onNavigate, onOpenGuide }: Props) {
  const mine = message.role === "user";
  return (
    <li className={cn("flex flex-col gap-1.5", mine ? "items-end" : "items-start")}>
      <span className="sr-only">{mine ? "You said:" : "LOVE said:"}</span>
      <div
        className={cn(
          "max-w-[85%] rounded-3xl px-4 py-2.5 text-sm leading-relaxed break-words whitespace-pre-wrap",
          mine ? "rounded-br-lg bg-accent text-accent-foreground" : "rounded-bl-lg bg-surface-muted text-foreground",
        )}
      >
        {mine
          ? message.content
          : answerSegments(message.content).map((segment, i) =>
              segment.kind === "text" ? (
                // Segments never reorder, so their position is a stable key.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <span key={i}>{segment.text}</span>
              ) : (
                <Link
                  // biome-ignore lint/suspicious/noArrayIndexKey: see above
                  key={i}
                  href={segment.href}
                  onClick={() => {
                    onNavigate();
                    revealAnchor(segment.href);
                  }}
                  className="mx-0.5 inline-flex min-h-8 items-center rounded-full bg-surface px-3 py-1 text-xs font-semibold text-accent shadow-sm hover:underline"
                >
                  {segment.label}
                </Link>
              ),
            )}
      </div>
      {!mine && message.includesVisual && message.visualType ? (
        <button
          type="button"
          onClick={() => message.visualType && onOpenGuide(message.visualType)}
          className="inline-flex min-h-11 items-center gap-2 rounded-full border border-accent/40 px-4 text-xs font-semibold text-accent hover:bg-accent-soft"
        >
          <BookOpen className="size-4" aria-hidden="true" />
          Visual guide available
        </button>
      ) : null}
    </li>
  );
}
