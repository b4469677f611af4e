import { UserRound } from "lucide-react";
import { Page } from "@/app/shell/page";
import { EmptyState } from "@/components/ui/empty-state";

export function PublicProfilePage() {
  return (
    <Page title="PROFILE" back>
      <EmptyState icon={UserRound} title="Profile unavailable" description="This profile can't be shown right now." />
    </Page>
  );
}
