import { MessageCircle } from "lucide-react";
import { Page } from "@/app/shell/page";
import { EmptyState } from "@/components/ui/empty-state";

export function ChatPage() {
  return (
    <Page title="CHAT" back>
      <EmptyState
        icon={MessageCircle}
        title="Say hello"
        description="Messages in this conversation will appear here."
      />
    </Page>
  );
}
