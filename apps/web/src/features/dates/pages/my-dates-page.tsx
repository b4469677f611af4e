import { CalendarHeart } from "lucide-react";
import { Page } from "@/app/shell/page";
import { EmptyState } from "@/components/ui/empty-state";

export function MyDatesPage() {
  return (
    <Page title="MY DATES" back>
      <EmptyState icon={CalendarHeart} title="No dates to show" description="Start inviting matches to plan dates!" />
    </Page>
  );
}
