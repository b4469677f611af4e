import { MESSAGE_MAX, QUESTION_MAX } from "@down/common/schemas/messages";
import { HelpCircle, MessageCircle, SendHorizontal } from "lucide-react";
import { type KeyboardEvent, useRef, useState } from "react";
import { cn } from "@/lib/cn";

export type ComposerMode = "text" | "question";

/** The chat's input: Enter sends, Shift+Enter is a new line, a button switches to asking a question. */
export function Composer({
  onSend,
  onTyping,
}: {
  onSend: (mode: ComposerMode, text: string) => void;
  onTyping: () => void;
}) {
  const [mode, setMode] = useState<ComposerMode>("text");
  const [text, setText] = useState("");
  const input = useRef<HTMLTextAreaElement>(null);
  const trimmed = text.trim();
  const question = mode === "question";

  const send = () => {
    if (!trimmed) return;
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
      className="flex items-end gap-2 border-t border-border/70 bg-background px-3 pt-2 pb-2"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <button
        type="button"
        aria-pressed={question}
        aria-label={question ? "Switch to message" : "Ask a custom question"}
        onClick={() => {
          setMode(question ? "text" : "question");
          input.current?.focus();
        }}
        className={cn(
          "inline-flex size-11 shrink-0 items-center justify-center rounded-full transition-colors",
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
        maxLength={question ? QUESTION_MAX : MESSAGE_MAX}
        placeholder={question ? "Ask a question they answer D, O, W or N..." : "Type a message..."}
        onChange={(event) => {
          setText(event.target.value);
          if (event.target.value.trim()) onTyping();
        }}
        onKeyDown={onKeyDown}
        className={cn(
          "max-h-32 min-h-11 flex-1 resize-none rounded-3xl border border-input bg-surface px-4 py-2.5 text-base leading-snug outline-none [field-sizing:content] placeholder:text-muted-foreground focus-visible:ring-2 focus-visible:ring-ring",
          question && "border-accent",
        )}
      />
      <button
        type="submit"
        aria-label={question ? "Send question" : "Send message"}
        disabled={!trimmed}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground transition-colors hover:bg-accent-hover disabled:opacity-40"
      >
        <SendHorizontal className="size-5" aria-hidden="true" />
      </button>
    </form>
  );
}
