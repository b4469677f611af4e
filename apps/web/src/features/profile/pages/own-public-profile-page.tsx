import { Eye } from "lucide-react";
import { Page } from "@/app/shell/page";
import { EmptyState } from "@/components/ui/empty-state";

export function OwnPublicProfilePage() {
  return (
    <Page title="PUBLIC PROFILE" back>
      <p className="rounded-2xl bg-accent-soft px-4 py-3 text-center text-sm font-medium text-accent-soft-foreground">
        This is how your profile appears to others
      </p>
      <EmptyState icon={Eye} title="Nothing to preview yet" description="Add photos and details in Edit Profile." />
    </Page>
  );
}
