import { Sparkles, X } from "lucide-react";
import { useEffect } from "react";

/** The floating LOVE panel. Conversation comes with the assistant work; for now it explains itself. */
export function ChatbotPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open, onClose]);

  if (!open) return null;
  return (
    <section
      id="love-panel"
      role="dialog"
      aria-label="LOVE assistant"
      className="fixed inset-x-3 bottom-[calc(9.5rem+env(safe-area-inset-bottom))] z-50 flex h-[min(500px,calc(100dvh-12rem))] flex-col overflow-hidden rounded-3xl border border-border bg-surface shadow-float animate-pop-in sm:right-6 sm:left-auto sm:w-96"
    >
      <header className="flex items-center gap-3 border-b border-border px-4 py-3">
        <span className="inline-flex size-10 items-center justify-center rounded-full bg-accent-soft text-accent-soft-foreground">
          <Sparkles className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="text-base font-bold tracking-[0.12em]">LOVE</h2>
          <p className="text-xs text-muted-foreground">Your DOWN assistant</p>
        </div>
        <button
          type="button"
          aria-label="Close LOVE assistant"
          onClick={onClose}
          className="inline-flex size-11 items-center justify-center rounded-full text-muted-foreground hover:bg-surface-muted hover:text-foreground"
        >
          <X className="size-5" aria-hidden="true" />
        </button>
      </header>
      <div className="flex flex-1 flex-col items-center justify-center gap-3 px-8 text-center">
        <p className="text-lg font-semibold">Coming soon</p>
        <p className="text-sm text-muted-foreground">
          LOVE will answer your questions about matching, messaging and inviting someone on a date.
        </p>
      </div>
    </section>
  );
}
