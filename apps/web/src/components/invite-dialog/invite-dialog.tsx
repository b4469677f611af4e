import { type DateType, INVITE_LOCATION_MAX, INVITE_MESSAGE_MAX } from "@down/common/schemas/dates";
import { CalendarHeart } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { isApiError } from "@/lib/api-client";
import { useCurrentUser } from "@/lib/auth/auth-provider";
import { toast } from "@/lib/lazy-toast";
import { endSentence } from "@/lib/sentence";
import { DateTypeChoice } from "./date-type-choice";
import { fromLocalInput, isPastChoice, thisMinute, toLocalInput } from "./local-date-time";
import { useSendInvite } from "./send-invite-api";

export interface InviteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Who is invited; `name` is how the dialog and the toast address them. */
  otherUser: { id: string; name: string };
}

/**
 * The invite dialog (docs/product.md#invite-dialog): a date type first; only then the optional time, place and message.
 * Used from Matches, a matched profile and the chat.
 */
export function InviteDialog({ open, onOpenChange, otherUser }: InviteDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <span className="mb-2 inline-flex size-12 items-center justify-center rounded-full bg-accent-soft text-accent-soft-foreground">
            <CalendarHeart className="size-6" aria-hidden="true" />
          </span>
          <DialogTitle>
            Invite <bdi>{otherUser.name}</bdi> on a date
          </DialogTitle>
          <DialogDescription>Choose the kind of date first.</DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so every opening starts from a clean form. */}
        {open ? <InviteForm otherUser={otherUser} onSent={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function InviteForm({ otherUser, onSent }: { otherUser: InviteDialogProps["otherUser"]; onSent: () => void }) {
  const user = useCurrentUser();
  const send = useSendInvite();
  const ids = useId();
  const [dateType, setDateType] = useState<DateType | null>(null);
  const [when, setWhen] = useState("");
  const [place, setPlace] = useState("");
  const [message, setMessage] = useState("");
  const [refusal, setRefusal] = useState<string | null>(null);
  const chosen = fromLocalInput(when);
  const timeError = chosen && isPastChoice(chosen) ? "Please choose a time that is not in the past" : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!dateType || timeError || send.isPending) return;
    setRefusal(null);
    send.mutate(
      {
        senderId: user.id,
        receiverId: otherUser.id,
        dateType,
        proposedDateTime: chosen ? chosen.toISOString() : null,
        proposedLocation: place.trim() || null,
        message: message.trim() || null,
        status: "pending",
        createdAt: new Date().toISOString(),
      },
      {
        onSuccess: () => {
          toast.success("Invite sent!", {
            description: endSentence(`Your ${dateType} invite has been sent to ${otherUser.name}`),
          });
          onSent();
        },
        onError: (error) => {
          toast.error("Error", { description: "Failed to send invite. Please try again." });
          // A refusal with a reason ("You already have a pending invite to Bea") stays in the dialog too.
          setRefusal(isApiError(error) && error.status < 500 ? error.serverMessage : null);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-5" noValidate>
      <DateTypeChoice value={dateType} onChange={setDateType} />
      {dateType ? (
        <>
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${ids}-when`}>Date and time (optional)</Label>
            <Input
              id={`${ids}-when`}
              type="datetime-local"
              value={when}
              min={toLocalInput(thisMinute())}
              onChange={(e) => setWhen(e.target.value)}
              aria-invalid={timeError ? true : undefined}
              aria-describedby={timeError ? `${ids}-when-error` : undefined}
            />
            {timeError ? (
              <p id={`${ids}-when-error`} role="alert" className="text-sm text-destructive">
                {timeError}
              </p>
            ) : null}
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${ids}-place`}>Place (optional)</Label>
            <Input
              id={`${ids}-place`}
              value={place}
              maxLength={INVITE_LOCATION_MAX}
              placeholder="Where should you meet?"
              onChange={(e) => setPlace(e.target.value)}
            />
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${ids}-message`}>Message (optional)</Label>
            <Textarea
              id={`${ids}-message`}
              value={message}
              maxLength={INVITE_MESSAGE_MAX}
              className="min-h-24"
              placeholder={`Say something to ${otherUser.name}`}
              onChange={(e) => setMessage(e.target.value)}
              aria-describedby={`${ids}-message-count`}
            />
            <p id={`${ids}-message-count`} className="self-end text-xs text-muted-foreground">
              {message.length}/{INVITE_MESSAGE_MAX}
            </p>
          </div>
        </>
      ) : null}
      {refusal ? (
        <p role="alert" className="rounded-2xl bg-destructive/10 px-4 py-3 text-sm text-destructive">
          {refusal}
        </p>
      ) : null}
      <Button type="submit" disabled={!dateType || Boolean(timeError) || send.isPending} className="w-full">
        {send.isPending ? <Spinner /> : null}
        {send.isPending ? "Sending..." : "Send"}
      </Button>
    </form>
  );
}
