import type { HeldPhoto, PhotoDecision } from "@down/common/schemas/photo-review";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { PhotoImg } from "@/components/ui/photo-img";
import { Spinner } from "@/components/ui/spinner";
import { isApiError } from "@/lib/api-client";
import { toast } from "@/lib/lazy-toast";
import { useHeldPhotos, usePhotoDecision } from "../api/held-photos";

const DONE: Record<PhotoDecision, string> = { approve: "Photo approved", remove: "Photo removed" };

/**
 * "Photos to review": what the photo check held (docs/decisions/026-photo-screening.md). Approve puts the photo on
 * its owner's profile; Remove deletes it. Nothing shows while the queue is empty.
 */
export function HeldPhotos() {
  const queue = useHeldPhotos();
  const photos = queue.data?.pages.flatMap((page) => page.items) ?? [];
  if (photos.length === 0) return null;
  return (
    <section className="flex flex-col gap-3" aria-labelledby="held-photos-heading">
      <h2 id="held-photos-heading" className="text-lg font-semibold">
        Photos to review
      </h2>
      <p className="text-sm text-muted-foreground">
        The photo check flagged these. Only their owners can see them until you decide.
      </p>
      <ul className="grid grid-cols-2 gap-3">
        {photos.map((photo) => (
          <li key={photo.url}>
            <HeldPhotoCard photo={photo} />
          </li>
        ))}
      </ul>
      {queue.hasNextPage ? (
        <Button variant="outline" disabled={queue.isFetchingNextPage} onClick={() => void queue.fetchNextPage()}>
          {queue.isFetchingNextPage ? <Spinner /> : null}
          Show more photos
        </Button>
      ) : null}
    </section>
  );
}

function HeldPhotoCard({ photo }: { photo: HeldPhoto }) {
  const decision = usePhotoDecision();
  const name = photo.name ?? "Unnamed";
  const decide = (kind: PhotoDecision) =>
    decision.mutate(
      { url: photo.url, decision: kind },
      {
        onSuccess: () => toast.success(DONE[kind], { description: name }),
        onError: (error) =>
          toast.error("Couldn't save the decision", {
            description: (isApiError(error) && error.serverMessage) || "Please try again.",
          }),
      },
    );
  return (
    <Card className="flex flex-col gap-2 p-2" role="article" aria-label={`Photo of ${name}`}>
      <div className="aspect-[4/5] overflow-hidden rounded-xl bg-surface-muted">
        <PhotoImg url={photo.url} sizes="50vw" alt={`Held photo of ${name}`} className="size-full object-cover" />
      </div>
      <p className="px-1 text-sm">
        <bdi className="font-semibold">{name}</bdi>
        {photo.age !== null ? `, ${photo.age}` : ""}
        {photo.score !== null ? (
          <span className="block text-xs text-muted-foreground">Score {Math.round(photo.score * 100)} %</span>
        ) : null}
      </p>
      <div className="grid grid-cols-2 gap-2">
        <Button size="sm" variant="outline" disabled={decision.isPending} onClick={() => decide("remove")}>
          Remove
        </Button>
        <Button size="sm" disabled={decision.isPending} onClick={() => decide("approve")}>
          Approve
        </Button>
      </div>
    </Card>
  );
}
