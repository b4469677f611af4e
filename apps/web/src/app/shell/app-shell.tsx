import { lazy, type ReactNode, Suspense, useCallback, useRef, useState } from "react";
import { useLocation } from "wouter";
import { useBackCloses } from "@/lib/back-closes";
import { BottomNav } from "./bottom-nav";
import { OfflineBanner } from "./offline-banner";

// The panel is its own chunk: most visits never open it, and the signed-in app should paint without it.
export const loadChatbotPanel = () => import("@/features/chatbot/components/chatbot-panel");
const ChatbotPanel = lazy(async () => ({ default: (await loadChatbotPanel()).ChatbotPanel }));

/**
 * Screens that take the whole phone: a conversation (docs/product.md#chat) has its composer where the tab
 * bar would be, as in every messaging app; its back arrow leads out.
 */
export const isFullScreen = (path: string) => /^\/messages\/[^/]+\/?$/.test(path);

/** Signed-in frame: page content, bottom navigation and the LOVE panel. */
export function AppShell({ children }: { children: ReactNode }) {
  const [path] = useLocation();
  const [chatOpen, setChatOpen] = useState(false);
  const chatButton = useRef<HTMLButtonElement>(null);
  const toggleChat = useCallback(() => setChatOpen((open) => !open), []);
  const closeChat = useCallback(() => {
    setChatOpen(false);
    // Focus goes back to the button that opened the panel, as for any dialog.
    chatButton.current?.focus();
  }, []);
  // The phone's Back closes the panel first, like any dialog (lib/back-closes.ts).
  useBackCloses(chatOpen, closeChat);
  if (isFullScreen(path)) {
    return (
      <div className="min-h-dvh">
        <OfflineBanner />
        {children}
      </div>
    );
  }
  return (
    <div className="min-h-dvh pb-[calc(5rem+env(safe-area-inset-bottom))]">
      <OfflineBanner />
      {children}
      {chatOpen ? (
        <Suspense fallback={<PanelLoading />}>
          <ChatbotPanel onClose={closeChat} />
        </Suspense>
      ) : null}
      <BottomNav
        chatOpen={chatOpen}
        onToggleChat={toggleChat}
        chatButtonRef={chatButton}
        onPrepareChat={loadChatbotPanel}
      />
    </div>
  );
}

/** The panel's frame while its code arrives (the first open only). */
function PanelLoading() {
  return (
    <div
      id="love-panel"
      role="status"
      aria-busy="true"
      aria-label="Loading LOVE"
      className="fixed inset-x-3 bottom-[calc(4.75rem+env(safe-area-inset-bottom))] z-50 h-[min(500px,calc(100dvh-5.5rem))] animate-pulse rounded-3xl border border-border bg-surface shadow-float sm:right-6 sm:left-auto sm:w-96"
    />
  );
}
