import { ChartNoAxesColumn } from "lucide-react";
import { Page } from "@/app/shell/page";
import { EmptyState } from "@/components/ui/empty-state";

export function InsightsPage() {
  return (
    <Page title="INSIGHTS" back>
      <EmptyState
        icon={ChartNoAxesColumn}
        title="No insights yet"
        description="Your matches, conversations, dates and profile views will add up here."
      />
    </Page>
  );
}
