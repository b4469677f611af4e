import { type ReactNode, useCallback, useState } from "react";
import { ChatbotPanel } from "@/features/chatbot/components/chatbot-panel";
import { BottomNav } from "./bottom-nav";
import { OfflineBanner } from "./offline-banner";

/** Signed-in frame: page content, bottom navigation and the LOVE panel. */
export function AppShell({ children }: { children: ReactNode }) {
  const [chatOpen, setChatOpen] = useState(false);
  const toggleChat = useCallback(() => setChatOpen((open) => !open), []);
  const closeChat = useCallback(() => setChatOpen(false), []);
  return (
    <div className="min-h-dvh pb-[calc(8.5rem+env(safe-area-inset-bottom))]">
      <OfflineBanner />
      {children}
      <ChatbotPanel open={chatOpen} onClose={closeChat} />
      <BottomNav chatOpen={chatOpen} onToggleChat={toggleChat} />
    </div>
  );
}
