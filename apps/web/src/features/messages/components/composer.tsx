import { MESSAGE_MAX, QUESTION_MAX } from "@down/common/schemas/messages";
import { HelpCircle, MessageCircle, SendHorizontal } from "lucide-react";
import { type KeyboardEvent, type Ref, useId, useImperativeHandle, useRef, useState } from "react";
import { cn } from "@/lib/cn";

export type ComposerMode = "text" | "question";

/** What the chat can do to the composer from outside: an opener's tap puts its words in the input. */
export interface ComposerHandle {
  /** `mode` puts a line back as it was written ("Are you sure?" → Edit returns a question as a question). */
  fill: (text: string, mode?: ComposerMode) => void;
}

/** The counter shows once a line comes this close to its limit (docs/product.md#chat). */
export const COUNTER_FROM = 0.9;

const grouped = (n: number) => n.toLocaleString("en-US");

/**
 * The chat's input: Enter sends, Shift+Enter is a new line, a button switches to asking a question.
 * The input has no maxLength: a paste longer than the limit is kept whole and the person is told how much
 * to cut, instead of the browser dropping the end of it without a word. Send waits until it fits.
 */
export function Composer({
  onSend,
  onTyping,
  handle,
  disabled = false,
}: {
  onSend: (mode: ComposerMode, text: string) => void;
  onTyping: () => void;
  handle?: Ref<ComposerHandle>;
  /** A conversation that isn't available: the composer stays in its place, greyed, and sends nothing. */
  disabled?: boolean;
}) {
  const [mode, setMode] = useState<ComposerMode>("text");
  const [text, setText] = useState("");
  const input = useRef<HTMLTextAreaElement>(null);
  const ids = useId();
  const trimmed = text.trim();
  const question = mode === "question";
  const limit = question ? QUESTION_MAX : MESSAGE_MAX;
  const over = text.length - limit;
  const showCounter = text.length >= Math.floor(limit * COUNTER_FROM);
  const canSend = !disabled && trimmed.length > 0 && over <= 0;

  useImperativeHandle(handle, () => ({
    fill: (next: string, nextMode: ComposerMode = "text") => {
      setMode(nextMode);
      setText(next);
      input.current?.focus();
    },
  }));

  const send = () => {
    if (!canSend) return;
    onSend(mode, trimmed);
    setText("");
    // Sending leaves question mode (docs/product.md#chat).
    setMode("text");
    input.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  return (
    <form
      // Sits on the screen's bottom edge: only the phone's own inset (the home bar) is kept clear.
      className="border-t border-border/70 bg-background px-3 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))]"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      {showCounter ? (
        <p
          id={`${ids}-count`}
          data-testid="composer-counter"
          aria-live="polite"
          className={cn(
            "flex items-start justify-end gap-3 px-2 pb-1.5 text-xs tabular-nums",
            over > 0 ? "font-semibold text-destructive" : "text-muted-foreground",
          )}
        >
          {over > 0 ? (
            <span role="alert" className="min-w-0 flex-1">
              Too long to send — {grouped(over)} {over === 1 ? "character" : "characters"} over. Shorten it to send.
            </span>
          ) : null}
          <span className="shrink-0 whitespace-nowrap">
            {grouped(text.length)} / {grouped(limit)}
          </span>
        </p>
      ) : null}
      <div className="flex items-end gap-2">
        <button
          type="button"
          aria-pressed={question}
          aria-label={question ? "Switch to message" : "Ask a custom question"}
          disabled={disabled}
          onClick={() => {
            setMode(question ? "text" : "question");
            input.current?.focus();
          }}
          className={cn(
            "inline-flex size-11 shrink-0 items-center justify-center rounded-full transition-colors disabled:opacity-40",
            question ? "bg-accent text-accent-foreground" : "bg-surface-muted text-foreground hover:bg-surface-sunken",
          )}
        >
          {question ? (
            <MessageCircle className="size-5" aria-hidden="true" />
          ) : (
            <HelpCircle className="size-5" aria-hidden="true" />
          )}
        </button>
        <label className="sr-only" htmlFor="chat-input">
          {question ? "Custom question" : "Message"}
        </label>
        <textarea
          id="chat-input"
          ref={input}
          rows={1}
          value={text}
          dir="auto"
          disabled={disabled}
          aria-invalid={over > 0 || undefined}
          aria-describedby={showCounter ? `${ids}-count` : undefined}
          placeholder={
            disabled
              ? "You can't send messages here"
              : question
                ? "Ask a question they answer D, O, W or N..."
                : "Type a message..."
          }
          onChange={(event) => {
            setText(event.target.value);
            if (event.target.value.trim()) onTyping();
          }}
          onKeyDown={onKeyDown}
          className={cn(
            "max-h-32 min-h-11 flex-1 resize-none rounded-3xl border border-input bg-surface px-4 py-2.5 text-base leading-snug outline-none [field-sizing:content] placeholder:text-muted-foreground focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-60",
            question && "border-accent",
            over > 0 && "border-destructive",
          )}
        />
        <button
          type="submit"
          aria-label={question ? "Send question" : "Send message"}
          disabled={!canSend}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground transition-colors hover:bg-accent-hover disabled:opacity-40"
        >
          <SendHorizontal className="size-5" aria-hidden="true" />
        </button>
      </div>
    </form>
  );
}
