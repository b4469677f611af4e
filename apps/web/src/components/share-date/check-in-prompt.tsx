import { ShieldCheck } from "lucide-react";
import { Button } from "@/components/ui/button";
import { isApiError } from "@/lib/api-client";
import { toast } from "@/lib/lazy-toast";
import { useAnswerOk, useShareStatus } from "./share-date-api";

/**
 * The check-in on a date card (decision 023): "Are you OK?" with "I'm OK" once DOWN has asked, and, after 30
 * minutes without an answer, that the trusted contact was texted (with the development adapter, the text itself).
 */
export function CheckInPrompt({ dateId }: { dateId: string }) {
  const status = useShareStatus(dateId);
  const ok = useAnswerOk(dateId);
  const checkIn = status.data?.checkIn;
  if (!checkIn || checkIn.state === "waiting" || checkIn.state === "ok") return null;

  if (checkIn.state === "alerted") {
    return (
      <div
        role="status"
        className="flex flex-col gap-1 rounded-2xl bg-accent-soft p-3 text-sm text-accent-soft-foreground"
      >
        <p className="font-semibold">We texted your trusted contact at {checkIn.contactPhone}</p>
        {checkIn.devMessage ? (
          <p className="break-words">
            <span className="font-semibold">Development text: </span>
            {checkIn.devMessage}
          </p>
        ) : null}
      </div>
    );
  }
  return (
    <div role="alert" className="flex items-center gap-3 rounded-2xl bg-accent-soft p-3 text-accent-soft-foreground">
      <ShieldCheck className="size-5 shrink-0" aria-hidden="true" />
      <p className="flex-1 font-semibold">Are you OK?</p>
      <Button
        size="sm"
        disabled={ok.isPending}
        onClick={() =>
          ok.mutate(undefined, {
            onSuccess: () => toast.success("Glad you're OK", { description: "We won't text your contact." }),
            onError: (error) =>
              toast.error("Error", {
                description:
                  isApiError(error) && error.serverMessage
                    ? error.serverMessage
                    : "Something went wrong. Please try again.",
              }),
          })
        }
      >
        I'm OK
      </Button>
    </div>
  );
}
