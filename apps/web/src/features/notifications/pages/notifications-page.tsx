import { Bell } from "lucide-react";
import { Page } from "@/app/shell/page";
import { EmptyState } from "@/components/ui/empty-state";

export function NotificationsPage() {
  return (
    <Page title="NOTIFICATIONS" back>
      <EmptyState
        icon={Bell}
        title="You're all caught up"
        description="New matches, messages and views show up here."
      />
    </Page>
  );
}
