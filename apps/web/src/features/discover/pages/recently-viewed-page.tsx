import { Eye } from "lucide-react";
import { Page } from "@/app/shell/page";
import { EmptyState } from "@/components/ui/empty-state";

export function RecentlyViewedPage() {
  return (
    <Page title="RECENTLY VIEWED" back>
      <EmptyState icon={Eye} title="Nobody yet" description="Profiles you view will show up here." />
    </Page>
  );
}
