import { Images } from "lucide-react";
import { Page } from "@/app/shell/page";
import { EmptyState } from "@/components/ui/empty-state";

export function GalleryPage() {
  return (
    <Page title="GALLERY" back>
      <EmptyState icon={Images} title="No photos yet" description="Add images and videos to show more of you." />
    </Page>
  );
}
