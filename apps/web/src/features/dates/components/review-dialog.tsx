import { type DateEvent, REVIEW_COMMENT_MAX } from "@down/common/schemas/dates";
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { isApiError } from "@/lib/api-client";
import { toast } from "@/lib/lazy-toast";
import { endSentence } from "@/lib/sentence";
import { useWriteReview } from "../api/write-review";
import { ActivitiesInput } from "./activities-input";
import { StarInput } from "./star-input";

/** The review form for a completed date: overall stars required, the rest optional. */
export function ReviewDialog({
  date,
  name,
  onOpenChange,
}: {
  date: DateEvent | null;
  name: string;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={date !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            Review your date with <bdi>{name}</bdi>
          </DialogTitle>
          <DialogDescription>
            Only <bdi>{name}</bdi>'s rating and reviews change; they see your first name.
          </DialogDescription>
        </DialogHeader>
        {date ? <ReviewForm date={date} name={name} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ReviewForm({ date, name, onDone }: { date: DateEvent; name: string; onDone: () => void }) {
  const ids = useId();
  const write = useWriteReview();
  const [overall, setOverall] = useState<number | null>(null);
  const [chemistry, setChemistry] = useState<number | null>(null);
  const [punctuality, setPunctuality] = useState<number | null>(null);
  const [comment, setComment] = useState("");
  const [activities, setActivities] = useState<string[]>([]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (overall === null || write.isPending) return;
    write.mutate(
      {
        dateEventId: date.id,
        ratingOverall: overall,
        chemistryScore: chemistry,
        punctualityScore: punctuality,
        comment: comment.trim() || null,
        activitiesCompleted: activities,
      },
      {
        onSuccess: () => {
          toast.success("Review submitted", {
            description: endSentence(`Thanks for reviewing your date with ${name}`),
          });
          onDone();
        },
        onError: (error) =>
          toast.error("Error", {
            description:
              isApiError(error) && error.status === 409 && error.serverMessage
                ? error.serverMessage
                : "Failed to submit review. Please try again.",
          }),
      },
    );
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-5" noValidate>
      <StarInput name={`${ids}-overall`} legend="Overall" value={overall} onChange={setOverall} required />
      <StarInput name={`${ids}-chemistry`} legend="Chemistry" value={chemistry} onChange={setChemistry} />
      <StarInput name={`${ids}-punctuality`} legend="Punctuality" value={punctuality} onChange={setPunctuality} />
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${ids}-comment`}>Comment (optional)</Label>
        <Textarea
          id={`${ids}-comment`}
          value={comment}
          maxLength={REVIEW_COMMENT_MAX}
          className="min-h-24"
          onChange={(e) => setComment(e.target.value)}
          aria-describedby={`${ids}-comment-count`}
        />
        <p id={`${ids}-comment-count`} className="self-end text-xs text-muted-foreground">
          {comment.length}/{REVIEW_COMMENT_MAX}
        </p>
      </div>
      <ActivitiesInput id={`${ids}-activities`} value={activities} onChange={setActivities} />
      <Button type="submit" disabled={overall === null || write.isPending} className="w-full">
        {write.isPending ? <Spinner /> : null}
        {write.isPending ? "Submitting..." : "Submit Review"}
      </Button>
    </form>
  );
}
