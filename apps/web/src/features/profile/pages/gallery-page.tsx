import { UserRoundX } from "lucide-react";
import { useMemo, useState } from "react";
import { Page } from "@/components/page/page";
import { Button } from "@/components/ui/button";
import { LoadError } from "@/components/ui/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { useOwnProfile } from "@/lib/api/own-profile";
import { useCurrentUser } from "@/lib/auth/auth-provider";
import { toast } from "@/lib/lazy-toast";
import { useReorderPhotos } from "../api/photos";
import { GalleryEditor } from "../components/gallery-editor";
import { reconcileOrder, sameOrder } from "../lib/photo-order";
import { serverReason } from "../lib/use-photo-files";
/** /gallery: the profile's photos in order; the first is the hero (the card's photo everywhere). */
export function GalleryPage() {
  const user = useCurrentUser();
  const profile = useOwnProfile(user.id);
  const reorder = useReorderPhotos(user.id);
  // null until the person moves something; uploads and deletes meanwhile are folded in by reconcileOrder.
  const [draft, setDraft] = useState<string[] | null>(null);
  const saved = profile.data?.photos;
  const order = useMemo(() => (saved ? reconcileOrder(draft, saved) : []), [draft, saved]);
  const dirty = saved !== undefined && !sameOrder(order, saved);

  const onSave = () =>
    reorder.mutate(order, {
      onSuccess: () => {
        setDraft(null);
        toast.success("Gallery saved", { description: "Your first photo is now the one people see first." });
      },
      onError: (error) =>
        toast.error("Save failed", {
          description: serverReason(error) ?? "Failed to save the order. Please try again.",
        }),
    });

  return (
    <Page
      title="GALLERY"
      back
      actions={
        // In the header so it stays in reach while dragging anywhere on the page.
        <Button size="sm" className="mr-1 px-4" disabled={!dirty || reorder.isPending} onClick={onSave}>
          {reorder.isPending ? "Saving..." : "SAVE"}
        </Button>
      }
    >
      {profile.data ? (
        <GalleryEditor userId={user.id} order={order} onReorder={setDraft} inReview={profile.data.photosInReview} />
      ) : profile.isError ? (
        <LoadError
          icon={UserRoundX}
          title="We couldn't load your photos"
          onRetry={() => void profile.refetch()}
          retryVariant="soft"
        />
      ) : (
        <GallerySkeleton />
      )}
    </Page>
  );
}

function GallerySkeleton() {
  return (
    <div className="flex flex-col gap-3" role="status" aria-label="Loading your photos">
      <Skeleton className="aspect-[5/4] w-full rounded-3xl" />
      <div className="grid grid-cols-3 gap-2">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="aspect-[4/5] rounded-xl" />
        ))}
      </div>
    </div>
  );
}
