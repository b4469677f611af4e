import { SUGGESTED_QUESTIONS, type VisualType } from "@down/common/schemas/chatbot";
import { Eraser, SendHorizontal, Sparkles } from "lucide-react";
import { type CSSProperties, type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { CloseButton } from "@/components/ui/close-button";
import { Spinner } from "@/components/ui/spinner";
import { useAuth } from "@/lib/auth/auth-provider";
import { cn } from "@/lib/cn";
import { useChatHistory } from "../api/chat-history";
import { useClearChatHistory } from "../api/clear-chat-history";
import { useSendChatMessage } from "../api/send-chat-message";
import { useVisualViewport, type VisibleArea } from "../lib/use-visual-viewport";
import { ChatMessageBubble } from "./chat-message-bubble";
import { SuggestionChips } from "./suggestion-chips";
import { VisualGuide } from "./visual-guide";

export const GREETING =
  "Hi, I'm LOVE! Ask me anything about DOWN: matching, messaging, inviting someone on a date, your settings, or your own numbers.";

/** Keyboard taller than this means the on-screen keyboard is up (browser toolbars are smaller). */
const KEYBOARD_MIN = 80;
const MAX_HEIGHT = 500;

/**
 * Where the panel sits. With the keyboard closed it floats above the bottom navigation; with it open it sits
 * just above the keyboard and shrinks to what is visible, so the input is never hidden.
 */
function frameStyle({ height, bottomInset }: VisibleArea): CSSProperties {
  if (bottomInset > KEYBOARD_MIN) {
    return { bottom: bottomInset + 8, height: Math.min(MAX_HEIGHT, height - 16) };
  }
  return {
    bottom: "calc(4.75rem + env(safe-area-inset-bottom))",
    height: `min(${MAX_HEIGHT}px, calc(${height}px - 5.5rem - env(safe-area-inset-bottom)))`,
  };
}

/** The floating LOVE panel: the conversation, suggestions, visual guides and the question box. */
export function ChatbotPanel({ onClose }: { onClose: () => void }) {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const inputId = useId();
  const history = useChatHistory(userId, true);
  const send = useSendChatMessage(userId);
  const clear = useClearChatHistory(userId);
  const [draft, setDraft] = useState("");
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const [guide, setGuide] = useState<VisualType | null>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const scrollerRef = useRef<HTMLDivElement>(null);
  const visible = useVisualViewport();

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === "Escape") onClose();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [onClose]);

  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  const messages = history.data ?? [];
  const pendingQuestion = send.isPending ? send.variables : undefined;
  // Scroll to the newest line whenever one is added, the guide closes, or the keyboard shrinks the panel.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect runs when the list grows
  useEffect(() => {
    const scroller = scrollerRef.current;
    if (scroller) scroller.scrollTop = scroller.scrollHeight;
  }, [messages.length, pendingQuestion, guide, suggestions, visible]);

  /** docs/product.md#chatbot-panel: trimmed empty text, a send in progress or no user id sends nothing. */
  function ask(text: string, fromInput: boolean) {
    const message = text.trim();
    if (!message || send.isPending || !userId) return;
    setSuggestions([]);
    // A question typed while a visual guide is open goes back to the conversation, where it and its answer show.
    setGuide(null);
    send.mutate(message, {
      onSuccess: (reply) => {
        if (fromInput) setDraft("");
        setSuggestions(reply.suggestions);
      },
    });
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    ask(draft, true);
  }

  function onInputKey(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter sends; Shift+Enter (and Enter while composing with an IME) makes a new line.
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      ask(draft, true);
    }
  }

  const showGreeting = history.isSuccess && messages.length === 0 && !pendingQuestion;
  const canSend = draft.trim().length > 0 && !send.isPending && userId !== null;

  return (
    <section
      id="love-panel"
      role="dialog"
      aria-label="LOVE assistant"
      style={frameStyle(visible)}
      className="fixed inset-x-3 z-50 flex max-h-[calc(100dvh-1rem)] min-h-0 flex-col overflow-hidden rounded-3xl border border-border bg-surface shadow-float animate-pop-in sm:right-6 sm:left-auto sm:w-96"
    >
      <header className="flex shrink-0 items-center gap-2 border-b border-border py-2 pr-2 pl-4">
        <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-accent-soft text-accent-soft-foreground">
          <Sparkles className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="text-base font-bold tracking-[0.12em]">LOVE</h2>
          <p className="truncate text-xs text-muted-foreground">DOWN assistant</p>
        </div>
        {messages.length > 0 ? (
          <button
            type="button"
            onClick={() => {
              setSuggestions([]);
              setGuide(null);
              clear.mutate();
            }}
            disabled={clear.isPending || send.isPending}
            className="inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 text-xs font-semibold text-muted-foreground hover:bg-surface-muted hover:text-foreground disabled:opacity-50"
          >
            <Eraser className="size-4" aria-hidden="true" />
            Clear chat
          </button>
        ) : null}
        <CloseButton aria-label="Close LOVE assistant" onClick={onClose} />
      </header>

      {guide ? (
        <VisualGuide type={guide} onBack={() => setGuide(null)} />
      ) : (
        <div ref={scrollerRef} className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-3 py-3">
          {history.isPending ? (
            <div role="status" aria-busy="true" aria-label="Loading your chat" className="flex flex-col gap-3">
              <div className="h-16 w-3/4 animate-pulse rounded-3xl bg-surface-muted" />
              <div className="h-10 w-1/2 animate-pulse self-end rounded-3xl bg-surface-muted" />
              <div className="h-20 w-4/5 animate-pulse rounded-3xl bg-surface-muted" />
            </div>
          ) : null}
          {history.isError ? (
            <p className="px-2 text-sm text-muted-foreground">
              Couldn't load your chat.{" "}
              <button
                type="button"
                className="min-h-11 font-semibold text-accent underline"
                onClick={() => history.refetch()}
              >
                Try again
              </button>
            </p>
          ) : null}
          {/* role=log: new answers are read out politely, without moving focus from the question box. */}
          <div role="log" aria-live="polite" aria-label="Conversation with LOVE">
            <ol className="flex flex-col gap-3">
              {showGreeting ? (
                <li className="flex flex-col items-start gap-2">
                  <p className="max-w-[85%] rounded-3xl rounded-bl-lg bg-surface-muted px-4 py-2.5 text-sm leading-relaxed">
                    {GREETING}
                  </p>
                  <SuggestionChips
                    label="Suggested questions"
                    questions={SUGGESTED_QUESTIONS}
                    disabled={send.isPending}
                    onPick={(q) => ask(q, false)}
                  />
                </li>
              ) : null}
              {messages.map((message, i) => (
                <ChatMessageBubble
                  // History has no ids; it is only ever appended to or cleared, so the position is stable.
                  // biome-ignore lint/suspicious/noArrayIndexKey: see above
                  key={i}
                  message={message}
                  onNavigate={onClose}
                  onOpenGuide={setGuide}
                />
              ))}
              {pendingQuestion ? (
                <>
                  <ChatMessageBubble
                    message={{ role: "user", content: pendingQuestion, includesVisual: false, visualType: null }}
                    onNavigate={onClose}
                    onOpenGuide={setGuide}
                  />
                  <li className="flex items-center gap-2 text-xs text-muted-foreground">
                    <Spinner className="size-4" />
                    LOVE is thinking...
                  </li>
                </>
              ) : null}
              {suggestions.length > 0 && !send.isPending ? (
                <li>
                  <SuggestionChips
                    label="Try asking"
                    questions={suggestions}
                    disabled={send.isPending}
                    onPick={(q) => ask(q, false)}
                  />
                </li>
              ) : null}
            </ol>
          </div>
        </div>
      )}

      <form onSubmit={onSubmit} className="shrink-0 border-t border-border p-2">
        {send.isError ? (
          <p role="alert" className="px-2 pb-1.5 text-xs font-medium text-destructive">
            Failed to send message
          </p>
        ) : null}
        <div className="flex items-end gap-2">
          <label htmlFor={inputId} className="sr-only">
            Ask LOVE a question
          </label>
          <textarea
            id={inputId}
            ref={inputRef}
            rows={1}
            maxLength={500}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onInputKey}
            placeholder="Ask LOVE anything..."
            enterKeyHint="send"
            className="max-h-28 min-h-11 flex-1 resize-none rounded-2xl border border-input bg-surface px-4 py-2.5 text-base text-foreground placeholder:text-muted-foreground/80 focus-visible:border-accent focus-visible:ring-4 focus-visible:ring-accent/15 focus-visible:outline-none [field-sizing:content]"
          />
          <button
            type="submit"
            aria-label={send.isPending ? "Sending" : "Send"}
            disabled={!canSend}
            className={cn(
              "inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground transition-opacity hover:bg-accent-hover disabled:opacity-50",
              send.isPending && "disabled:opacity-100",
            )}
          >
            {send.isPending ? <Spinner className="size-5" /> : <SendHorizontal className="size-5" aria-hidden="true" />}
          </button>
        </div>
      </form>
    </section>
  );
}
