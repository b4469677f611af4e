import { MessageCircle } from "lucide-react";
import { Page } from "@/app/shell/page";
import { EmptyState } from "@/components/ui/empty-state";

export function MessagesPage() {
  return (
    <Page title="MESSAGES">
      <EmptyState
        icon={MessageCircle}
        title="No conversations yet"
        description="Once you match with someone, your conversation will appear here."
      />
    </Page>
  );
}
