import { BadgeCheck, Camera, Clock, ShieldAlert } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Link } from "wouter";
import { Badge } from "@/components/ui/badge";
import { Button, buttonVariants } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { isApiError } from "@/lib/api-client";
import { PoseIllustration } from "./pose-illustration";
import { useSubmitSelfie } from "./submit-selfie";
import { useVerificationState } from "./verification-state";

const STATUS = {
  none: { label: "NOT VERIFIED", variant: "neutral", icon: ShieldAlert },
  pending: { label: "IN REVIEW", variant: "warning", icon: Clock },
  approved: { label: "VERIFIED", variant: "info", icon: BadgeCheck },
  rejected: { label: "NOT APPROVED", variant: "destructive", icon: ShieldAlert },
} as const;

/**
 * Photo verification on Edit Profile: copy the drawn pose in a selfie (the phone's front camera opens
 * through capture="user"); a moderator compares it with the photos. The selfie is never shown to others.
 */
export function VerificationCard({ userId }: { userId: string }) {
  const state = useVerificationState(userId);
  const submit = useSubmitSelfie(userId);
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | undefined>();
  const headingId = useId();
  const data = state.data;
  const status = data ? STATUS[data.status] : undefined;
  const canTry = data && data.status !== "approved" && data.status !== "pending" && data.attemptsLeft > 0;

  const send = (file: File | undefined) => {
    if (!file || !data) return;
    setError(undefined);
    submit.mutate(
      { pose: data.pose.id, selfie: file },
      {
        onError: (e) =>
          setError(isApiError(e) && e.serverMessage ? e.serverMessage : "Couldn't send your selfie. Please try again."),
      },
    );
  };

  return (
    <Card role="region" aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-3">
        <h2 id={headingId} className="text-base font-bold">
          Photo verification
        </h2>
        {status ? (
          <Badge variant={status.variant}>
            <status.icon className="size-3.5" aria-hidden="true" />
            {status.label}
          </Badge>
        ) : (
          <Skeleton className="h-5 w-24 rounded-full" />
        )}
      </div>
      {!data ? (
        <Skeleton className="h-40 w-full rounded-2xl" />
      ) : data.status === "approved" ? (
        <p className="text-sm text-muted-foreground">
          A moderator matched your selfie with your photos. People see a Verified badge on your card and profile.
          Changing your photos asks for a new selfie.
        </p>
      ) : data.status === "pending" ? (
        <p className="text-sm text-muted-foreground">
          Thanks! A moderator will compare your selfie with your photos soon. Only moderators ever see it.
        </p>
      ) : (
        <>
          {data.status === "rejected" && data.reason ? (
            <p className="rounded-2xl bg-destructive/10 p-3 text-sm text-destructive">Not approved: {data.reason}</p>
          ) : null}
          <div className="flex items-center gap-4">
            <PoseIllustration
              pose={data.pose.id}
              className="size-28 shrink-0 rounded-2xl bg-surface-muted p-2 text-foreground"
            />
            <div className="flex flex-col gap-1">
              <p className="text-sm font-semibold">Copy this pose in a selfie</p>
              <p className="text-sm text-muted-foreground" data-testid="pose-instruction">
                {data.pose.instruction}.
              </p>
            </div>
          </div>
          <input
            ref={input}
            type="file"
            accept="image/*"
            capture="user"
            className="sr-only"
            tabIndex={-1}
            aria-label="Selfie"
            onChange={(event) => {
              send(event.target.files?.[0]);
              event.target.value = "";
            }}
          />
          <Button onClick={() => input.current?.click()} disabled={!canTry || submit.isPending} className="min-h-11">
            {submit.isPending ? <Spinner /> : <Camera aria-hidden="true" />}
            {submit.isPending ? "Sending..." : "Take a selfie"}
          </Button>
          <p className="text-xs text-muted-foreground">
            {data.attemptsLeft > 0
              ? `Only moderators see your selfie. ${data.attemptsLeft} ${data.attemptsLeft === 1 ? "try" : "tries"} left today.`
              : "You've used today's tries. Please try again tomorrow."}
          </p>
        </>
      )}
      {data?.canReview ? (
        <Link href="/verification-review" className={buttonVariants({ variant: "secondary", size: "sm" })}>
          Review verifications
        </Link>
      ) : null}
      <p role="alert" className="text-sm text-destructive empty:hidden">
        {error}
      </p>
    </Card>
  );
}
