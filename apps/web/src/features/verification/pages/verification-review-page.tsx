import type { VerificationQueueItem } from "@down/common/schemas/verification";
import { ShieldCheck } from "lucide-react";
import { useId, useState } from "react";
import { Page } from "@/components/page/page";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { PhotoImg } from "@/components/ui/photo-img";
import { Skeleton } from "@/components/ui/skeleton";
import { Textarea } from "@/components/ui/textarea";
import { PoseIllustration } from "@/components/verification/pose-illustration";
import { isApiError } from "@/lib/api-client";
import { useDecideVerification } from "../api/decide-verification";
import { useVerificationQueue } from "../api/verification-queue";

/** /verification-review (moderators): each selfie beside the pose asked for and the profile's photos. */
export function VerificationReviewPage() {
  const queue = useVerificationQueue();
  return (
    <Page title="PHOTO VERIFICATION" back>
      {queue.isPending ? (
        <Skeleton className="h-96 w-full rounded-3xl" />
      ) : queue.isError ? (
        <EmptyState
          icon={ShieldCheck}
          title={isApiError(queue.error, 403) ? "Only moderators can review verifications" : "Couldn't load the queue"}
          description={isApiError(queue.error, 403) ? "Ask an admin to add your number." : "Please try again."}
        />
      ) : queue.data.items.length === 0 ? (
        <EmptyState icon={ShieldCheck} title="Nothing to review" description="New selfies will appear here." />
      ) : (
        queue.data.items.map((item) => <ReviewItem key={item.id} item={item} />)
      )}
    </Page>
  );
}

function ReviewItem({ item }: { item: VerificationQueueItem }) {
  const decide = useDecideVerification();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>();
  const reasonId = useId();
  const onError = (e: Error) =>
    setError(isApiError(e) && e.serverMessage ? e.serverMessage : "Couldn't save. Please try again.");
  return (
    <Card className="flex flex-col gap-3">
      <h2 className="text-base font-bold">{item.name?.trim() || "Someone"}</h2>
      <div className="grid grid-cols-2 gap-3">
        <figure className="flex flex-col gap-1">
          <img
            src={item.selfieUrl}
            alt="Selfie sent for verification"
            className="aspect-[4/5] w-full rounded-2xl object-cover"
          />
          <figcaption className="text-xs text-muted-foreground">Selfie</figcaption>
        </figure>
        <figure className="flex flex-col gap-1">
          <PoseIllustration pose={item.pose.id} className="aspect-[4/5] w-full rounded-2xl bg-surface-muted p-3" />
          <figcaption className="text-xs text-muted-foreground">Asked: {item.pose.instruction}</figcaption>
        </figure>
      </div>
      <ul className="grid grid-cols-3 gap-2" aria-label="Profile photos">
        {item.photos.map((url, i) => (
          <li key={url}>
            <PhotoImg
              url={url}
              sizes="120px"
              alt={`Profile photo ${i + 1}`}
              className="aspect-[4/5] w-full rounded-xl object-cover"
            />
          </li>
        ))}
      </ul>
      <label htmlFor={reasonId} className="text-sm font-semibold">
        Reason (shown to the person if you reject)
      </label>
      <Textarea
        id={reasonId}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        className="min-h-20"
        maxLength={300}
      />
      <div className="flex gap-3">
        <Button
          className="flex-1"
          disabled={decide.isPending}
          onClick={() => decide.mutate({ id: item.id, decision: { decision: "approve" } }, { onError })}
        >
          Approve
        </Button>
        <Button
          variant="outline"
          className="flex-1"
          disabled={decide.isPending || reason.trim().length < 3}
          onClick={() => decide.mutate({ id: item.id, decision: { decision: "reject", reason } }, { onError })}
        >
          Reject
        </Button>
      </div>
      <p role="alert" className="text-sm text-destructive empty:hidden">
        {error}
      </p>
    </Card>
  );
}
